import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { newestFirstPage, type Page } from '../common/pagination/paginated';
import { whereContains } from '../common/search/search-query';
import { RateLimitService } from '../common/rate-limit/rate-limit.service';
import { NotificationsService } from '../notifications/notifications.service';
import { CONTACT_RATE_LIMIT } from './contact.constants';
import type { ContactSubmissionQueryDto } from './dto/contact-submission-query.dto';
import { toContactSubmissionResponse, type ContactSubmissionResponseDto } from './dto/contact-submission-response.dto';
import type { CreateContactDto } from './dto/create-contact.dto';
import { ContactSubmission } from './entities/contact-submission.entity';
import { contactMail } from './contact-mail';

const NOT_FOUND = 'Contact message not found';

@Injectable()
export class ContactService {
  constructor(
    @InjectRepository(ContactSubmission) private readonly submissions: Repository<ContactSubmission>,
    private readonly rateLimit: RateLimitService,
    private readonly notifications: NotificationsService,
  ) {}

  async submit(dto: CreateContactDto, clientIp: string): Promise<ContactSubmissionResponseDto> {
    await this.rateLimit.hit(`contact:${clientIp}`, CONTACT_RATE_LIMIT);
    const result = await this.submissions.insert({ ...dto, type: dto.type || 'general' });
    const submission = await this.findOrFail((result.identifiers[0] as { id: number }).id);
    this.notifications.notifyStaff('infoEmail', `contact message ${submission.id}`, () => contactMail(submission));
    return toContactSubmissionResponse(submission);
  }

  async list(query: ContactSubmissionQueryDto): Promise<Page<ContactSubmissionResponseDto>> {
    const qb = this.submissions.createQueryBuilder('submission');
    if (query.read !== undefined) qb.andWhere('submission.read = :read', { read: query.read });
    whereContains(qb, ['submission.name', 'submission.email', 'submission.message'], query.search);
    return newestFirstPage(qb, query, toContactSubmissionResponse);
  }

  async setRead(id: number, read: boolean): Promise<ContactSubmissionResponseDto> {
    const result = await this.submissions.update({ id }, { read });
    if (!result.affected) throw new NotFoundException(NOT_FOUND);
    return toContactSubmissionResponse(await this.findOrFail(id));
  }

  async remove(id: number): Promise<void> {
    const result = await this.submissions.delete({ id });
    if (!result.affected) throw new NotFoundException(NOT_FOUND);
  }

  private async findOrFail(id: number): Promise<ContactSubmission> {
    const submission = await this.submissions.findOneBy({ id });
    if (!submission) throw new NotFoundException(NOT_FOUND);
    return submission;
  }
}
