import { clickThrough, seasonCsv, weekComparison } from './season-figures';
import { seasonStats as stats } from './season-stats.test-data';

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
    [5, 4, "5 (+25% on last week's 4)"],
    [9, 10, "9 (−10% on last week's 10)"],
    [3, 3, "3 (±0% on last week's 3)"],
    [2, 0, '2 (none last week)'],
    [0, 0, '0 (none last week either)'],
  ])('puts %i this week against %i last week as %s', (now, before, said) => {
    expect(weekComparison(now, before)).toBe(said);
  });

  it('gives the click-through of a story as a percentage, and none without views', () => {
    expect(clickThrough(3, 40)).toBe('7.5%');
    expect(clickThrough(3, 0)).toBe('–');
    expect(clickThrough(3, null)).toBe('–');
  });
});
