/** The calendar's vocabulary: what a night can be, and the hours of docs/product.md §9 that bulk adds default to. */
export const NIGHT_STATUSES = ['open', 'sold-out', 'closed'] as const;
export type NightStatus = (typeof NIGHT_STATUSES)[number];

/** At most this many days in one read or one bulk add (a season and then some). */
export const MAX_RANGE_DAYS = 400;
/** A public read without dates covers today and the year after it. */
export const DEFAULT_RANGE_DAYS = 365;

export const NOTE_MAX_LENGTH = 200;

export interface NightHours {
  doorsOpen: string;
  attractionsStart: string;
  lastEntry: string;
}

/** Friday and Saturday nights close later (0 is Sunday). */
export const isWeekendNight = (weekday: number) => weekday === 5 || weekday === 6;

/** docs/product.md §9: doors 6:30 PM, attractions 7:00 PM, last entry 10:00 PM Sunday to Thursday, 11:00 PM Friday and Saturday. */
export function standardHoursOf(weekday: number): NightHours {
  return { doorsOpen: '18:30', attractionsStart: '19:00', lastEntry: isWeekendNight(weekday) ? '23:00' : '22:00' };
}

export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
