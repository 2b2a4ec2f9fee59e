/**
 * Moments shown and entered as a region's wall clock (a `datetime-local` value, 2026-10-02T18:00) whatever the
 * browser's own zone: a story scheduled for Friday 6 PM goes live at 6 PM in the park's time zone.
 */
const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

function wallClockParts(instant: number, timeZone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(new Date(instant))
      .map((part) => [part.type, part.value]),
  );
  return Date.UTC(+parts.year, +parts.month - 1, +parts.day, +parts.hour, +parts.minute, +parts.second);
}

const offsetAt = (instant: number, timeZone: string) => {
  const whole = Math.floor(instant / 1000) * 1000;
  return wallClockParts(whole, timeZone) - whole;
};

/** The zone's wall clock at an ISO instant, as a `datetime-local` value; '' for none. */
export function toZonedInput(iso: string | null | undefined, timeZone: string): string {
  if (!iso) return '';
  return new Date(wallClockParts(Date.parse(iso), timeZone)).toISOString().slice(0, 16);
}

/**
 * The instant a `datetime-local` value means in the zone (ISO, UTC); null for an empty or malformed one. A time the
 * clocks skip means the moment an hour later; a repeated one, its first occurrence.
 */
export function fromZonedInput(local: string, timeZone: string): string | null {
  const match = LOCAL.exec(local);
  if (!match) return null;
  const [, y, m, d, h, min] = match.map(Number);
  const wallClock = Date.UTC(y, m - 1, d, h, min);
  const day = 24 * 60 * 60 * 1000;
  const before = offsetAt(wallClock - day / 2, timeZone);
  const after = offsetAt(wallClock + day / 2, timeZone);
  const candidates = [Math.max(before, after), Math.min(before, after)];
  const offset = candidates.find((candidate) => offsetAt(wallClock - candidate, timeZone) === candidate) ?? before;
  return new Date(wallClock - offset).toISOString();
}

/** How `formatZoned` writes a moment. The backend's common/domain/zoned-time.ts and the frontend's lib/zoned-time.ts
 * write it by the same rules; keep the two identical. */
export interface ZonedFormat {
  /** "Saturday, September 12" rather than "Sat, Sep 12". */
  long?: boolean;
  /** The date alone, without the time. */
  dateOnly?: boolean;
  /** The zone's abbreviation after the time ("EDT"), for a reader who may be elsewhere (an e-mail). */
  zoneName?: boolean;
  /** The moment whose year is "this year"; now by default. */
  now?: Date;
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
  return new Intl.DateTimeFormat('en-US', {
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
