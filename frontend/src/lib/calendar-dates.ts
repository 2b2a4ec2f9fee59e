/**
 * Calendar dates (YYYY-MM-DD) and wall-clock times (HH:MM) as the operating calendar writes them. English names come
 * from fixed tables, not the runtime's locale data, so the server's render and the browser's hydration agree; another
 * language's come from Intl (calendarFormats). The calendar arithmetic is the zone rules' (zoned-time.ts).
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

/** The formats above, in a page's language. */
export interface CalendarFormats {
  /** Sunday first. */
  weekdayNames: readonly string[];
  formatTime: (time: string) => string;
  formatLongDate: (date: string) => string;
  formatFullDate: (date: string) => string;
  formatDateFrom: (date: string, today: string) => string;
  formatMonth: (month: Month) => string;
}

/** The locale the tables above write. */
const TABLES_LOCALE = 'en-US';

const ENGLISH: CalendarFormats = { weekdayNames: WEEKDAY_NAMES, formatTime, formatLongDate, formatFullDate, formatDateFrom, formatMonth };
const formatsByLocale = new Map<string, CalendarFormats>([[TABLES_LOCALE, ENGLISH]]);

/**
 * The formats in `locale` (useIntl().locale): en-US's are the tables' above, another's Intl's ("viernes, 2 de octubre",
 * "6:30 p.m.", "octubre de 2026" in es-US), each read at UTC so that no zone shifts a date or a wall-clock time.
 */
export function calendarFormats(locale: string): CalendarFormats {
  let formats = formatsByLocale.get(locale);
  if (!formats) {
    const writer = (options: Intl.DateTimeFormatOptions) => {
      const format = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
      return (iso: string) => format.format(new Date(iso));
    };
    const time = writer({ hour: 'numeric', minute: '2-digit' });
    const long = writer({ weekday: 'long', month: 'long', day: 'numeric' });
    const full = writer({ weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });
    const month = writer({ month: 'long', year: 'numeric' });
    const weekday = writer({ weekday: 'long' });
    const noon = (date: string) => `${date}T12:00:00Z`;
    formats = {
      // 2023-01-01 was a Sunday.
      weekdayNames: WEEKDAY_NAMES.map((_, day) => weekday(noon(`2023-01-0${day + 1}`))),
      formatTime: (value) => time(`1970-01-01T${value}:00Z`),
      formatLongDate: (date) => long(noon(date)),
      formatFullDate: (date) => full(noon(date)),
      formatDateFrom: (date, today) => (Math.abs(daysBetween(today, date)) > YEAR_SHOWN_AFTER_DAYS ? full : long)(noon(date)),
      formatMonth: (value) => month(noon(`${value}-15`)),
    };
    formatsByLocale.set(locale, formats);
  }
  return formats;
}
