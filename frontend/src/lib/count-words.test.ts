import { counted, countWord } from './count-words';

describe('countWord', () => {
  it('spells out the counts up to twelve and writes larger ones in digits', () => {
    expect([0, 1, 3, 6, 12, 13, 24].map(countWord)).toEqual(['Zero', 'One', 'Three', 'Six', 'Twelve', '13', '24']);
  });
});

describe('counted', () => {
  it('puts the noun in the number the count asks for', () => {
    expect(counted(3, 'terrifying attraction')).toBe('Three terrifying attractions');
    expect(counted(1, 'terrifying attraction')).toBe('One terrifying attraction');
    expect(counted(2, 'way', 'ways')).toBe('Two ways');
  });
});
