import { auditionTime } from './auditions.service';

describe('auditionTime', () => {
  // The joining words ("at", a comma) are ICU's and differ between Node versions: only the parts are checked.
  it('writes the start on the clock of the given time zone, with its abbreviation', () => {
    const startsAt = new Date('2026-09-12T14:00:00Z');
    expect(auditionTime(startsAt, 'America/New_York')).toMatch(/^Saturday, September 12\W+(at )?10:00\sAM EDT$/);
    expect(auditionTime(startsAt, 'America/Chicago')).toMatch(/^Saturday, September 12\W+(at )?9:00\sAM CDT$/);
    expect(auditionTime(new Date('2026-12-01T01:30:00Z'), 'America/New_York')).toMatch(/^Monday, November 30\W+(at )?8:30\sPM EST$/);
  });
});
