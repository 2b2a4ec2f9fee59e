import { Body, Controller, Delete, Get, HttpCode, Patch, Post, Query, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { AdminEndpoint } from '../common/auth/admin-endpoint.decorator';
import type { Request } from 'express';
import { Public } from '../common/auth/public.decorator';
import { clientIp } from '../common/http/client-ip';
import { ApiPaginatedResponse, type Page } from '../common/pagination/paginated';
import { IdParam } from '../common/validation/id-param.decorator';
import { ContactService } from './contact.service';
import { ContactSubmissionQueryDto } from './dto/contact-submission-query.dto';
import { ContactSubmissionResponseDto } from './dto/contact-submission-response.dto';
import { CreateContactDto } from './dto/create-contact.dto';
import { UpdateContactSubmissionDto } from './dto/update-contact-submission.dto';

@ApiTags('contact')
@Controller()
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  @Public()
  @Post('contact')
  @ApiOperation({
    summary: 'Send a message to the park',
    description: 'Rate limited per client address. Staff are e-mailed when SMTP is configured.',
  })
  @ApiCreatedResponse({ type: ContactSubmissionResponseDto })
  @ApiBadRequestResponse({ description: "Invalid fields, e.g. 'Name must be at least 2 characters'" })
  @ApiTooManyRequestsResponse({ description: 'Too many messages from this address (Retry-After)' })
  submit(@Body() dto: CreateContactDto, @Req() req: Request): Promise<ContactSubmissionResponseDto> {
    return this.contact.submit(dto, clientIp(req));
  }

  @Get('contact-submissions')
  @AdminEndpoint()
  @ApiOperation({ summary: 'List contact messages, newest first' })
  @ApiPaginatedResponse(ContactSubmissionResponseDto)
  @ApiBadRequestResponse({ description: 'Invalid filter or paging value' })
  list(@Query() query: ContactSubmissionQueryDto): Promise<Page<ContactSubmissionResponseDto>> {
    return this.contact.list(query);
  }

  @Patch('contact-submissions/:id')
  @AdminEndpoint()
  @ApiOperation({ summary: 'Mark a contact message read or unread' })
  @ApiOkResponse({ type: ContactSubmissionResponseDto })
  @ApiBadRequestResponse({ description: 'Invalid id or body' })
  @ApiNotFoundResponse({ description: 'Contact message not found' })
  setRead(@IdParam() id: number, @Body() dto: UpdateContactSubmissionDto): Promise<ContactSubmissionResponseDto> {
    return this.contact.setRead(id, dto.read);
  }

  @Delete('contact-submissions/:id')
  @HttpCode(204)
  @AdminEndpoint()
  @ApiOperation({ summary: 'Delete a contact message' })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiBadRequestResponse({ description: 'Invalid id' })
  @ApiNotFoundResponse({ description: 'Contact message not found' })
  remove(@IdParam() id: number): Promise<void> {
    return this.contact.remove(id);
  }
}
