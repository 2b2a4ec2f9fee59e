import { Body, Controller, Query, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AdminChange, AdminDelete, AdminList, PublicSubmit } from '../common/http/routes.decorator';
import type { Request } from 'express';
import { clientIp } from '../common/http/client-ip';
import { type Page } from '../common/pagination/paginated';
import { IdParam } from '../common/validation/id-param.decorator';
import { ContactService } from './contact.service';
import { ContactSubmissionQueryDto } from './dto/contact-submission-query.dto';
import { ContactSubmissionResponseDto, StaffContactSubmissionResponseDto } from './dto/contact-submission-response.dto';
import { CreateContactDto } from './dto/create-contact.dto';
import { UpdateContactSubmissionDto } from './dto/update-contact-submission.dto';

@ApiTags('contact')
@Controller()
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  @PublicSubmit({
    path: 'contact',
    summary: 'Send a message to the park',
    description: 'Rate limited per client address. Staff are e-mailed when SMTP is configured.',
    record: ContactSubmissionResponseDto,
    invalid: "Invalid fields, e.g. 'Name must be at least 2 characters'",
    tooMany: 'Too many messages from this address (Retry-After)',
  })
  submit(@Body() dto: CreateContactDto, @Req() req: Request): Promise<ContactSubmissionResponseDto> {
    return this.contact.submit(dto, clientIp(req));
  }

  @AdminList({
    permission: 'contact',
    path: 'contact-submissions',
    summary: 'List contact messages, newest first',
    record: StaffContactSubmissionResponseDto,
  })
  list(@Query() query: ContactSubmissionQueryDto): Promise<Page<StaffContactSubmissionResponseDto>> {
    return this.contact.list(query);
  }

  @AdminChange({
    permission: 'contact',
    path: 'contact-submissions/:id',
    summary: 'Mark a contact message read or unread',
    record: StaffContactSubmissionResponseDto,
    notFound: 'Contact message not found',
  })
  setRead(@IdParam() id: number, @Body() dto: UpdateContactSubmissionDto): Promise<StaffContactSubmissionResponseDto> {
    return this.contact.setRead(id, dto.read);
  }

  @AdminDelete({
    permission: 'contact',
    path: 'contact-submissions/:id',
    summary: 'Delete a contact message',
    notFound: 'Contact message not found',
  })
  remove(@IdParam() id: number): Promise<void> {
    return this.contact.remove(id);
  }
}
