import { Body, Controller, Query, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AdminChange, AdminList, AdminRead, PublicSubmit } from '../common/http/routes.decorator';
import type { Request } from 'express';
import { clientIp } from '../common/http/client-ip';
import { type Page } from '../common/pagination/paginated';
import { IdParam } from '../common/validation/id-param.decorator';
import { CreateEmploymentApplicationDto } from './dto/create-employment-application.dto';
import { EmploymentApplicationQueryDto } from './dto/employment-application-query.dto';
import { EmploymentApplicationResponseDto } from './dto/employment-application-response.dto';
import { UpdateApplicationStatusDto } from './dto/update-application-status.dto';
import { EmploymentService } from './employment.service';

@ApiTags('employment')
@Controller('employment-applications')
export class EmploymentController {
  constructor(private readonly employment: EmploymentService) {}

  @PublicSubmit({
    summary: 'Apply for a seasonal job',
    description: 'The application starts pending. Rate limited per client address; the jobs address is e-mailed when SMTP is configured.',
    record: EmploymentApplicationResponseDto,
    invalid: "Invalid fields, e.g. 'Phone must be in format: 123-456-7890', or a server-owned field such as status",
    tooMany: 'Too many applications from this address (Retry-After)',
  })
  submit(@Body() dto: CreateEmploymentApplicationDto, @Req() req: Request): Promise<EmploymentApplicationResponseDto> {
    return this.employment.submit(dto, clientIp(req));
  }

  @AdminList({ permission: 'applications', summary: 'List applications, newest first', record: EmploymentApplicationResponseDto })
  list(@Query() query: EmploymentApplicationQueryDto): Promise<Page<EmploymentApplicationResponseDto>> {
    return this.employment.list(query);
  }

  @AdminRead({
    permission: 'applications',
    summary: 'Read one application',
    record: EmploymentApplicationResponseDto,
    notFound: 'Application not found',
  })
  findOne(@IdParam() id: number): Promise<EmploymentApplicationResponseDto> {
    return this.employment.findOne(id);
  }

  @AdminChange({
    permission: 'applications',
    path: ':id/status',
    summary: 'Set the review status',
    description: 'reviewing, accepted or rejected, from any status; returning to pending is refused.',
    record: EmploymentApplicationResponseDto,
    notFound: 'Application not found',
    invalid: 'Invalid id or status (pending is refused)',
  })
  setStatus(@IdParam() id: number, @Body() dto: UpdateApplicationStatusDto): Promise<EmploymentApplicationResponseDto> {
    return this.employment.setStatus(id, dto.status);
  }
}
