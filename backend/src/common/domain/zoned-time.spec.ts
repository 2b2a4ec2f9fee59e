import {
  addDays,
  datesFrom,
  formatCalendarDate,
  formatZoned,
  isCalendarDate,
  isTimeZone,
  minutesIntoNight,
  todayIn,
  wallClockIn,
  weekdayOf,
  zonedDateTime,
} from './zoned-time';

describe('zonedDateTime', () => {
  const NEW_YORK = 'America/New_York';

  it('writes a summer evening in New York with the daylight-saving offset', () => {
    expect(zonedDateTime('2026-10-02', '18:30', NEW_YORK)).toBe('2026-10-02T18:30:00-04:00');
  });

  it('follows the spring change: the evening before is EST, the evening of 2026-03-08 is EDT', () => {
    expect(zonedDateTime('2026-03-07', '18:30', NEW_YORK)).toBe('2026-03-07T18:30:00-05:00');
    expect(zonedDateTime('2026-03-08', '18:30', NEW_YORK)).toBe('2026-03-08T18:30:00-04:00');
  });

  it('follows the autumn change: Halloween 2026 is EDT, the evening of 2026-11-01 is EST', () => {
    expect(zonedDateTime('2026-10-31', '23:00', NEW_YORK)).toBe('2026-10-31T23:00:00-04:00');
    expect(zonedDateTime('2026-11-01', '18:30', NEW_YORK)).toBe('2026-11-01T18:30:00-05:00');
  });

  it('gives a repeated time (1:30 AM on 2026-11-01) its first occurrence', () => {
    expect(zonedDateTime('2026-11-01', '01:30', NEW_YORK)).toBe('2026-11-01T01:30:00-04:00');
  });

  it('gives a skipped time (2:30 AM on 2026-03-08) the moment an hour later', () => {
    const iso = zonedDateTime('2026-03-08', '02:30', NEW_YORK);
    expect(new Date(iso).toISOString()).toBe('2026-03-08T07:30:00.000Z');
  });

  it('works in zones with other offsets', () => {
    expect(zonedDateTime('2026-07-01', '19:00', 'Asia/Kolkata')).toBe('2026-07-01T19:00:00+05:30');
    expect(zonedDateTime('2026-07-01', '19:00', 'UTC')).toBe('2026-07-01T19:00:00+00:00');
  });
});

describe('todayIn', () => {
  it("is the zone's date, not the server's", () => {
    const lateEvening = new Date('2026-10-03T03:30:00Z'); // 11:30 PM on October 2 in New York
    expect(todayIn('America/New_York', lateEvening)).toBe('2026-10-02');
    expect(todayIn('UTC', lateEvening)).toBe('2026-10-03');
  });
});

describe('wallClockIn', () => {
  it("is the zone's clock to the minute, not the server's", () => {
    const lateEvening = new Date('2026-10-03T03:30:59Z');
    expect(wallClockIn(lateEvening, 'America/New_York')).toBe('2026-10-02T23:30');
    expect(wallClockIn(lateEvening, 'Europe/Madrid')).toBe('2026-10-03T05:30');
  });
});

describe('calendar dates', () => {
  it('accepts real dates only', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(['2026-02-29', '2026-13-01', '2026-1-1', '2026-10-02T00:00', 20261002].map(isCalendarDate)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('counts days across the daylight-saving change and month ends', () => {
    expect(addDays('2026-03-07', 1)).toBe('2026-03-08');
    expect(addDays('2026-10-31', 1)).toBe('2026-11-01');
    expect(datesFrom('2026-02-27', '2026-03-02')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
    expect(weekdayOf('2026-10-02')).toBe(5);
  });

  it('puts times earlier than the doors after midnight', () => {
    expect(minutesIntoNight('18:30', '23:00')).toBe(270);
    expect(minutesIntoNight('18:30', '00:30')).toBe(360);
  });
});

describe('isTimeZone', () => {
  it('accepts IANA zone names and refuses the rest', () => {
    expect(['America/New_York', 'America/Argentina/Buenos_Aires', 'UTC', 'Europe/Paris'].every(isTimeZone)).toBe(true);
    expect(['Mars/Olympus', '+05:00', 'EST5EDT ', '', 'America/New_York; DROP', 42].some(isTimeZone)).toBe(false);
  });
});

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
