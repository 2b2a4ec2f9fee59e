import { slugify } from './slugify';

describe('slugify', () => {
  it('lowercases and joins words with one hyphen', () => {
    expect(slugify('The Headless Horseman')).toBe('the-headless-horseman');
  });

  it('turns every run of non-alphanumerics into a single hyphen', () => {
    expect(slugify("Ghost's   Lantern -- of  Clarence!!")).toBe('ghost-s-lantern-of-clarence');
  });

  it('trims leading and trailing hyphens', () => {
    expect(slugify('  ...Lost Souls?? ')).toBe('lost-souls');
  });

  it('keeps digits and drops accents as separators', () => {
    expect(slugify('Route 66 Café')).toBe('route-66-caf');
  });

  it('returns an empty string for text with no letters or digits', () => {
    expect(slugify(' -- !! ')).toBe('');
  });
});
