import { ValidateBy } from 'class-validator';
import { isCalendarDate, isWallClockTime } from '../../common/domain/zoned-time';

/** A real date written YYYY-MM-DD. */
export const IsCalendarDate = (label: string) =>
  ValidateBy(
    { name: 'isCalendarDate', validator: { validate: (value) => isCalendarDate(value) } },
    { message: `${label} must be a date written YYYY-MM-DD` },
  );

/** A 24-hour local time written HH:MM. */
export const IsWallClockTime = (label: string) =>
  ValidateBy(
    { name: 'isWallClockTime', validator: { validate: (value) => isWallClockTime(value) } },
    { message: `${label} must be a 24-hour time written HH:MM, e.g. 18:30` },
  );
