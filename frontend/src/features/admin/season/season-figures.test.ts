import type { SeasonStatsResponseDto } from '../../../api/staff-api';
import { clickThrough, seasonCsv, weekChange } from './season-figures';

const totals = { ticketClicks: 0, pageViews: 0, signUps: 0 };
const stats = (full: boolean): SeasonStatsResponseDto => ({
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
  thisWeek: totals,
  lastWeek: totals,
  topPages: [],
  topStories: [],
  topAttractions: [],
  topCampaigns: [],
});

describe('the season figures', () => {
  it('writes the day table as CSV with the open regions of each night', () => {
    expect(seasonCsv(stats(true))).toBe(
      'Day,Page views,Story views,Ticket clicks,Sign-ups,Applications,Open\r\n2026-10-02,40,9,3,1,0,\r\n2026-10-03,52,12,5,2,1,new-york florida\r\n',
    );
  });

  it('leaves out of the CSV what the member may not see', () => {
    expect(seasonCsv(stats(false))).toBe('Day,Ticket clicks,Open\r\n2026-10-02,3,\r\n2026-10-03,5,new-york florida\r\n');
  });

  it.each([
    [5, 4, '+25%'],
    [9, 10, '−10%'],
    [3, 3, '±0%'],
    [2, 0, 'new'],
    [0, 0, '±0%'],
  ])('puts %i this week against %i last week as %s', (now, before, said) => {
    expect(weekChange(now, before)).toBe(said);
  });

  it('gives the click-through of a story as a percentage, and none without views', () => {
    expect(clickThrough(3, 40)).toBe('7.5%');
    expect(clickThrough(3, 0)).toBe('–');
    expect(clickThrough(3, null)).toBe('–');
  });
});
