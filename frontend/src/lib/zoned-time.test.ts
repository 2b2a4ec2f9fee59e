import { fromZonedInput, toZonedInput } from './zoned-time';

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
    expect(fromZonedInput('2026-02-30T18:00', 'America/New_York')).toBeNull();
    expect(fromZonedInput('2026-10-02T24:00', 'America/New_York')).toBeNull();
  });
});
