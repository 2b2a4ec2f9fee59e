import { formatDollars, priceLabel } from './prices';

describe('prices', () => {
  it('writes whole dollars without cents and other amounts with two', () => {
    expect(formatDollars(35)).toBe('$35');
    expect(formatDollars(34.5)).toBe('$34.50');
  });

  it('names a range when the top differs, else the price it starts from', () => {
    expect(priceLabel(35, 45)).toBe('$35 – $45');
    expect(priceLabel(35, null)).toBe('From $35');
    expect(priceLabel(35, 35)).toBe('From $35');
  });
});
