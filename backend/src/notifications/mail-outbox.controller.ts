import { Controller, Query } from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';
import { AdminAction, AdminList, ApiInvalidId } from '../common/http/routes.decorator';
import type { Page } from '../common/pagination/paginated';
import { IdParam } from '../common/validation/id-param.decorator';
import { MailOutboxQueryDto } from './dto/mail-outbox-query.dto';
import { OutboxMailResponseDto } from './dto/outbox-mail-response.dto';
import { MailOutboxService } from './mail-outbox.service';

@ApiTags('mail-outbox')
@Controller('mail-outbox')
export class MailOutboxController {
  constructor(private readonly outbox: MailOutboxService) {}

  @AdminList({
    permission: 'mail-outbox',
    summary: 'List the e-mails the app has queued, newest first',
    description: 'Filter with status=failed for those that could not be sent.',
    record: OutboxMailResponseDto,
  })
  list(@Query() query: MailOutboxQueryDto): Promise<Page<OutboxMailResponseDto>> {
    return this.outbox.list(query);
  }

  @AdminAction(':id/retry', {
    permission: 'mail-outbox',
    summary: 'Send a failed e-mail again (queued now, with a fresh set of attempts)',
    response: OutboxMailResponseDto,
    invalid: false,
  })
  @ApiInvalidId()
  @ApiNotFoundResponse({ description: 'E-mail not found' })
  @ApiConflictResponse({ description: 'The e-mail has not failed (it is pending or sent)' })
  retry(@IdParam() id: number): Promise<OutboxMailResponseDto> {
    return this.outbox.retry(id);
  }
}
