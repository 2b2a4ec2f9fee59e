import { nextOffset } from './page';

describe('nextOffset', () => {
  it('points after the items already received', () => {
    expect(nextOffset({ items: [1, 2, 3], total: 10, limit: 3, offset: 0 })).toBe(3);
    expect(nextOffset({ items: [4, 5, 6], total: 10, limit: 3, offset: 3 })).toBe(6);
  });

  it('stops at the last page', () => {
    expect(nextOffset({ items: [10], total: 10, limit: 3, offset: 9 })).toBeUndefined();
    expect(nextOffset({ items: [1, 2, 3], total: 3, limit: 3, offset: 0 })).toBeUndefined();
  });

  it('stops when a page comes back empty', () => {
    expect(nextOffset({ items: [], total: 10, limit: 3, offset: 3 })).toBeUndefined();
  });
});
