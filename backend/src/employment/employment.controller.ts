import { Body, Controller, Patch, Post, Query, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { AdminEndpoint } from '../common/auth/admin-endpoint.decorator';
import { AdminList, AdminRead } from '../common/http/routes.decorator';
import type { Request } from 'express';
import { Public } from '../common/auth/public.decorator';
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

  @Public()
  @Post()
  @ApiOperation({
    summary: 'Apply for a seasonal job',
    description: 'The application starts pending. Rate limited per client address; the jobs address is e-mailed when SMTP is configured.',
  })
  @ApiCreatedResponse({ type: EmploymentApplicationResponseDto })
  @ApiBadRequestResponse({
    description: "Invalid fields, e.g. 'Phone must be in format: 123-456-7890', or a server-owned field such as status",
  })
  @ApiTooManyRequestsResponse({ description: 'Too many applications from this address (Retry-After)' })
  submit(@Body() dto: CreateEmploymentApplicationDto, @Req() req: Request): Promise<EmploymentApplicationResponseDto> {
    return this.employment.submit(dto, clientIp(req));
  }

  @AdminList('List applications, newest first', EmploymentApplicationResponseDto)
  list(@Query() query: EmploymentApplicationQueryDto): Promise<Page<EmploymentApplicationResponseDto>> {
    return this.employment.list(query);
  }

  @AdminRead('Read one application', EmploymentApplicationResponseDto, 'Application not found')
  findOne(@IdParam() id: number): Promise<EmploymentApplicationResponseDto> {
    return this.employment.findOne(id);
  }

  @Patch(':id/status')
  @AdminEndpoint()
  @ApiOperation({
    summary: 'Set the review status',
    description: 'reviewing, accepted or rejected, from any status; returning to pending is refused.',
  })
  @ApiOkResponse({ type: EmploymentApplicationResponseDto })
  @ApiBadRequestResponse({ description: 'Invalid id or status (pending is refused)' })
  @ApiNotFoundResponse({ description: 'Application not found' })
  setStatus(@IdParam() id: number, @Body() dto: UpdateApplicationStatusDto): Promise<EmploymentApplicationResponseDto> {
    return this.employment.setStatus(id, dto.status);
  }
}
