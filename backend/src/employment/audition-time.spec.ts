import { auditionTime } from './auditions';

describe('auditionTime', () => {
  // The joining words ("at", a comma) are ICU's and differ between Node versions: only the parts are checked.
  const now = new Date('2026-06-01T12:00:00Z');

  it('writes the start on the clock of the given time zone, with its abbreviation', () => {
    const startsAt = new Date('2026-09-12T14:00:00Z');
    expect(auditionTime(startsAt, 'America/New_York', now)).toMatch(/^Saturday, September 12\W+(at )?10:00\sAM EDT$/);
    expect(auditionTime(startsAt, 'America/Chicago', now)).toMatch(/^Saturday, September 12\W+(at )?9:00\sAM CDT$/);
    expect(auditionTime(new Date('2026-12-01T01:30:00Z'), 'America/New_York', now)).toMatch(/^Monday, November 30\W+(at )?8:30\sPM EST$/);
  });

  it('names the year of an audition in another year than this one on that clock', () => {
    expect(auditionTime(new Date('2027-09-11T14:00:00Z'), 'America/New_York', now)).toMatch(
      /^Saturday, September 11, 2027\W+(at )?10:00\sAM EDT$/,
    );
  });
});
