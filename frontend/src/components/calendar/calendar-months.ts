import { monthOf, type Month } from '../../lib/calendar-dates';
import type { CalendarResponseDto as Calendar, OperatingNightResponseDto as OperatingNight } from '../../api/generated-public';

/**
 * The months a visitor can page through: from this month (in the region's zone) to the last month with a night.
 * The calendar opens on the month of the next night, so in the off-season it shows the coming season, not an
 * empty month. Computed from the data alone, so the server and the hydrating browser show the same month.
 */
export function calendarMonths(calendar: Pick<Calendar, 'today' | 'nights'>): { first: Month; last: Month; initial: Month } {
  const first = monthOf(calendar.today);
  const upcoming = calendar.nights.filter((night) => night.date >= calendar.today);
  const initial = upcoming.length ? monthOf(upcoming[0].date) : first;
  const last = calendar.nights.length ? monthOf(calendar.nights[calendar.nights.length - 1].date) : first;
  return { first, last: last > first ? last : first, initial };
}

export function nightsIn(nights: readonly OperatingNight[], month: Month): OperatingNight[] {
  return nights.filter((night) => monthOf(night.date) === month);
}
