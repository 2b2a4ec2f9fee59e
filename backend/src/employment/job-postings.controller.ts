import { Body, Controller, Query } from '@nestjs/common';
import { ApiConflictResponse, ApiTags } from '@nestjs/swagger';
import type { AuthenticatedAdmin } from '../common/auth/authenticated-admin';
import { CurrentAdmin } from '../common/auth/current-admin.decorator';
import {
  INVALID_REGION_ACTIVE_LIST,
  TranslatedListQueryDto,
  ContentLanguageQueryDto,
} from '../common/content/region-active-list-query.dto';
import { AdminChange, AdminCreate, AdminDelete, INVALID_ID, PublicGet, PublicList } from '../common/http/routes.decorator';
import type { Page } from '../common/pagination/paginated';
import { IdParam } from '../common/validation/id-param.decorator';
import { CreateJobPostingDto, JobPostingResponseDto, UpdateJobPostingDto } from './dto/job-posting.dto';
import { JOB_POSTING_HAS_APPLICATIONS, JOB_POSTING_NOT_FOUND } from './employment.constants';
import { JobPostings } from './job-postings';

@ApiTags('job-postings')
@Controller('job-postings')
export class JobPostingsController {
  constructor(private readonly postings: JobPostings) {}

  @PublicList({
    summary: 'List job postings',
    description:
      'The jobs a region is hiring for, ordered by sortOrder then id. Visitors get the open postings only, in `language` where staff translated their texts (else in English); with an admin token (applications): all of them as written, with their `translations`, optionally filtered by `active`.',
    record: JobPostingResponseDto,
    invalid: INVALID_REGION_ACTIVE_LIST,
    cache: 'job-postings',
  })
  list(
    @Query() query: TranslatedListQueryDto,
    @CurrentAdmin('applications') admin?: AuthenticatedAdmin,
  ): Promise<Page<JobPostingResponseDto>> {
    return this.postings.list(query, { isAdmin: !!admin });
  }

  @PublicGet(':id', {
    summary: 'Get one job posting',
    description: 'Closed postings are only visible with an admin token (applications).',
    response: JobPostingResponseDto,
    invalid: INVALID_ID,
    notFound: 'No such job posting (or it is closed and the caller is a visitor)',
    cache: 'job-posting',
  })
  get(
    @IdParam() id: number,
    @Query() query: ContentLanguageQueryDto,
    @CurrentAdmin('applications') admin?: AuthenticatedAdmin,
  ): Promise<JobPostingResponseDto> {
    return this.postings.get(id, { isAdmin: !!admin }, query.language);
  }

  @AdminCreate({
    permission: 'applications',
    summary: 'Publish a job posting (open unless `active` is false)',
    record: JobPostingResponseDto,
  })
  create(@Body() dto: CreateJobPostingDto): Promise<JobPostingResponseDto> {
    return this.postings.create(dto);
  }

  @AdminChange({
    permission: 'applications',
    summary: 'Change a job posting',
    description: 'Only the fields sent change, e.g. `{ "active": false }` closes it to new applications.',
    record: JobPostingResponseDto,
    notFound: JOB_POSTING_NOT_FOUND,
  })
  update(@IdParam() id: number, @Body() dto: UpdateJobPostingDto): Promise<JobPostingResponseDto> {
    return this.postings.update(id, dto);
  }

  @AdminDelete({ permission: 'applications', summary: 'Delete a job posting no application names', notFound: JOB_POSTING_NOT_FOUND })
  @ApiConflictResponse({ description: JOB_POSTING_HAS_APPLICATIONS })
  remove(@IdParam() id: number): Promise<void> {
    return this.postings.remove(id);
  }
}
