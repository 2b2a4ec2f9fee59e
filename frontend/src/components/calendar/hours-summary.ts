import { calendarFormats } from '../../lib/calendar-dates';
import { weekdayOf } from '../../lib/zoned-time';
import type { CalendarResponseDto as Calendar } from '../../api/generated-public';
import type { MessageId } from '../../i18n/catalogue';
import type { Text } from '../../i18n/text';

type HoursField = 'doorsOpen' | 'attractionsStart' | 'lastEntry';

const LABELS: Record<HoursField, MessageId> = {
  doorsOpen: 'calendar.hours.doorsOpen',
  attractionsStart: 'calendar.hours.attractionsStart',
  lastEntry: 'calendar.hours.lastEntry',
};

/** "Sunday - Thursday", "Friday & Saturday", "Friday": runs of consecutive weekdays, Sunday first, in `locale`. */
export function weekdaysLabel(weekdays: readonly number[], text: Text, locale: string): string {
  const names = calendarFormats(locale).weekdayNames;
  const sorted = [...new Set(weekdays)].sort((a, b) => a - b);
  const runs: number[][] = [];
  for (const day of sorted) {
    const run = runs.at(-1);
    if (run && run.at(-1) === day - 1) run.push(day);
    else runs.push([day]);
  }
  return runs
    .map((run) => {
      const [first, last] = [names[run[0]], names[run.at(-1)!]];
      if (run.length === 1) return first;
      return text(run.length === 2 ? 'calendar.hours.days.pair' : 'calendar.hours.days.range', { first, last });
    })
    .join(', ');
}

/** The time most nights of a weekday have, so one odd night (in the calendar) does not change the hours shown. */
function usual(times: string[]): string {
  const counts = new Map<string, number>();
  for (const time of times) counts.set(time, (counts.get(time) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0][0];
}

/**
 * The park's hours as the contact page states them ("Doors Open: 6:30 PM", "Last Entry: 10:00 PM (Sunday - Thursday)"),
 * in the page's language (`text`, `locale`), read from the calendar: each time with the weekdays it applies
 * to, unless it is the same every day of the week. Closed nights do not count; with no night to come, the standard
 * hours (docs/product.md §9) are shown.
 */
export function hoursSummary(calendar: Pick<Calendar, 'nights' | 'standardHours'>, text: Text, locale: string): string[] {
  const { formatTime } = calendarFormats(locale);
  const operating = calendar.nights.filter((night) => night.status !== 'closed');
  const byWeekday = new Map<number, { doorsOpen: string[]; attractionsStart: string[]; lastEntry: string[] }>();
  if (operating.length) {
    for (const night of operating) {
      const weekday = weekdayOf(night.date);
      const times = byWeekday.get(weekday) ?? { doorsOpen: [], attractionsStart: [], lastEntry: [] };
      times.doorsOpen.push(night.doorsOpen);
      times.attractionsStart.push(night.attractionsStart);
      times.lastEntry.push(night.lastEntry);
      byWeekday.set(weekday, times);
    }
  } else {
    calendar.standardHours.forEach((hours, weekday) =>
      byWeekday.set(weekday, { doorsOpen: [hours.doorsOpen], attractionsStart: [hours.attractionsStart], lastEntry: [hours.lastEntry] }),
    );
  }
  const lines: string[] = [];
  for (const field of ['doorsOpen', 'attractionsStart', 'lastEntry'] as const) {
    const weekdaysByTime = new Map<string, number[]>();
    for (const [weekday, times] of [...byWeekday].sort((a, b) => a[0] - b[0])) {
      const time = usual(times[field]);
      weekdaysByTime.set(time, [...(weekdaysByTime.get(time) ?? []), weekday]);
    }
    const everyDay = weekdaysByTime.size === 1 && byWeekday.size === 7;
    for (const [time, weekdays] of weekdaysByTime) {
      const hours = text(LABELS[field], { time: formatTime(time) });
      lines.push(everyDay ? hours : text('calendar.hours.onDays', { hours, days: weekdaysLabel(weekdays, text, locale) }));
    }
  }
  return lines;
}
