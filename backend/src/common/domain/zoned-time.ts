/**
 * Calendar dates (YYYY-MM-DD), wall-clock times (HH:MM) and the instants they mean in an IANA time zone, with
 * Intl only. Dates are handled as UTC midnights so that no host time zone or daylight-saving change shifts them.
 *
 * The one copy of these rules: the frontend's lib/zoned-time.ts builds on this file, so e-mails and screens write a
 * moment alike. It runs in the browser too, so it imports nothing.
 */
const DAY_MS = 24 * 60 * 60 * 1000;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** A real calendar date written YYYY-MM-DD (2026-02-30 is not). */
export function isCalendarDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = DATE.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** A 24-hour wall-clock time written HH:MM. */
export function isWallClockTime(value: unknown): value is string {
  return typeof value === 'string' && TIME.test(value);
}

/** A zone name the IANA database knows (America/New_York), as opposed to an offset or an abbreviation. */
export function isTimeZone(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > 64 || !/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const utcMidnight = (date: string) => Date.parse(`${date}T00:00:00Z`);
const dateOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function addDays(date: string, days: number): string {
  return dateOf(utcMidnight(date) + days * DAY_MS);
}

/** Whole days from `from` to `to` (negative when `to` comes first). */
export function daysBetween(from: string, to: string): number {
  return Math.round((utcMidnight(to) - utcMidnight(from)) / DAY_MS);
}

/** 0 is Sunday, as in Date#getDay. */
export function weekdayOf(date: string): number {
  return new Date(utcMidnight(date)).getUTCDay();
}

/** Every date from `from` to `to`, both included. */
export function datesFrom(from: string, to: string): string[] {
  return Array.from({ length: Math.max(0, daysBetween(from, to) + 1) }, (_, i) => addDays(from, i));
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The zone's wall clock at an instant, as if that wall clock were UTC (milliseconds dropped). */
function wallClockAt(instant: number, timeZone: string): number {
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(new Date(instant))
      .map((part) => [part.type, part.value]),
  );
  return Date.UTC(+parts.year, +parts.month - 1, +parts.day, +parts.hour, +parts.minute, +parts.second);
}

/** The zone's offset from UTC at an instant, in minutes (-240 for New York in summer). */
export function offsetMinutesAt(instant: number, timeZone: string): number {
  const whole = Math.floor(instant / 1000) * 1000;
  return Math.round((wallClockAt(whole, timeZone) - whole) / 60_000);
}

/** Today's date in the zone. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  return dateOf(wallClockAt(now.getTime(), timeZone));
}

/** The zone's wall clock at an instant, to the minute, as a form's `datetime-local` value (2026-10-02T18:00). */
export function wallClockIn(instant: Date, timeZone: string): string {
  return new Date(wallClockAt(instant.getTime(), timeZone)).toISOString().slice(0, 16);
}

/**
 * The instant a wall-clock time on a date means in the zone, written as ISO 8601 with the zone's offset then
 * (2026-10-02T18:30:00-04:00). A time the clocks skip (2:30 AM when they spring forward) means the same moment
 * an hour later; a time they repeat (1:30 AM when they fall back) means its first occurrence.
 */
export function zonedDateTime(date: string, time: string, timeZone: string): string {
  const wallClock = utcMidnight(date) + minutesOf(time) * 60_000;
  const before = offsetMinutesAt(wallClock - DAY_MS / 2, timeZone);
  const after = offsetMinutesAt(wallClock + DAY_MS / 2, timeZone);
  // The larger offset first: for a repeated time it gives the first occurrence.
  const candidates = [Math.max(before, after), Math.min(before, after)];
  const offset = candidates.find((candidate) => offsetMinutesAt(wallClock - candidate * 60_000, timeZone) === candidate) ?? before;
  return `${dateOf(wallClock)}T${time}:00${formatOffset(offset)}`;
}

function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** Minutes after the night's doors open: a time earlier than the doors is after midnight, on the next day. */
export function minutesIntoNight(doorsOpen: string, time: string): number {
  const minutes = minutesOf(time) - minutesOf(doorsOpen);
  return minutes < 0 ? minutes + 24 * 60 : minutes;
}

/** How `formatZoned` writes a moment. */
export interface ZonedFormat {
  /** "Saturday, September 12" rather than "Sat, Sep 12". */
  long?: boolean;
  /** The date alone, without the time. */
  dateOnly?: boolean;
  /** The zone's abbreviation after the time ("EDT"), for a reader who may be elsewhere (an e-mail). */
  zoneName?: boolean;
  /** The moment whose year is "this year"; now by default. */
  now?: Date;
  /** The locale it is written in ("vie, 2 de oct, 6:00 p.m." in es-US); en-US by default. */
  locale?: string;
}

const yearIn = (instant: Date, timeZone: string) => new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric' }).format(instant);

/**
 * A moment on the zone's clock, to the minute, never in the reader's own zone: "Fri, Oct 2, 6:00 PM", with the year
 * when it is not this year on that clock ("Fri, Sep 17, 2027, 6:00 PM"). A value that is no date comes back as it is.
 */
export function formatZoned(instant: string | Date, timeZone: string, format: ZonedFormat = {}): string {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return String(instant);
  const otherYear = yearIn(date, timeZone) !== yearIn(format.now ?? new Date(), timeZone);
  return new Intl.DateTimeFormat(format.locale ?? 'en-US', {
    timeZone,
    weekday: format.long ? 'long' : 'short',
    month: format.long ? 'long' : 'short',
    day: 'numeric',
    ...(otherYear && { year: 'numeric' }),
    ...(!format.dateOnly && { hour: 'numeric', minute: '2-digit', ...(format.zoneName && { timeZoneName: 'short' }) }),
  }).format(date);
}

/**
 * A calendar date (YYYY-MM-DD, an operating night) by the same rules: "Fri, Oct 2", "Fri, Sep 17, 2027" when its year
 * is not the year of `today` (the zone's today).
 */
export function formatCalendarDate(date: string, today: string, format: Pick<ZonedFormat, 'long'> = {}): string {
  const noon = new Date(`${date}T12:00:00Z`);
  if (Number.isNaN(noon.getTime())) return date;
  return new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    weekday: format.long ? 'long' : 'short',
    month: format.long ? 'long' : 'short',
    day: 'numeric',
    ...(date.slice(0, 4) !== today.slice(0, 4) && { year: 'numeric' }),
  }).format(noon);
}
