import { formatCalendarDate, formatZoned, fromZonedInput, toZonedInput } from './zoned-time';

describe('zoned time', () => {
  it('reads a wall-clock time in the zone, whatever the browser zone', () => {
    expect(fromZonedInput('2026-10-02T18:00', 'America/New_York')).toBe('2026-10-02T22:00:00.000Z');
    expect(fromZonedInput('2026-12-02T18:00', 'America/New_York')).toBe('2026-12-02T23:00:00.000Z');
    expect(fromZonedInput('2026-10-02T18:00', 'Europe/Madrid')).toBe('2026-10-02T16:00:00.000Z');
  });

  it('takes a skipped time an hour later and a repeated one at its first occurrence', () => {
    expect(fromZonedInput('2026-03-08T02:30', 'America/New_York')).toBe('2026-03-08T07:30:00.000Z');
    expect(fromZonedInput('2026-11-01T01:30', 'America/New_York')).toBe('2026-11-01T05:30:00.000Z');
  });

  it('shows an instant on the zone clock and back', () => {
    expect(toZonedInput('2026-10-02T22:00:00.000Z', 'America/New_York')).toBe('2026-10-02T18:00');
    expect(toZonedInput(null, 'America/New_York')).toBe('');
  });

  it('gives null for an empty or malformed value', () => {
    expect(fromZonedInput('', 'America/New_York')).toBeNull();
    expect(fromZonedInput('2026-10-02', 'America/New_York')).toBeNull();
  });
});

/** The same cases stand in the backend's common/domain/zoned-time.spec.ts and the frontend's lib/zoned-time.test.ts. */
describe('formatZoned and formatCalendarDate', () => {
  const now = new Date('2026-11-28T15:00:00Z');

  it('writes a moment on the zone clock to the minute, without the year in the current year', () => {
    expect(formatZoned('2026-10-02T22:00:05.250Z', 'America/New_York', { now })).toBe('Fri, Oct 2, 6:00 PM');
    expect(formatZoned('2026-10-02T22:00:00.000Z', 'Europe/Madrid', { now })).toBe('Sat, Oct 3, 12:00 AM');
  });

  it('names the year when it is not the current year on the zone clock', () => {
    expect(formatZoned('2027-09-17T22:00:00.000Z', 'America/New_York', { now })).toBe('Fri, Sep 17, 2027, 6:00 PM');
    expect(formatZoned('2025-12-31T23:30:00.000Z', 'America/New_York', { now })).toBe('Wed, Dec 31, 2025, 6:30 PM');
    expect(formatZoned('2027-01-01T03:00:00.000Z', 'America/New_York', { now })).toBe('Thu, Dec 31, 10:00 PM');
  });

  it('writes the date alone, the long form and the zone name', () => {
    expect(formatZoned('2027-09-17T22:00:00.000Z', 'America/New_York', { now, dateOnly: true })).toBe('Fri, Sep 17, 2027');
    // The word joining a long date to its time ("at", a comma) is ICU's and differs between Node versions.
    expect(formatZoned('2026-09-12T14:00:00.000Z', 'America/New_York', { now, long: true, zoneName: true })).toMatch(
      /^Saturday, September 12\W+(at )?10:00\sAM EDT$/,
    );
  });

  it('gives back a value that is no date as it is', () => {
    expect(formatZoned('soon', 'America/New_York', { now })).toBe('soon');
  });

  it('writes a calendar date with its year only outside the current year', () => {
    expect(formatCalendarDate('2026-10-02', '2026-11-28')).toBe('Fri, Oct 2');
    expect(formatCalendarDate('2027-09-17', '2026-11-28')).toBe('Fri, Sep 17, 2027');
    expect(formatCalendarDate('2027-09-17', '2026-11-28', { long: true })).toBe('Friday, September 17, 2027');
  });
});
