import { parsePoolCsv } from './pool-csv';

const NOW = new Date('2026-09-01T00:00:00Z');
const read = (expires: string) => parsePoolCsv(`code,value,expires\nHAUNT-1,10%,${expires}\n`, NOW);

describe('parsePoolCsv expiry dates', () => {
  it.each([
    ['2027-02-28', '2027-02-28T23:59:59.999Z'],
    ['2028-02-29', '2028-02-29T23:59:59.999Z'],
    ['2027-10-31T23:00:00Z', '2027-10-31T23:00:00.000Z'],
    ['2027-10-31T23:00:00.5-04:00', '2027-11-01T03:00:00.500Z'],
    ['2027-10-31T22:30+01:00', '2027-10-31T21:30:00.000Z'],
  ])('reads %s', (expires, iso) => {
    const { rows, problems } = read(expires);
    expect(problems).toEqual([]);
    expect(rows[0].expiresAt?.toISOString()).toBe(iso);
  });

  it.each([
    '2027-02-30',
    '2027-02-29',
    '2027-13-01',
    '2027-04-31',
    '2027-00-10',
    '+275760-09-13',
    '275760-09-13',
    '2027-10-31T24:00:00Z',
    '2027-10-31T23:60:00Z',
    '2027-10-31T23:00:61Z',
    '2027-10-31T23:00:00+25:00',
    '2027-10-31 23:00',
    '31/10/2027',
    '1793059200000',
  ])('refuses the impossible or unclear date %s, naming its line', (expires) => {
    expect(read(expires)).toEqual({
      rows: [],
      problems: [`Line 2: "${expires}" is not a date (YYYY-MM-DD or an ISO date-time)`],
    });
  });
});
