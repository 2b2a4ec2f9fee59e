import { calendarFormats } from '../../lib/calendar-dates';
import type { CalendarResponseDto as Calendar, OperatingNightResponseDto as OperatingNight } from '../../api/generated-public';
import type { Text } from '../../i18n/text';

/** Where the visitor stands: the calendar's date and the moment, both in the region's time zone's terms. */
export interface CalendarClock {
  today: string;
  now: number;
}

/** The clock the server answered with: what the server render and the hydrating browser both use. */
export const clockOf = (calendar: Calendar): CalendarClock => ({ today: calendar.today, now: Date.parse(calendar.generatedAt) });

export type Tonight =
  | { kind: 'open'; night: OperatingNight }
  | { kind: 'sold-out' | 'closed'; night: OperatingNight; next: OperatingNight | undefined }
  | { kind: 'next'; night: OperatingNight };

/**
 * Tonight's night while it has not ended (open, sold out or closed), else the next open night; undefined when the
 * calendar has none to come (the Florida park before it opens).
 */
export function tonightOf(nights: readonly OperatingNight[], { today, now }: CalendarClock): Tonight | undefined {
  const next = nights.find((night) => night.date > today && night.status === 'open');
  const tonight = nights.find((night) => night.date === today && now < Date.parse(night.endsAt));
  if (tonight?.status === 'open') return { kind: 'open', night: tonight };
  if (tonight) return { kind: tonight.status, night: tonight, next };
  return next && { kind: 'next', night: next };
}

function nextOpen(night: OperatingNight, today: string, text: Text, locale: string): string {
  const { formatDateFrom, formatTime } = calendarFormats(locale);
  return text('calendar.tonight.next', { date: formatDateFrom(night.date, today), doorsOpen: formatTime(night.doorsOpen) });
}

/**
 * "Open tonight: doors 6:30 PM", "Sold out tonight", "Closed tonight — Closed for weather", "Next open night: …" (with
 * its year when it is months away), in the page's language (`text`, `locale`).
 */
export function tonightText(tonight: Tonight, today: string, text: Text, locale: string): string {
  switch (tonight.kind) {
    case 'open':
      return text('calendar.tonight.open', { doorsOpen: calendarFormats(locale).formatTime(tonight.night.doorsOpen) });
    case 'next':
      return nextOpen(tonight.night, today, text, locale);
    case 'sold-out':
    case 'closed': {
      const { note } = tonight.night;
      const state =
        tonight.kind === 'sold-out'
          ? text('calendar.tonight.soldOut')
          : note
            ? text('calendar.tonight.closedWithNote', { note })
            : text('calendar.tonight.closed');
      return tonight.next ? text('calendar.tonight.stateThenNext', { state, next: nextOpen(tonight.next, today, text, locale) }) : state;
    }
  }
}
