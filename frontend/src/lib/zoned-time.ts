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

/** "Fri, Oct 2, 6:00 PM" on the zone's clock. */
export function formatZoned(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(iso));
}
