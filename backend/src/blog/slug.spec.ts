import { isValidSlug } from './slug';

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
});
