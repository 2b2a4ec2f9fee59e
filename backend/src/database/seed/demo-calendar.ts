import { isWeekendNight, standardHoursOf } from '../../calendar/calendar.constants';
import type { OperatingNight } from '../../calendar/entities/operating-night.entity';
import { comingSeasonYear } from '../../regions/regions.constants';
import { datesFrom, todayIn, weekdayOf } from '../../common/domain/zoned-time';

type DemoNight = Omit<OperatingNight, 'id' | 'createdAt' | 'updatedAt'>;

/**
 * New York's demo season: the Fridays and Saturdays of September and October, every night of the last two weeks of
 * October up to Halloween, one sold-out Saturday and one night closed for weather: the first season that starts after
 * the first start, as New York's seeded opening line says, so a first visitor always sees upcoming nights.
 */
export function demoSeason(timeZone: string, now: Date): DemoNight[] {
  const year = comingSeasonYear(todayIn(timeZone, now));
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
