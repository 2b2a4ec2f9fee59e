import type { SeasonStatsResponseDto } from '../../../api/staff-api';

const totals = (ticketClicks: number, pageViews: number | null, signUps: number | null) => ({ ticketClicks, pageViews, signUps });
/** Two days of a season's figures, as the server answers a member with the whole dashboard (`full`) or the box office. */
export const seasonStats = (full: boolean): SeasonStatsResponseDto => ({
  from: '2026-10-02',
  to: '2026-10-03',
  full,
  days: [
    {
      day: '2026-10-02',
      ticketClicks: 3,
      pageViews: full ? 40 : null,
      storyViews: full ? 9 : null,
      signUps: full ? 1 : null,
      applications: full ? 0 : null,
    },
    {
      day: '2026-10-03',
      ticketClicks: 5,
      pageViews: full ? 52 : null,
      storyViews: full ? 12 : null,
      signUps: full ? 2 : null,
      applications: full ? 1 : null,
    },
  ],
  nights: [
    { date: '2026-10-03', region: 'new-york' },
    { date: '2026-10-03', region: 'florida' },
  ],
  thisWeek: totals(8, full ? 92 : null, full ? 3 : null),
  lastWeek: totals(4, full ? 100 : null, full ? 3 : null),
  topPages: [],
  topStories: [{ key: 'the-lady-in-white', ticketClicks: 3, views: full ? 40 : null }],
  topAttractions: [],
  topCampaigns: [{ key: 'fall-mail', ticketClicks: 2, views: full ? 10 : null }],
});
