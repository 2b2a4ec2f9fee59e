import { pageRequestOf } from './page-request';

/** The regions table, in its order: New York speaks English, Florida English and Spanish. */
const REGIONS = [
  { key: 'new-york', languages: ['en'] },
  { key: 'florida', languages: ['en', 'es'] },
];

describe('pageRequestOf: what the server renders for a page address', () => {
  it.each([
    ['/', '/', undefined],
    ['/new-york', '/new-york', 'new-york'],
    ['/florida/dark-legends?category=true-crime', '/florida/dark-legends?category=true-crime', 'florida'],
    ['/ouija?region=florida', '/ouija?region=florida', 'florida'],
    ['/employment?region=new-york', '/employment?region=new-york', 'new-york'],
    ['/employment?region=florida&job=5', '/employment?region=florida', 'florida'],
    ['/florida/jobs/5', '/florida/jobs/5', 'florida'],
    ['/new-york/jobs/12?utm_source=board', '/new-york/jobs/12', 'new-york'],
  ])('renders %s as %s, a page of region %s', (url, rendered, region) => {
    expect(pageRequestOf(url, REGIONS)).toEqual({ kind: 'page', url: rendered, region, story: undefined });
  });

  it("names a region's entry page in each language its region speaks, for a first visit to follow the browser", () => {
    expect(pageRequestOf('/florida', REGIONS)).toMatchObject({ url: '/florida', entry: { en: '/florida', es: '/es/florida' } });
    // Not in Spanish already, not with a query (a shared link's utm_…), not another page, not a region of one language.
    expect(pageRequestOf('/es/florida', REGIONS)).toMatchObject({ kind: 'page', entry: undefined });
    expect(pageRequestOf('/florida?utm_source=share', REGIONS)).toMatchObject({ kind: 'page', entry: undefined });
    expect(pageRequestOf('/florida/faq', REGIONS)).toMatchObject({ kind: 'page', entry: undefined });
    expect(pageRequestOf('/new-york', REGIONS)).toMatchObject({ kind: 'page', entry: undefined });
  });

  it('leaves out query parameters the page does not read, so they make no cache entry of their own', () => {
    expect(pageRequestOf('/new-york/attractions?utm_source=mail&region=florida&category=legend', REGIONS)).toEqual({
      kind: 'page',
      url: '/new-york/attractions',
      region: 'new-york',
      story: undefined,
    });
    expect(pageRequestOf('/tickets?region=florida&zz=1', REGIONS)).toMatchObject({ url: '/tickets?region=florida' });
  });

  it('names the story a story page shows, for the server to look up before rendering', () => {
    expect(pageRequestOf('/florida/dark-legends/the-lady-in-white', REGIONS)).toEqual({
      kind: 'page',
      url: '/florida/dark-legends/the-lady-in-white',
      region: 'florida',
      story: { region: 'florida', slug: 'the-lady-in-white', language: 'en' },
    });
    // A story asked for at its Spanish address: the server shows it there only if it is written in Spanish.
    expect(pageRequestOf('/es/florida/dark-legends/la-dama-del-manglar', REGIONS)).toMatchObject({
      story: { region: 'florida', slug: 'la-dama-del-manglar', language: 'es' },
    });
  });

  it.each([
    ['/ouija?region=zz123', '/ouija'],
    ['/ouija?region=', '/ouija'],
    ['/tickets?region=florida&region=new-york', '/tickets'],
    ['/new-york/dark-legends?category=zz', '/new-york/dark-legends'],
    ['/new-york/dark-legends?category=all', '/new-york/dark-legends'],
    ['/new-york/', '/new-york'],
    ['/New-York/Attractions', '/new-york/attractions'],
    ['/FLORIDA/dark-legends/some-story', '/florida/dark-legends/some-story'],
  ])('redirects %s to its canonical address %s', (url, location) => {
    expect(pageRequestOf(url, REGIONS)).toEqual({ kind: 'redirect', location });
  });

  it.each([
    ['/no/such/page', undefined],
    ['/index.html', undefined],
    ['/%ff', undefined],
    ['/new-york/%ff/x', undefined],
    ['/\\evil.example/new-york', undefined],
    ['/new-york/no-such-section', 'new-york'],
    ['/florida/no-such-section', 'florida'],
    ['/new-york/jobs/abc', 'new-york'],
    ['/new-york/jobs/05', 'new-york'],
    ['/florida/jobs/0', 'florida'],
  ])('answers %s with the not-found page (of region %s)', (url, region) => {
    expect(pageRequestOf(url, REGIONS)).toEqual({ kind: 'not-found', region });
  });

  it("takes a region staff added as the table's others, and no region the table lacks", () => {
    const withTexas = [...REGIONS, { key: 'texas', languages: ['en'] }];
    expect(pageRequestOf('/texas/contact', withTexas)).toEqual({ kind: 'page', url: '/texas/contact', region: 'texas', story: undefined });
    expect(pageRequestOf('/employment?region=texas', withTexas)).toMatchObject({ kind: 'page', url: '/employment?region=texas' });
    expect(pageRequestOf('/texas/dark-legends/a-tale', withTexas)).toMatchObject({ story: { region: 'texas', slug: 'a-tale' } });
    expect(pageRequestOf('/texas/no-such-section', withTexas)).toEqual({ kind: 'not-found', region: 'texas' });
    expect(pageRequestOf('/texas/contact', REGIONS)).toEqual({ kind: 'not-found', region: undefined });
    expect(pageRequestOf('/employment?region=texas', REGIONS)).toEqual({ kind: 'redirect', location: '/employment' });
  });

  describe('in Spanish', () => {
    it.each([
      ['/es/florida', '/es/florida', 'florida'],
      ['/es/florida/faq', '/es/florida/faq', 'florida'],
      ['/es/florida/dark-legends?category=true-crime', '/es/florida/dark-legends?category=true-crime', 'florida'],
      ['/es/tickets?region=florida', '/es/tickets?region=florida', 'florida'],
      ['/es/tickets', '/es/tickets', undefined],
      ['/es', '/es', undefined],
    ])('renders %s as %s, a page of region %s', (url, rendered, region) => {
      expect(pageRequestOf(url, REGIONS)).toMatchObject({ kind: 'page', url: rendered, region });
    });

    it.each([
      ['/es/new-york', '/new-york'],
      ['/es/new-york/faq', '/new-york/faq'],
      ['/es/tickets?region=new-york', '/tickets?region=new-york'],
    ])('sends %s, a page of a region that does not speak Spanish, to its own address %s', (url, location) => {
      expect(pageRequestOf(url, REGIONS)).toEqual({ kind: 'redirect', location, temporary: true });
    });

    it('sends every Spanish address to the English one while no region speaks Spanish', () => {
      const english = REGIONS.map(({ key }) => ({ key, languages: ['en'] }));
      expect(pageRequestOf('/es/florida/faq', english)).toEqual({ kind: 'redirect', location: '/florida/faq', temporary: true });
      expect(pageRequestOf('/es', english)).toEqual({ kind: 'redirect', location: '/', temporary: true });
    });

    it('redirects variants of a Spanish address to its canonical form, in Spanish', () => {
      expect(pageRequestOf('/es/florida/', REGIONS)).toEqual({ kind: 'redirect', location: '/es/florida' });
      expect(pageRequestOf('/es/florida/FAQ', REGIONS)).toEqual({ kind: 'redirect', location: '/es/florida/faq' });
    });

    it("answers an address under the prefix that is no page with the not-found page, in the region's layout", () => {
      expect(pageRequestOf('/es/florida/nowhere', REGIONS)).toEqual({ kind: 'not-found', region: 'florida' });
      expect(pageRequestOf('/es/nowhere', REGIONS)).toEqual({ kind: 'not-found', region: undefined });
    });
  });
});
