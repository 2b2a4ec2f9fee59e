import { FLORIDA } from '../test/regions';
import { regionArea, regionOf, regionsInLanguage } from './regions';

describe('regionsInLanguage', () => {
  const florida = { ...FLORIDA, translations: { es: { heroTitle: 'PESADILLAS DEL SUR', cardLine: '' } } };

  it("gives a Spanish page each line of a region's copy in Spanish where staff wrote it, else in English", () => {
    const [spanish] = regionsInLanguage([florida], 'es');
    expect(spanish).toMatchObject({ heroTitle: 'PESADILLAS DEL SUR', cardLine: FLORIDA.cardLine, openingLine: FLORIDA.openingLine });
  });

  it('gives a Spanish page each coming-soon card in Spanish by its place, where staff wrote it', () => {
    const cards = [
      { title: 'Haunted Park', text: 'A park of fear.', icon: 'park' as const },
      { title: 'Night Out', text: 'Come at night.', icon: 'nightlife' as const },
    ];
    const [spanish] = regionsInLanguage(
      [{ ...FLORIDA, comingSoonFeatures: cards, translations: { es: { feature2Title: 'Noche de terror', feature3Title: 'Sin tarjeta' } } }],
      'es',
    );
    expect(spanish.comingSoonFeatures).toEqual([cards[0], { ...cards[1], title: 'Noche de terror' }]);
    expect(spanish).not.toHaveProperty('feature2Title');
  });

  it('gives an English page the copy as written', () => {
    expect(regionsInLanguage([florida], 'en')[0]).toBe(florida);
  });
});

describe('regionOf', () => {
  const regions = [
    { key: 'new-york', name: 'New York' },
    { key: 'florida', name: 'Florida' },
    { key: 'texas', name: 'Texas' },
  ];

  it("takes the region from the path, then from ?region=, else the table's first", () => {
    expect(regionOf(regions, '/florida/attractions', 'new-york')).toBe('florida');
    expect(regionOf(regions, '/tickets', 'florida')).toBe('florida');
    expect(regionOf(regions, '/tickets', 'atlantis')).toBe('new-york');
  });

  it('knows a region staff added as the others', () => {
    expect(regionOf(regions, '/texas/contact', null)).toBe('texas');
    expect(regionOf(regions, '/employment', 'texas')).toBe('texas');
    expect(regionOf(regions.slice(0, 2), '/texas/contact', null)).toBe('new-york');
  });
});

describe('regionArea', () => {
  it("is the row's area, and the key itself for a region the list lacks", () => {
    expect(regionArea([{ key: 'new-york', name: 'New York', area: 'Western New York' }], 'new-york')).toBe('Western New York');
    expect(regionArea([{ key: 'new-york', name: 'New York', area: 'Western New York' }], 'texas')).toBe('texas');
  });
});
