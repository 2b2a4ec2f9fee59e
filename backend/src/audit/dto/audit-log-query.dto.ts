import { ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import { IsOptional, IsString, Length, Matches } from 'class-validator';
import { IsCalendarDate } from '../../common/validation/zoned-time.decorators';
import { PaginationQueryDto } from '../../common/pagination/pagination-query.dto';

/** The filters the list and the CSV export share. */
export class AuditLogFilterDto {
  @ApiPropertyOptional({ example: 'admin', description: 'Only the entries of this member (username, as recorded)' })
  @IsOptional()
  @IsString({ message: 'member must be text' })
  @Length(1, 100, { message: 'member must be 1 to 100 characters' })
  member?: string;

  @ApiPropertyOptional({ example: 'blog-post', description: 'Only the entries about this kind of record' })
  @IsOptional()
  @Matches(/^[a-z][a-z0-9-]{0,39}$/, { message: 'recordType must be a record type such as blog-post' })
  recordType?: string;

  @ApiPropertyOptional({ example: '2026-10-01', description: 'From this day on (YYYY-MM-DD, UTC)' })
  @IsOptional()
  @IsCalendarDate('from')
  from?: string;

  @ApiPropertyOptional({ example: '2026-10-31', description: 'Up to and including this day (YYYY-MM-DD, UTC)' })
  @IsOptional()
  @IsCalendarDate('to')
  to?: string;
}

export class AuditLogQueryDto extends IntersectionType(PaginationQueryDto, AuditLogFilterDto) {}
