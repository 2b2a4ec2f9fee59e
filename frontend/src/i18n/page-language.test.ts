import { ownAddressOf, pathInLanguage, pathWithoutLanguage } from './page-language';

const REGIONS = [
  { key: 'new-york', languages: ['en'] },
  { key: 'florida', languages: ['en', 'es'] },
];

describe('the language of an address', () => {
  it.each([
    ['/florida/faq', 'es', '/es/florida/faq'],
    ['/es/florida/faq', 'en', '/florida/faq'],
    ['/', 'es', '/es'],
    ['/es', 'en', '/'],
    ['/es/tickets', 'es', '/es/tickets'],
  ] as const)('%s in %s is %s', (path, language, expected) => {
    expect(pathInLanguage(path, language)).toBe(expected);
  });

  it('reads an address without its prefix', () => {
    expect(pathWithoutLanguage('/es/florida/faq')).toBe('/florida/faq');
    expect(pathWithoutLanguage('/es')).toBe('/');
    expect(pathWithoutLanguage('/estate/faq')).toBe('/estate/faq');
  });

  it("sends a Spanish page of a region that speaks English only to the region's own address, and no other", () => {
    expect(ownAddressOf(REGIONS, '/new-york', 'es')).toBe('/new-york');
    expect(ownAddressOf(REGIONS, '/new-york/faq', 'es')).toBe('/new-york/faq');
    expect(ownAddressOf(REGIONS, '/florida/faq', 'es')).toBeUndefined();
    expect(ownAddressOf(REGIONS, '/new-yorker', 'es')).toBeUndefined();
    expect(ownAddressOf(REGIONS, '/nowhere', 'es')).toBeUndefined();
    expect(ownAddressOf(REGIONS, '/new-york/faq', 'en')).toBeUndefined();
  });
});
