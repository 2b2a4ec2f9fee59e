import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { deleteOr404, updateOr404 } from '../common/database/rows-or-404';
import { newestFirstPage, type Page } from '../common/pagination/paginated';
import { whereContains } from '../common/search/search-query';
import { VisitorSubmissions, type SubmissionKind } from '../notifications/visitor-submissions';
import { CONTACT_RATE_LIMIT } from './contact.constants';
import type { ContactSubmissionQueryDto } from './dto/contact-submission-query.dto';
import {
  toContactSubmissionResponse,
  toStaffContactSubmissionResponse,
  type ContactSubmissionResponseDto,
  type StaffContactSubmissionResponseDto,
} from './dto/contact-submission-response.dto';
import type { CreateContactDto } from './dto/create-contact.dto';
import { ContactSubmission } from './entities/contact-submission.entity';
import { contactMail } from './contact-mail';

const NOT_FOUND = 'Contact message not found';
const CONTACT_MESSAGE: SubmissionKind<ContactSubmission> = {
  bucket: 'contact',
  rateLimit: CONTACT_RATE_LIMIT,
  recipient: 'infoEmail',
  mail: contactMail,
};

@Injectable()
export class ContactService {
  constructor(
    @InjectRepository(ContactSubmission) private readonly submissions: Repository<ContactSubmission>,
    private readonly visitorSubmissions: VisitorSubmissions,
  ) {}

  async submit(dto: CreateContactDto, clientIp: string): Promise<ContactSubmissionResponseDto> {
    const values = { ...dto, type: dto.type || 'general' };
    return toContactSubmissionResponse(await this.visitorSubmissions.receive(CONTACT_MESSAGE, clientIp, this.submissions, values));
  }

  async list(query: ContactSubmissionQueryDto): Promise<Page<StaffContactSubmissionResponseDto>> {
    const qb = this.submissions.createQueryBuilder('submission');
    if (query.read !== undefined) qb.andWhere('submission.read = :read', { read: query.read });
    whereContains(qb, ['submission.name', 'submission.email', 'submission.message'], query.search);
    return newestFirstPage(qb, query, toStaffContactSubmissionResponse);
  }

  async setRead(id: number, read: boolean): Promise<StaffContactSubmissionResponseDto> {
    return toStaffContactSubmissionResponse(await updateOr404(this.submissions, { id }, { read }, NOT_FOUND));
  }

  async remove(id: number): Promise<void> {
    await deleteOr404(this.submissions, { id }, NOT_FOUND);
  }
}
