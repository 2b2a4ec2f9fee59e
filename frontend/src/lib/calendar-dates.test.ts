import { addMonths, formatLongDate, formatMonth, formatTime, lastDayOf, monthWeeks } from './calendar-dates';
import { todayIn } from './zoned-time';

describe('calendar dates', () => {
  it('writes times the way the spec does', () => {
    expect(['18:30', '19:00', '23:00', '00:30', '12:00'].map(formatTime)).toEqual([
      '6:30 PM',
      '7:00 PM',
      '11:00 PM',
      '12:30 AM',
      '12:00 PM',
    ]);
  });

  it('names dates and months without the host time zone shifting them', () => {
    expect(formatLongDate('2026-10-02')).toBe('Friday, October 2');
    expect(formatLongDate('2026-11-01')).toBe('Sunday, November 1');
    expect(formatMonth('2026-10')).toBe('October 2026');
  });

  it('walks months across years', () => {
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(lastDayOf('2028-02')).toBe('2028-02-29');
  });

  it('lays a month out in Sunday-first weeks', () => {
    const weeks = monthWeeks('2026-10');
    expect(weeks).toHaveLength(5);
    expect(weeks[0]).toEqual([null, null, null, null, '2026-10-01', '2026-10-02', '2026-10-03']);
    expect(weeks[4]).toEqual(['2026-10-25', '2026-10-26', '2026-10-27', '2026-10-28', '2026-10-29', '2026-10-30', '2026-10-31']);
  });

  it("reads today's date in the region's zone, not the browser's", () => {
    const lateFridayInNewYork = new Date('2026-10-03T03:30:00Z');
    expect(todayIn('America/New_York', lateFridayInNewYork)).toBe('2026-10-02');
    expect(todayIn('Europe/Paris', lateFridayInNewYork)).toBe('2026-10-03');
  });
});
