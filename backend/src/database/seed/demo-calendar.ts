import { isWeekendNight, standardHoursOf } from '../../calendar/calendar.constants';
import type { OperatingNight } from '../../calendar/entities/operating-night.entity';
import { datesFrom, todayIn, weekdayOf } from '../../common/domain/zoned-time';

type DemoNight = Omit<OperatingNight, 'id' | 'createdAt' | 'updatedAt'>;

/**
 * New York's demo season: the Fridays and Saturdays of September and October, every night of the last two weeks of
 * October up to Halloween, one sold-out Saturday and one night closed for weather. This year's season while it is
 * still to come or under way, else next year's, so a first visitor always sees upcoming nights.
 */
export function demoSeason(timeZone: string, now: Date): DemoNight[] {
  const today = todayIn(timeZone, now);
  const thisYear = Number(today.slice(0, 4));
  const year = today <= `${thisYear}-10-31` ? thisYear : thisYear + 1;
  const lastTwoWeeks = `${year}-10-18`;
  const dates = datesFrom(`${year}-09-01`, `${year}-10-31`).filter((date) => isWeekendNight(weekdayOf(date)) || date >= lastTwoWeeks);
  const soldOut = dates.filter((date) => weekdayOf(date) === 6).at(-1);
  const closed = dates.find((date) => date >= lastTwoWeeks && weekdayOf(date) === 3);
  return dates.map((date) => ({
    region: 'new-york',
    date,
    ...standardHoursOf(weekdayOf(date)),
    status: date === soldOut ? 'sold-out' : date === closed ? 'closed' : 'open',
    note: date === closed ? 'Closed for weather' : null,
  }));
}
