import type { SeasonStatsResponseDto, StatsDayDto } from '../../../api/staff-api';
import { toCsv } from '../../../lib/csv';

/** The figures of a day the dashboard shows, in its order, with their headings; those a member may not see are left out. */
export const DAY_FIGURES = [
  { key: 'pageViews', label: 'Page views' },
  { key: 'storyViews', label: 'Story views' },
  { key: 'ticketClicks', label: 'Ticket clicks' },
  { key: 'signUps', label: 'Sign-ups' },
  { key: 'applications', label: 'Applications' },
] as const satisfies readonly { key: keyof StatsDayDto; label: string }[];

export function shownFigures(stats: Pick<SeasonStatsResponseDto, 'full'>) {
  return DAY_FIGURES.filter((figure) => stats.full || figure.key === 'ticketClicks');
}

/** The regions open on each day of the span. */
export function openNights(stats: Pick<SeasonStatsResponseDto, 'nights'>): Map<string, string[]> {
  const open = new Map<string, string[]>();
  for (const night of stats.nights) open.set(night.date, [...(open.get(night.date) ?? []), night.region]);
  return open;
}

/** The day table as CSV: the same numbers as the chart and the table. */
export function seasonCsv(stats: SeasonStatsResponseDto): string {
  const figures = shownFigures(stats);
  const open = openNights(stats);
  return toCsv(
    ['Day', ...figures.map((figure) => figure.label), 'Open'],
    stats.days.map((day) => [day.day, ...figures.map((figure) => day[figure.key]), (open.get(day.day) ?? []).join(' ')]),
  );
}

/** Ticket clicks per view, as a percentage with one decimal; '–' without views. */
export function clickThrough(ticketClicks: number, views: number | null): string {
  return views ? `${((100 * ticketClicks) / views).toFixed(1)}%` : '–';
}

/** This week against last, e.g. '8 (+100% on last week's 4)'; a week after an empty one says so instead of a percentage. */
export function weekComparison(thisWeek: number, lastWeek: number): string {
  if (lastWeek === 0) return `${thisWeek} (${thisWeek === 0 ? 'none last week either' : 'none last week'})`;
  const change = Math.round((100 * (thisWeek - lastWeek)) / lastWeek);
  const said = change > 0 ? `+${change}%` : change < 0 ? `−${-change}%` : '±0%';
  return `${thisWeek} (${said} on last week's ${lastWeek})`;
}
