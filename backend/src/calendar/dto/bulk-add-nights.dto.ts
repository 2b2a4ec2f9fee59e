import { ApiProperty, PickType } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, ArrayUnique, IsArray, IsInt, Max, Min } from 'class-validator';
import { OperatingNightResponseDto } from './operating-night-response.dto';
import { IsCalendarDate, OptionalWallClockTime } from '../../common/validation/zoned-time.decorators';
import { OperatingNightChangesDto } from './create-operating-night.dto';
import { RegionKey } from '../../common/validation/region-key.decorator';

/** The start times are a night's own (doorsOpen, attractionsStart); the last entry is given per kind of night. */
export class BulkAddNightsDto extends PickType(OperatingNightChangesDto, ['doorsOpen', 'attractionsStart'] as const) {
  @RegionKey({ label: 'Region' })
  region: string;

  @ApiProperty({ example: '2026-10-01' })
  @IsCalendarDate('From')
  from: string;

  @ApiProperty({ example: '2026-10-31', description: 'Included; at most 400 days after from' })
  @IsCalendarDate('To')
  to: string;

  @ApiProperty({ type: [Number], example: [5, 6], description: 'Weekdays to add, 0 = Sunday … 6 = Saturday' })
  @IsArray({ message: 'Weekdays must be a list of weekday numbers (0 = Sunday … 6 = Saturday)' })
  @ArrayMinSize(1, { message: 'Choose at least one weekday' })
  @ArrayMaxSize(7, { message: 'Weekdays must be a list of weekday numbers (0 = Sunday … 6 = Saturday)' })
  @ArrayUnique({ message: 'Each weekday may be chosen once' })
  @IsInt({ each: true, message: 'Weekdays must be whole numbers from 0 (Sunday) to 6 (Saturday)' })
  @Min(0, { each: true, message: 'Weekdays must be whole numbers from 0 (Sunday) to 6 (Saturday)' })
  @Max(6, { each: true, message: 'Weekdays must be whole numbers from 0 (Sunday) to 6 (Saturday)' })
  weekdays: number[];

  @OptionalWallClockTime('Last entry (Sunday to Thursday)', {
    example: '22:00',
    default: '22:00',
    description: 'Last entry of the Sunday to Thursday nights',
  })
  lastEntrySundayToThursday?: string;

  @OptionalWallClockTime('Last entry (Friday and Saturday)', {
    example: '23:00',
    default: '23:00',
    description: 'Last entry of the Friday and Saturday nights',
  })
  lastEntryFridayAndSaturday?: string;
}

export class BulkAddResultDto {
  @ApiProperty({ type: [OperatingNightResponseDto], description: 'The nights added (open)' }) created: OperatingNightResponseDto[];
  @ApiProperty({ type: [String], example: ['2026-10-03'], description: 'Dates that already had a night: reported and left as they were' })
  skipped: string[];
}
