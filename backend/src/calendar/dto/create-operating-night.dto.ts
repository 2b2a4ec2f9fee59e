import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { NIGHT_STATUSES, NOTE_MAX_LENGTH, type NightStatus } from '../calendar.constants';
import { IsCalendarDate, OptionalWallClockTime } from '../../common/validation/zoned-time.decorators';
import { OptionalText } from '../../common/validation/text-field.decorator';
import { OptionalNotNull } from '../../common/validation/optional.decorators';
import { RegionKey } from '../../common/validation/region-key.decorator';

/** The fields staff may change on a night (PATCH), all optional there. */
export class OperatingNightChangesDto {
  @OptionalWallClockTime('Doors open', { example: '18:30', description: "HH:MM on the region's clock; new nights default to 18:30" })
  doorsOpen?: string;

  @OptionalWallClockTime('Attractions start', { example: '19:00', description: 'Not before the doors open; new nights default to 19:00' })
  attractionsStart?: string;

  @OptionalWallClockTime('Last entry', {
    example: '23:00',
    description:
      'After the attractions start; earlier than the doors means after midnight. Default 23:00 Friday and Saturday, 22:00 otherwise',
  })
  lastEntry?: string;

  @ApiPropertyOptional({ enum: NIGHT_STATUSES, enumName: 'NightStatus', default: 'open' })
  @OptionalNotNull()
  @IsIn(NIGHT_STATUSES, { message: `Status must be one of: ${NIGHT_STATUSES.join(', ')}` })
  status?: NightStatus;

  @OptionalText({ label: 'Note', max: NOTE_MAX_LENGTH }, { example: 'Closed for weather' })
  note?: string | null;
}

export class CreateOperatingNightDto extends OperatingNightChangesDto {
  @RegionKey({ label: 'Region' })
  region: string;

  @ApiProperty({ example: '2026-10-02', description: 'The evening the doors open; one night per region and date' })
  @IsCalendarDate('Date')
  date: string;
}
