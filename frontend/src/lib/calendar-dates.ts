/**
 * Calendar dates (YYYY-MM-DD) and wall-clock times (HH:MM) as the operating calendar writes them. Names come from
 * fixed English tables, not the runtime's locale data, so the server's render and the browser's hydration agree. The
 * calendar arithmetic is the zone rules' (zoned-time.ts).
 */
import { addDays, daysBetween, weekdayOf } from './zoned-time';

export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** "18:30" → "6:30 PM". */
export function formatTime(time: string): string {
  const hours = Number(time.slice(0, 2));
  const suffix = hours < 12 ? 'AM' : 'PM';
  return `${hours % 12 || 12}:${time.slice(3, 5)} ${suffix}`;
}

/** "2026-10-02" → "Friday, October 2". */
export function formatLongDate(date: string): string {
  return `${WEEKDAY_NAMES[weekdayOf(date)]}, ${MONTH_NAMES[Number(date.slice(5, 7)) - 1]} ${Number(date.slice(8, 10))}`;
}

/** "2026-10-02" → "Friday, October 2, 2026". */
export function formatFullDate(date: string): string {
  return `${formatLongDate(date)}, ${date.slice(0, 4)}`;
}

/** Beyond this many days a date names its year: "Friday, September 3" ten months ahead reads as this year's. */
export const YEAR_SHOWN_AFTER_DAYS = 183;

/** "Friday, October 2" within about six months of `today`, else "Friday, October 2, 2026". */
export function formatDateFrom(date: string, today: string): string {
  return Math.abs(daysBetween(today, date)) > YEAR_SHOWN_AFTER_DAYS ? formatFullDate(date) : formatLongDate(date);
}

/** A month written YYYY-MM. */
export type Month = string;

export const monthOf = (date: string): Month => date.slice(0, 7);

export function addMonths(month: Month, months: number): Month {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** "2026-10" → "October 2026". */
export function formatMonth(month: Month): string {
  return `${MONTH_NAMES[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;
}

export function firstDayOf(month: Month): string {
  return `${month}-01`;
}

export function lastDayOf(month: Month): string {
  return addDays(firstDayOf(addMonths(month, 1)), -1);
}

/** The month's dates in weeks, Sunday first; days outside the month are null. */
export function monthWeeks(month: Month): (string | null)[][] {
  const first = firstDayOf(month);
  const days: (string | null)[] = Array.from({ length: weekdayOf(first) }, () => null);
  for (let date = first; monthOf(date) === month; date = addDays(date, 1)) days.push(date);
  while (days.length % 7) days.push(null);
  return Array.from({ length: days.length / 7 }, (_, week) => days.slice(week * 7, week * 7 + 7));
}
