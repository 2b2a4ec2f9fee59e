import { Controller, Header, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import { AdminGet, AdminList } from '../common/http/routes.decorator';
import type { Page } from '../common/pagination/paginated';
import { AuditLog, MAX_EXPORTED_ENTRIES } from './audit-log';
import { AuditEntryResponseDto } from './dto/audit-entry-response.dto';
import { AuditLogFilterDto, AuditLogQueryDto } from './dto/audit-log-query.dto';

/** Read only: entries are written by the writes themselves and removed only by the daily pruning. */
@ApiTags('audit')
@Controller('audit-log')
export class AuditController {
  constructor(private readonly audit: AuditLog) {}

  @AdminList({
    summary: 'The audit log, newest first, filtered by member, record type and days',
    record: AuditEntryResponseDto,
    permission: 'audit.read',
  })
  list(@Query() query: AuditLogQueryDto): Promise<Page<AuditEntryResponseDto>> {
    return this.audit.list(query);
  }

  @AdminGet('export.csv', {
    summary: `The audit log as CSV, newest first, with the list's filters (at most ${MAX_EXPORTED_ENTRIES} entries)`,
    response: { description: 'The CSV file', schema: { type: 'string' } },
    permission: 'audit.read',
  })
  @ApiBadRequestResponse({ description: 'Invalid filter value' })
  @ApiProduces('text/csv')
  @Header('Content-Type', 'text/csv; charset=utf-8')
  @Header('Content-Disposition', 'attachment; filename="audit-log.csv"')
  exportCsv(@Query() filter: AuditLogFilterDto): Promise<string> {
    return this.audit.exportCsv(filter);
  }
}
