import { Body, Controller } from '@nestjs/common';
import { ApiConflictResponse, ApiTags } from '@nestjs/swagger';
import { AdminAction, AdminGet, AdminReplaceSingleton } from '../common/http/routes.decorator';
import { MailSettingsResponseDto, TestMailDto, TestMailResponseDto, UpdateMailSettingsDto } from './dto/mail-settings.dto';
import { MailOutboxService } from './mail-outbox.service';
import { MailSettings } from './mail-settings';

@ApiTags('mail-settings')
@Controller('mail-settings')
export class MailSettingsController {
  constructor(
    private readonly settings: MailSettings,
    private readonly outbox: MailOutboxService,
  ) {}

  @AdminGet('/', {
    permission: 'settings',
    summary: "The mail server, the sender and the site's public address mail links are made on",
    description: 'Never the SMTP password. A field set by the server environment (SMTP_URL, MAIL_FROM, PUBLIC_URL) is locked.',
    response: MailSettingsResponseDto,
  })
  get(): Promise<MailSettingsResponseDto> {
    return this.settings.view();
  }

  @AdminReplaceSingleton({
    permission: 'settings',
    summary: 'Set the mail server, the sender and the public address',
    description:
      'A field left out keeps its value, null or empty clears it. The SMTP URL is stored encrypted. Every replica uses the new values for its next e-mail, without a restart.',
    record: MailSettingsResponseDto,
    invalid: 'A malformed value, or a field the server environment sets; `errors` lists the messages per field',
  })
  replace(@Body() dto: UpdateMailSettingsDto): Promise<MailSettingsResponseDto> {
    return this.settings.replace(dto);
  }

  @AdminAction('test', {
    permission: 'settings',
    summary: 'Send a test e-mail now and say what the mail server answered',
    response: TestMailResponseDto,
    invalid: "Not an e-mail address: 'Please enter a valid email address'",
  })
  @ApiConflictResponse({ description: 'No mail server is set (code MAIL_NOT_CONFIGURED)' })
  test(@Body() dto: TestMailDto): Promise<TestMailResponseDto> {
    return this.outbox.sendTest(dto.to);
  }
}
