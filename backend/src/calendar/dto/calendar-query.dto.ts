import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { REGIONS, type Region } from '../../common/domain/constants';
import { DEFAULT_RANGE_DAYS, MAX_RANGE_DAYS } from '../calendar.constants';
import { IsCalendarDate } from '../../common/validation/zoned-time.decorators';
import { EnumField } from '../../common/validation/enum-field.decorator';

export class CalendarQueryDto {
  @EnumField(REGIONS, 'region', { enumName: 'Region', example: 'new-york' })
  region: Region;

  @ApiPropertyOptional({ example: '2026-10-01', description: "First date (YYYY-MM-DD); default: today in the region's time zone" })
  @IsOptional()
  @IsCalendarDate('from')
  from?: string;

  @ApiPropertyOptional({
    example: '2026-10-31',
    description: `Last date, included; default: ${DEFAULT_RANGE_DAYS} days after from. At most ${MAX_RANGE_DAYS} days after from.`,
  })
  @IsOptional()
  @IsCalendarDate('to')
  to?: string;
}
