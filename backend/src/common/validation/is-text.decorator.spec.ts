import { textProblem } from './is-text.decorator';

describe('textProblem', () => {
  const title = { label: 'Title', max: 10, required: 'Title is required' };

  it('reports a missing or blank required value with the required message', () => {
    expect(textProblem(undefined, title)).toBe('Title is required');
    expect(textProblem(null, title)).toBe('Title is required');
    expect(textProblem('   ', title)).toBe('Title is required');
  });

  it('refuses values that are not text', () => {
    expect(textProblem(42, title)).toBe('Title must be text');
    expect(textProblem({ a: 1 }, title)).toBe('Title must be text');
  });

  it('bounds the length in characters and in bytes', () => {
    expect(textProblem('a'.repeat(11), title)).toBe('Title must be at most 10 characters');
    expect(textProblem('a'.repeat(10), title)).toBeUndefined();
    expect(textProblem('👻'.repeat(10), title)).toBeUndefined();
    const bytes = { label: 'Content', max: 100, maxBytes: 8 };
    expect(textProblem('ééééé', bytes)).toBe('Content is too long (at most 8 bytes)');
    expect(textProblem('éééé', bytes)).toBeUndefined();
  });

  it('uses the minimum-length message for short and for missing values', () => {
    const name = { label: 'Name', max: 120, min: { length: 2, message: 'Name must be at least 2 characters' } };
    expect(textProblem('a', name)).toBe('Name must be at least 2 characters');
    expect(textProblem(' a ', name)).toBe('Name must be at least 2 characters');
    expect(textProblem(undefined, name)).toBe('Name must be at least 2 characters');
    expect(textProblem('ab', name)).toBeUndefined();
  });

  it('refuses a line break of any kind in a one-line field, naming it, and keeps them in a multi-line one', () => {
    const name = { label: 'Name', max: 100 };
    for (const value of [
      'Wanda\r\nBcc: x@example.com',
      'Wanda\nHollow',
      'Wanda\rHollow',
      'a\u2028b',
      'a\u2029b',
      'a\u0085b',
      'a\vb',
      'a\fb',
    ])
      expect(textProblem(value, name)).toBe('Name must be a single line (no line breaks)');
    expect(textProblem('Wanda Hollow\t', name)).toBeUndefined();
    expect(textProblem('First line\r\nSecond line', { label: 'Message', max: 100, multiline: true })).toBeUndefined();
  });

  it('lets an optional field be absent', () => {
    const distance = { label: 'Distance', max: 100 };
    expect(textProblem(undefined, distance)).toBeUndefined();
    expect(textProblem(null, distance)).toBeUndefined();
    expect(textProblem('', distance)).toBeUndefined();
  });

  it('checks a format after the length', () => {
    const code = {
      label: 'Code',
      max: 5,
      required: 'Code is required',
      pattern: { regex: /^[a-z]+$/, message: 'Code must be lowercase letters' },
    };
    expect(textProblem('AB', code)).toBe('Code must be lowercase letters');
    expect(textProblem('abcdef', code)).toBe('Code must be at most 5 characters');
    expect(textProblem('abc', code)).toBeUndefined();
  });
});
