import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { ValidateBy, type ValidationOptions } from 'class-validator';
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
