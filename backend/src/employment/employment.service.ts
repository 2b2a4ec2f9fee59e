import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { newestFirstPage, type Page } from '../common/pagination/paginated';
import { whereContains } from '../common/search/search-query';
import { RateLimitService } from '../common/rate-limit/rate-limit.service';
import { NotificationsService } from '../notifications/notifications.service';
import type { ReviewStatus } from './application-rules';
import type { CreateEmploymentApplicationDto } from './dto/create-employment-application.dto';
import type { EmploymentApplicationQueryDto } from './dto/employment-application-query.dto';
import { toEmploymentApplicationResponse, type EmploymentApplicationResponseDto } from './dto/employment-application-response.dto';
import { APPLICATION_RATE_LIMIT } from './employment.constants';
import { EmploymentApplication } from './entities/employment-application.entity';
import { applicationMail } from './application-mail';

const NOT_FOUND = 'Application not found';

@Injectable()
export class EmploymentService {
  constructor(
    @InjectRepository(EmploymentApplication) private readonly applications: Repository<EmploymentApplication>,
    private readonly rateLimit: RateLimitService,
    private readonly notifications: NotificationsService,
  ) {}

  /** New applications are always pending; the jobs address is e-mailed once the row is stored. */
  async submit(dto: CreateEmploymentApplicationDto, clientIp: string): Promise<EmploymentApplicationResponseDto> {
    await this.rateLimit.hit(`employment:${clientIp}`, APPLICATION_RATE_LIMIT);
    const result = await this.applications.insert({
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
    const application = await this.findOrFail((result.identifiers[0] as { id: number }).id);
    this.notifications.notifyStaff('jobsEmail', `application ${application.id}`, () => applicationMail(application));
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
    return toEmploymentApplicationResponse(await this.findOrFail(id));
  }

  /** Any review status from any status (the DTO refuses pending). */
  async setStatus(id: number, status: ReviewStatus): Promise<EmploymentApplicationResponseDto> {
    const result = await this.applications.update({ id }, { status });
    if (!result.affected) throw new NotFoundException(NOT_FOUND);
    return this.findOne(id);
  }

  private async findOrFail(id: number): Promise<EmploymentApplication> {
    const application = await this.applications.findOneBy({ id });
    if (!application) throw new NotFoundException(NOT_FOUND);
    return application;
  }
}
