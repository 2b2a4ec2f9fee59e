import { regionOf, viewsLabel } from './regions';

describe('viewsLabel', () => {
  it.each([
    [0, '0 views'],
    [1, '1 view'],
    [999, '999 views'],
    [1000, '1,000 views'],
    [1234567, '1,234,567 views'],
  ])('%d reads "%s"', (views, label) => {
    expect(viewsLabel(views)).toBe(label);
  });
});

describe('regionOf', () => {
  it('takes the region from the path, then from ?region=, else New York', () => {
    expect(regionOf('/florida/attractions', 'new-york')).toBe('florida');
    expect(regionOf('/tickets', 'florida')).toBe('florida');
    expect(regionOf('/tickets', 'atlantis')).toBe('new-york');
  });
});
