import { addDays, datesFrom, isCalendarDate, isTimeZone, minutesIntoNight, todayIn, weekdayOf, zonedDateTime } from './zoned-time';

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
