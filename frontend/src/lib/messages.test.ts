import { fillMessage } from './messages';

describe('fillMessage', () => {
  it('puts each value in its placeholder, as often as it stands', () => {
    expect(fillMessage('Name must be at least {min} characters', { min: 2 })).toBe('Name must be at least 2 characters');
    expect(fillMessage('{a} and {a} and {b}', { a: 'x', b: 'y' })).toBe('x and x and y');
  });

  it('leaves a placeholder without a value as it is', () => {
    expect(fillMessage('Call us at {phone}', {})).toBe('Call us at {phone}');
  });
});
