import { ApiProperty } from '@nestjs/swagger';
import { OperatingNightResponseDto } from './operating-night-response.dto';
import { RegionKey } from '../../common/validation/region-key.decorator';

export class NightHoursDto {
  @ApiProperty({ example: '18:30' }) doorsOpen: string;
  @ApiProperty({ example: '19:00' }) attractionsStart: string;
  @ApiProperty({ example: '22:00' }) lastEntry: string;
}

export class CalendarResponseDto {
  @RegionKey() region: string;
  @ApiProperty({ example: 'America/New_York', description: "The region's IANA time zone: every time of the calendar is on its clock" })
  timeZone: string;
  @ApiProperty({ example: '2026-10-02', description: 'Today in the time zone, when this answer was made' }) today: string;
  @ApiProperty({ format: 'date-time', description: 'When this answer was made (UTC)' }) generatedAt: string;
  @ApiProperty({ example: '2026-10-02' }) from: string;
  @ApiProperty({ example: '2027-10-02' }) to: string;
  @ApiProperty({
    type: [NightHoursDto],
    description: 'The standard hours per weekday, Sunday first (docs/product.md §9): what a bulk add uses unless told otherwise',
  })
  standardHours: NightHoursDto[];
  @ApiProperty({ type: [OperatingNightResponseDto], description: 'The nights from `from` to `to`, by date' })
  nights: OperatingNightResponseDto[];
}
