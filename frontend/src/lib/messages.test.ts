import { fillMessage, textOf } from './messages';

describe('fillMessage', () => {
  it('puts each value in its placeholder, as often as it stands', () => {
    expect(fillMessage('Name must be at least {min} characters', { min: 2 })).toBe('Name must be at least 2 characters');
    expect(fillMessage('{a} and {a} and {b}', { a: 'x', b: 'y' })).toBe('x and x and y');
  });

  it('leaves a placeholder without a value as it is', () => {
    expect(fillMessage('Call us at {phone}', {})).toBe('Call us at {phone}');
  });
});

describe('textOf', () => {
  it("looks a key up in its catalogue and fills the text's values", () => {
    const text = textOf({ 'form.send': 'Send', 'form.sent': 'We wrote to {email}.' });
    expect(text('form.send')).toBe('Send');
    expect(text('form.sent', { email: 'ann@example.com' })).toBe('We wrote to ann@example.com.');
  });
});
