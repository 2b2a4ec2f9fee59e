import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, ValidateBy, type ValidationOptions } from 'class-validator';
import { isCalendarDate, isWallClockTime } from '../domain/zoned-time';
import { OptionalNotNull } from './optional.decorators';

/** A real date written YYYY-MM-DD. */
export const IsCalendarDate = (label: string, options: Pick<ValidationOptions, 'each'> = {}) =>
  ValidateBy(
    { name: 'isCalendarDate', validator: { validate: (value) => isCalendarDate(value) } },
    { message: `${label} must be a date written YYYY-MM-DD`, ...options },
  );

/** A 24-hour local time written HH:MM. */
export const IsWallClockTime = (label: string) =>
  ValidateBy(
    { name: 'isWallClockTime', validator: { validate: (value) => isWallClockTime(value) } },
    { message: `${label} must be a 24-hour time written HH:MM, e.g. 18:30` },
  );

/** An optional HH:MM field: may be left out, but not sent as null. */
export const OptionalWallClockTime = (label: string, doc: { example: string; default?: string; description?: string }) =>
  applyDecorators(ApiPropertyOptional(doc), OptionalNotNull(), IsWallClockTime(label));

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;

/** A moment written ISO 8601 with its offset (2026-10-02T18:00:00-04:00 or …Z). */
export function isInstant(value: unknown): value is string {
  return typeof value === 'string' && INSTANT.test(value) && !Number.isNaN(Date.parse(value));
}

/** An optional moment: left out or null means none. */
export const OptionalInstant = (label: string, doc: { example: string; description: string }) =>
  applyDecorators(
    ApiPropertyOptional({ type: String, format: 'date-time', nullable: true, ...doc }),
    IsOptional(),
    ValidateBy(
      { name: 'isInstant', validator: { validate: (value) => isInstant(value) } },
      { message: `${label} must be a date and time with its offset, e.g. 2026-10-02T18:00:00-04:00` },
    ),
  );
