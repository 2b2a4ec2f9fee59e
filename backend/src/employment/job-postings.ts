import { ConflictException, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { TranslatedListQueryDto } from '../common/content/region-active-list-query.dto';
import { inLanguage, translationsToStore } from '../common/content/translations';
import type { Language } from '../common/domain/languages';
import { regionActivePage, type Viewer } from '../common/content/region-active-page';
import { findOr404 } from '../common/database/rows-or-404';
import type { Page } from '../common/pagination/paginated';
import { FieldErrors } from '../common/validation/field-errors';
import {
  toJobPostingResponse,
  type CreateJobPostingDto,
  type JobPostingResponseDto,
  type UpdateJobPostingDto,
} from './dto/job-posting.dto';
import { JOB_POSTING_TRANSLATED_FIELDS } from './employment.constants';
import { JOB_POSTING_CLOSED, JOB_POSTING_HAS_APPLICATIONS, JOB_POSTING_NOT_FOUND, JOB_POSTING_NOT_IN_REGION } from './employment.constants';
import { EmploymentApplication } from './entities/employment-application.entity';
import { JobPosting } from './entities/job-posting.entity';

const STAFF: Viewer = { isAdmin: true };
const readBy = (posting: JobPosting, viewer: Viewer, language: Language | undefined) =>
  toJobPostingResponse(inLanguage(posting, language, JOB_POSTING_TRANSLATED_FIELDS), viewer);

const cents = (dollars: number | null | undefined) => (dollars === null || dollars === undefined ? null : Math.round(dollars * 100));

@Injectable()
export class JobPostings {
  constructor(
    @InjectRepository(JobPosting) private readonly postings: Repository<JobPosting>,
    @InjectRepository(EmploymentApplication) private readonly applications: Repository<EmploymentApplication>,
  ) {}

  async list(query: TranslatedListQueryDto, viewer: Viewer): Promise<Page<JobPostingResponseDto>> {
    const page = await regionActivePage(this.postings, query, viewer, { sortOrder: 'ASC', id: 'ASC' });
    return { ...page, items: page.items.map((posting) => readBy(posting, viewer, query.language)) };
  }

  /** Visitors read open postings only; a closed one is not found. */
  async get(id: number, viewer: Viewer, language?: Language): Promise<JobPostingResponseDto> {
    const posting = await findOr404(this.postings, viewer.isAdmin ? { id } : { id, active: true }, JOB_POSTING_NOT_FOUND);
    return readBy(posting, viewer, language);
  }

  async create(dto: CreateJobPostingDto): Promise<JobPostingResponseDto> {
    const posting = this.postings.create({
      title: dto.title.trim(),
      region: dto.region,
      positionType: dto.positionType,
      description: dto.description.trim(),
      payFromCents: cents(dto.payFrom),
      payToCents: cents(dto.payTo),
      payUnit: dto.payUnit ?? 'hour',
      schedule: dto.schedule?.trim() || null,
      startDate: dto.startDate ?? null,
      endDate: dto.endDate ?? null,
      sortOrder: dto.sortOrder ?? 0,
      active: dto.active ?? true,
      translations: translationsToStore(dto.translations),
    });
    checkRanges(posting);
    return toJobPostingResponse(await this.postings.save(posting), STAFF);
  }

  /** PATCH: only the fields sent change; the pay range and the dates are checked as they end up. */
  async update(id: number, dto: UpdateJobPostingDto): Promise<JobPostingResponseDto> {
    const posting = await findOr404(this.postings, { id }, JOB_POSTING_NOT_FOUND);
    const sent = Object.fromEntries(Object.entries(dto).filter(([, value]) => value !== undefined)) as UpdateJobPostingDto;
    const { payFrom, payTo, ...rest } = sent;
    const merged = this.postings.merge(posting, {
      ...rest,
      ...(rest.title !== undefined ? { title: rest.title.trim() } : {}),
      ...(rest.description !== undefined ? { description: rest.description.trim() } : {}),
      ...(rest.schedule !== undefined ? { schedule: rest.schedule?.trim() || null } : {}),
      ...('payFrom' in sent ? { payFromCents: cents(payFrom) } : {}),
      ...('payTo' in sent ? { payToCents: cents(payTo) } : {}),
      translations: translationsToStore(sent.translations, posting.translations),
    });
    checkRanges(merged);
    return toJobPostingResponse(await this.postings.save(merged), STAFF);
  }

  /** A posting applications name stays (closed): the applications keep saying what they applied for. */
  async remove(id: number): Promise<void> {
    const posting = await findOr404(this.postings, { id }, JOB_POSTING_NOT_FOUND);
    if (await this.applications.existsBy({ jobPostingId: id })) throw new ConflictException(JOB_POSTING_HAS_APPLICATIONS);
    await this.postings.remove(posting);
  }

  /**
   * The posting an application in `region` names: 400 on the field when there is none there (unknown, or another
   * region's), 409 when it is closed.
   */
  async openFor(id: number, region: string): Promise<JobPosting> {
    const posting = await this.postings.findOneBy({ id, region });
    if (!posting) throw FieldErrors.of('jobPostingId', JOB_POSTING_NOT_IN_REGION);
    if (!posting.active) throw new ConflictException(JOB_POSTING_CLOSED);
    return posting;
  }
}

function checkRanges(p: JobPosting): void {
  if (p.payToCents !== null && (p.payFromCents === null || p.payToCents < p.payFromCents))
    throw FieldErrors.of('payTo', 'Pay to must not be below the pay from');
  if (p.startDate && p.endDate && p.endDate < p.startDate) throw FieldErrors.of('endDate', 'End date must not be before the start date');
}
