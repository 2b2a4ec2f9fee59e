import { formatZoned } from '../../../lib/zoned-time';
import { DEFAULT_TIME_ZONE } from '../../../components/site-settings/use-region-time-zone';

/**
 * A moment in the back-office: on the clock of `timeZone` (the record's region, from useRegionTimeZone), to the
 * minute, with the year when it is not this year; '—' for none.
 */
export function formatDateTime(iso: string | null | undefined, timeZone: string = DEFAULT_TIME_ZONE): string {
  return iso ? formatZoned(iso, timeZone) : '—';
}

/** The day of a moment, by the same rules. */
export function formatDate(iso: string | null | undefined, timeZone: string = DEFAULT_TIME_ZONE): string {
  return iso ? formatZoned(iso, timeZone, { dateOnly: true }) : '—';
}
