import { pageRequestOf } from './page-request';

/** The keys of the regions table, in its order. */
const REGIONS = ['new-york', 'florida'];

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
      story: { region: 'florida', slug: 'the-lady-in-white' },
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
    const withTexas = [...REGIONS, 'texas'];
    expect(pageRequestOf('/texas/contact', withTexas)).toEqual({ kind: 'page', url: '/texas/contact', region: 'texas', story: undefined });
    expect(pageRequestOf('/employment?region=texas', withTexas)).toMatchObject({ kind: 'page', url: '/employment?region=texas' });
    expect(pageRequestOf('/texas/dark-legends/a-tale', withTexas)).toMatchObject({ story: { region: 'texas', slug: 'a-tale' } });
    expect(pageRequestOf('/texas/no-such-section', withTexas)).toEqual({ kind: 'not-found', region: 'texas' });
    expect(pageRequestOf('/texas/contact', REGIONS)).toEqual({ kind: 'not-found', region: undefined });
    expect(pageRequestOf('/employment?region=texas', REGIONS)).toEqual({ kind: 'redirect', location: '/employment' });
  });
});
