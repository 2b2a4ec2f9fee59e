import { formatPhone, formatZip, PHONE_MAX_LENGTH, PHONE_PATTERN } from './phone';

describe('formatPhone', () => {
  it('inserts hyphens as digits are typed', () => {
    expect(formatPhone('')).toBe('');
    expect(formatPhone('7')).toBe('7');
    expect(formatPhone('716')).toBe('716');
    expect(formatPhone('7165')).toBe('716-5');
    expect(formatPhone('716555')).toBe('716-555');
    expect(formatPhone('7165551')).toBe('716-555-1');
    expect(formatPhone('7165551234')).toBe('716-555-1234');
  });

  it('drops non-digits and reformats pasted numbers', () => {
    expect(formatPhone('(716) 555-1234')).toBe('716-555-1234');
    expect(formatPhone('716.555.1234')).toBe('716-555-1234');
  });

  it('never grows beyond 12 characters', () => {
    const formatted = formatPhone('71655512349999');
    expect(formatted).toBe('716-555-1234');
    expect(formatted.length).toBe(PHONE_MAX_LENGTH);
  });

  it('produces values the validation pattern accepts only when complete', () => {
    expect(PHONE_PATTERN.test(formatPhone('7165551234'))).toBe(true);
    expect(PHONE_PATTERN.test(formatPhone('716555123'))).toBe(false);
  });
});

describe('formatZip', () => {
  it('keeps at most five digits', () => {
    expect(formatZip('14031')).toBe('14031');
    expect(formatZip('140319999')).toBe('14031');
    expect(formatZip('14-03a1')).toBe('14031');
    expect(formatZip('abc')).toBe('');
  });
});
