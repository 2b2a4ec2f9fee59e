import { attractionFilterSearch, hasFilters, matchesFilters, parseAttractionFilters } from './attraction-filters';

const attraction = (overrides: Record<string, unknown> = {}) => ({
  intensity: 3,
  minAge: 10,
  contentWarnings: ['fog'],
  accessibility: { wheelchair: 'yes' },
  ...overrides,
});

describe('attraction filters', () => {
  it('reads the filters of an address and ignores values out of range', () => {
    expect(parseAttractionFilters(new URLSearchParams('maxIntensity=3&age=10&noStrobe=1&wheelchair=1'))).toEqual({
      maxIntensity: 3,
      age: 10,
      noStrobe: true,
      wheelchair: true,
    });
    expect(parseAttractionFilters(new URLSearchParams('maxIntensity=9&age=-1&noStrobe=yes&minIntensity=2'))).toEqual({ minIntensity: 2 });
  });

  it('writes one address per set of filters, in a fixed order', () => {
    expect(attractionFilterSearch({ age: 8, maxIntensity: 2, noStrobe: true, wheelchair: false })).toBe('?maxIntensity=2&age=8&noStrobe=1');
    expect(attractionFilterSearch({})).toBe('');
    expect(hasFilters({ wheelchair: false })).toBe(false);
  });

  it('keeps an attraction within the intensity range', () => {
    expect(matchesFilters(attraction(), { minIntensity: 3, maxIntensity: 3 })).toBe(true);
    expect(matchesFilters(attraction(), { maxIntensity: 2 })).toBe(false);
    expect(matchesFilters(attraction(), { minIntensity: 4 })).toBe(false);
    expect(matchesFilters(attraction({ intensity: null }), { maxIntensity: 5 })).toBe(false);
  });

  it('keeps an attraction a visitor of that age may enter; one without a minimum age suits every age', () => {
    expect(matchesFilters(attraction(), { age: 10 })).toBe(true);
    expect(matchesFilters(attraction(), { age: 9 })).toBe(false);
    expect(matchesFilters(attraction({ minAge: null }), { age: 3 })).toBe(true);
  });

  it('drops attractions with strobe lights, and those not fully wheelchair accessible', () => {
    expect(matchesFilters(attraction({ contentWarnings: ['strobe'] }), { noStrobe: true })).toBe(false);
    expect(matchesFilters(attraction(), { noStrobe: true, wheelchair: true })).toBe(true);
    expect(matchesFilters(attraction({ accessibility: { wheelchair: 'partly' } }), { wheelchair: true })).toBe(false);
  });
});
