import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { DEFAULT_RANGE_DAYS, MAX_RANGE_DAYS } from '../calendar.constants';
import { IsCalendarDate } from '../../common/validation/zoned-time.decorators';
import { RegionKey } from '../../common/validation/region-key.decorator';

export class CalendarQueryDto {
  @RegionKey()
  region: string;

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
