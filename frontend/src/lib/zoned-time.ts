/**
 * Moments shown and entered as a region's wall clock (a `datetime-local` value, 2026-10-02T18:00) whatever the
 * browser's own zone: a story scheduled for Friday 6 PM goes live at 6 PM in the park's time zone. The rules are the
 * backend's, one copy for screens and e-mails (docs/architecture.md §7); this is the one frontend file that imports it.
 */
import { isCalendarDate, isWallClockTime, wallClockIn, zonedDateTime } from '../../../backend/src/common/domain/zoned-time';

export {
  addDays,
  daysBetween,
  formatCalendarDate,
  formatZoned,
  todayIn,
  weekdayOf,
  type ZonedFormat,
} from '../../../backend/src/common/domain/zoned-time';

/** The zone's wall clock at an ISO instant, as a `datetime-local` value; '' for none. */
export function toZonedInput(iso: string | null | undefined, timeZone: string): string {
  if (!iso) return '';
  return wallClockIn(new Date(iso), timeZone);
}

/**
 * The instant a `datetime-local` value means in the zone (ISO, UTC); null for an empty or malformed one. A time the
 * clocks skip means the moment an hour later; a repeated one, its first occurrence.
 */
export function fromZonedInput(local: string, timeZone: string): string | null {
  const [date, time] = local.split('T');
  if (!isCalendarDate(date) || !isWallClockTime(time)) return null;
  return new Date(zonedDateTime(date, time, timeZone)).toISOString();
}
