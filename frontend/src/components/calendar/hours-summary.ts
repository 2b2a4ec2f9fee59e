import { formatTime, WEEKDAY_NAMES } from '../../lib/calendar-dates';
import { weekdayOf } from '../../lib/zoned-time';
import type { CalendarResponseDto as Calendar } from '../../api/generated-public';

type HoursField = 'doorsOpen' | 'attractionsStart' | 'lastEntry';

const LABELS: Record<HoursField, string> = { doorsOpen: 'Doors Open', attractionsStart: 'Attractions Open', lastEntry: 'Last Entry' };

/** "Sunday - Thursday", "Friday & Saturday", "Friday": runs of consecutive weekdays, Sunday first. */
export function weekdaysLabel(weekdays: readonly number[]): string {
  const sorted = [...new Set(weekdays)].sort((a, b) => a - b);
  const runs: number[][] = [];
  for (const day of sorted) {
    const run = runs.at(-1);
    if (run && run.at(-1) === day - 1) run.push(day);
    else runs.push([day]);
  }
  return runs
    .map((run) => {
      const [first, last] = [WEEKDAY_NAMES[run[0]], WEEKDAY_NAMES[run.at(-1)!]];
      if (run.length === 1) return first;
      return run.length === 2 ? `${first} & ${last}` : `${first} - ${last}`;
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
 * The park's hours as the contact page states them ("Doors Open: 6:30 PM", "Last Entry: 10:00 PM (Sunday - Thursday)"), read from the calendar: each time with the weekdays it applies
 * to, unless it is the same every day of the week. Closed nights do not count; with no night to come, the standard
 * hours (docs/product.md §9) are shown.
 */
export function hoursSummary(calendar: Pick<Calendar, 'nights' | 'standardHours'>): string[] {
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
    for (const [time, weekdays] of weekdaysByTime)
      lines.push(`${LABELS[field]}: ${formatTime(time)}${everyDay ? '' : ` (${weekdaysLabel(weekdays)})`}`);
  }
  return lines;
}
