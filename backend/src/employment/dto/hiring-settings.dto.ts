import { ApiProperty } from '@nestjs/swagger';
import { IsISO8601, IsInt, IsOptional, Max, Min } from 'class-validator';
import type { HiringSettings } from '../entities/hiring-settings.entity';

export const RETENTION_MONTHS = { min: 1, max: 120 } as const;

export class HiringSettingsBodyDto {
  @ApiProperty({
    example: 24,
    minimum: RETENTION_MONTHS.min,
    maximum: RETENTION_MONTHS.max,
    description: 'Applications with no activity for this many months are erased, once a day',
  })
  @IsInt({ message: `Retention must be a whole number of months from ${RETENTION_MONTHS.min} to ${RETENTION_MONTHS.max}` })
  @Min(RETENTION_MONTHS.min, {
    message: `Retention must be a whole number of months from ${RETENTION_MONTHS.min} to ${RETENTION_MONTHS.max}`,
  })
  @Max(RETENTION_MONTHS.max, {
    message: `Retention must be a whole number of months from ${RETENTION_MONTHS.min} to ${RETENTION_MONTHS.max}`,
  })
  retentionMonths: number;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'Start of the hiring day (null with the end: no hiring day)',
  })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'Hiring day start must be a date and time (ISO 8601)' })
  hiringDayStartsAt?: string | null;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'End of the hiring day: after its start, at most 7 days later',
  })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'Hiring day end must be a date and time (ISO 8601)' })
  hiringDayEndsAt?: string | null;
}

export class HiringSettingsResponseDto {
  @ApiProperty({ example: 24 }) retentionMonths: number;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) hiringDayStartsAt: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) hiringDayEndsAt: string | null;
  @ApiProperty({ description: 'A hiring day is on now: applications are limited per e-mail address only' }) hiringDayNow: boolean;
}

export function toHiringSettingsResponse(settings: HiringSettings, now = new Date()): HiringSettingsResponseDto {
  return {
    retentionMonths: settings.retentionMonths,
    hiringDayStartsAt: settings.hiringDayStartsAt?.toISOString() ?? null,
    hiringDayEndsAt: settings.hiringDayEndsAt?.toISOString() ?? null,
    hiringDayNow: isHiringDay(settings, now),
  };
}

/** Whether `now` is within the hiring-day window. */
export function isHiringDay(settings: Pick<HiringSettings, 'hiringDayStartsAt' | 'hiringDayEndsAt'>, now: Date): boolean {
  const { hiringDayStartsAt: start, hiringDayEndsAt: end } = settings;
  return start !== null && end !== null && start <= now && now < end;
}
