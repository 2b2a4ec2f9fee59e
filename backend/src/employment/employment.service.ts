import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { findOr404, updateOr404 } from '../common/database/rows-or-404';
import { newestFirstPage, type Page } from '../common/pagination/paginated';
import { whereContains } from '../common/search/search-query';
import { VisitorSubmissions, type SubmissionKind } from '../notifications/visitor-submissions';
import type { ReviewStatus } from './application-rules';
import type { CreateEmploymentApplicationDto } from './dto/create-employment-application.dto';
import type { EmploymentApplicationQueryDto } from './dto/employment-application-query.dto';
import { toEmploymentApplicationResponse, type EmploymentApplicationResponseDto } from './dto/employment-application-response.dto';
import { APPLICATION_RATE_LIMIT } from './employment.constants';
import { EmploymentApplication } from './entities/employment-application.entity';
import { applicationMail } from './application-mail';

const NOT_FOUND = 'Application not found';
const APPLICATION: SubmissionKind<EmploymentApplication> = {
  bucket: 'employment',
  rateLimit: APPLICATION_RATE_LIMIT,
  recipient: 'jobsEmail',
  mail: applicationMail,
};

@Injectable()
export class EmploymentService {
  constructor(
    @InjectRepository(EmploymentApplication) private readonly applications: Repository<EmploymentApplication>,
    private readonly visitorSubmissions: VisitorSubmissions,
  ) {}

  /** New applications are always pending. */
  async submit(dto: CreateEmploymentApplicationDto, clientIp: string): Promise<EmploymentApplicationResponseDto> {
    const application = await this.visitorSubmissions.receive(APPLICATION, clientIp, this.applications, {
      ...dto,
      state: dto.state.toUpperCase(),
      previousExperience: dto.previousExperience || null,
      specialSkills: dto.specialSkills || null,
      performanceLinks: dto.performanceLinks || null,
      over18: true,
      canLiftWeight: dto.canLiftWeight ?? false,
      comfortableInDark: dto.comfortableInDark ?? false,
      status: 'pending',
    });
    return toEmploymentApplicationResponse(application);
  }

  async list(query: EmploymentApplicationQueryDto): Promise<Page<EmploymentApplicationResponseDto>> {
    const qb = this.applications.createQueryBuilder('application');
    if (query.region) qb.andWhere('application.region = :region', { region: query.region });
    if (query.status) qb.andWhere('application.status = :status', { status: query.status });
    whereContains(qb, ['application.firstName', 'application.lastName', 'application.email'], query.search);
    return newestFirstPage(qb, query, toEmploymentApplicationResponse);
  }

  async findOne(id: number): Promise<EmploymentApplicationResponseDto> {
    return toEmploymentApplicationResponse(await findOr404(this.applications, { id }, NOT_FOUND));
  }

  /** Any review status from any status (the DTO refuses pending). */
  async setStatus(id: number, status: ReviewStatus): Promise<EmploymentApplicationResponseDto> {
    return toEmploymentApplicationResponse(await updateOr404(this.applications, { id }, { status }, NOT_FOUND));
  }
}
