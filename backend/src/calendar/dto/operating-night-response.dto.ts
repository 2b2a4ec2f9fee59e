import { ApiProperty } from '@nestjs/swagger';
import { NIGHT_STATUSES, type NightStatus } from '../calendar.constants';
import type { OperatingNight } from '../entities/operating-night.entity';
import { addDays, zonedDateTime } from '../../common/domain/zoned-time';
import { RegionKey } from '../../common/validation/region-key.decorator';

export class OperatingNightResponseDto {
  @ApiProperty({ example: 1 }) id: number;
  @RegionKey() region: string;
  @ApiProperty({ example: '2026-10-02', description: 'The evening the doors open (YYYY-MM-DD)' }) date: string;
  @ApiProperty({ example: '18:30', description: "HH:MM on the region's wall clock" }) doorsOpen: string;
  @ApiProperty({ example: '19:00' }) attractionsStart: string;
  @ApiProperty({ example: '23:00', description: 'Earlier than doorsOpen: after midnight, on the next day' }) lastEntry: string;
  @ApiProperty({ enum: NIGHT_STATUSES, enumName: 'NightStatus' }) status: NightStatus;
  @ApiProperty({ type: String, nullable: true, example: 'Closed for weather' }) note: string | null;
  @ApiProperty({ example: '2026-10-02T18:30:00-04:00', description: "Doors open, with the region's UTC offset that night" })
  startsAt: string;
  @ApiProperty({ example: '2026-10-02T23:00:00-04:00', description: 'Last entry, with the UTC offset then' })
  endsAt: string;
}

export function toOperatingNightResponse(night: OperatingNight, timeZone: string): OperatingNightResponseDto {
  // HH:MM compares as text; a last entry earlier than the doors is after midnight.
  const endDate = night.lastEntry < night.doorsOpen ? addDays(night.date, 1) : night.date;
  return {
    id: night.id,
    region: night.region,
    date: night.date,
    doorsOpen: night.doorsOpen,
    attractionsStart: night.attractionsStart,
    lastEntry: night.lastEntry,
    status: night.status,
    note: night.note,
    startsAt: zonedDateTime(night.date, night.doorsOpen, timeZone),
    endsAt: zonedDateTime(endDate, night.lastEntry, timeZone),
  };
}
