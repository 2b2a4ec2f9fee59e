import { isValidSlug, slugify } from './slug';

describe('slug format', () => {
  it('accepts lowercase words joined by single hyphens', () => {
    expect(isValidSlug('the-hollow-bride')).toBe(true);
    expect(isValidSlug('room-237')).toBe(true);
    expect(isValidSlug('legend')).toBe(true);
  });

  it.each(['The-Bride', 'double--hyphen', '-leading', 'trailing-', 'with space', 'under_score', 'ümlaut', '', 'a/b', '../etc'])(
    'refuses %j',
    (slug) => {
      expect(isValidSlug(slug)).toBe(false);
    },
  );

  it('slugify produces what isValidSlug accepts', () => {
    expect(slugify('  The Hollow Bride of Sleepy Creek!  ')).toBe('the-hollow-bride-of-sleepy-creek');
    expect(slugify('Room #237 -- Again')).toBe('room-237-again');
    expect(isValidSlug(slugify('A Ghost -- Story (1892)'))).toBe(true);
  });
});
