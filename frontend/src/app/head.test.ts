import { headElements, pageLanguages } from './head';
import type { PageHead } from './page-heads';

const head: PageHead = {
  title: 'Contact New York',
  description: 'Write to us.',
  image: '/images/og/social.jpg',
  type: 'website',
  structuredData: [],
  breadcrumb: [],
  found: true,
};

const titleAndSiteName = (page: PageHead) => {
  const elements = headElements(page, 'https://park.example.com', '/new-york/contact', {
    language: 'en',
    alternates: { en: '/new-york/contact' },
  });
  return [
    elements.find((e) => e.tag === 'title')?.text,
    elements.find((e) => e.attributes.property === 'og:site_name')?.attributes.content,
  ];
};

describe('headElements', () => {
  it("names the park from its settings after the title and in the share preview's site name", () => {
    expect(titleAndSiteName({ ...head, siteName: 'Orchard Frights' })).toEqual(['Contact New York | Orchard Frights', 'Orchard Frights']);
  });

  it('uses the name every install starts with until the settings are read', () => {
    expect(titleAndSiteName(head)).toEqual(['Contact New York | Haunted Park', 'Haunted Park']);
  });

  const origin = 'https://park.example.com';
  const florida = { language: 'es', alternates: { en: '/florida/contact', es: '/es/florida/contact' } } as const;
  const links = (elements: ReturnType<typeof headElements>) =>
    elements.filter((e) => e.tag === 'link' && e.attributes.rel === 'alternate').map((e) => [e.attributes.hreflang, e.attributes.href]);
  const metas = (elements: ReturnType<typeof headElements>, property: string) =>
    elements.filter((e) => e.attributes.property === property).map((e) => e.attributes.content);

  it('names the page in each of its languages, English the default, with its locale and the others in the share preview', () => {
    const elements = headElements(head, origin, '/es/florida/contact', florida);
    expect(links(elements)).toEqual([
      ['en', `${origin}/florida/contact`],
      ['es', `${origin}/es/florida/contact`],
      ['x-default', `${origin}/florida/contact`],
    ]);
    expect(metas(elements, 'og:locale')).toEqual(['es_US']);
    expect(metas(elements, 'og:locale:alternate')).toEqual(['en_US']);
    const graph = JSON.parse(elements.find((e) => e.tag === 'script')?.text ?? '{}')['@graph'];
    expect(graph[0]).toEqual({ '@type': 'WebPage', url: `${origin}/es/florida/contact`, name: 'Contact New York', inLanguage: 'es-US' });
  });

  it('states the language on the articles, events and question pages of its structured data', () => {
    const withData = {
      ...head,
      structuredData: [
        { '@type': 'Article', headline: 'A' },
        { '@type': 'TouristAttraction', name: 'B' },
      ],
    };
    const graph = JSON.parse(headElements(withData, origin, '/es/florida/contact', florida).find((e) => e.tag === 'script')?.text ?? '{}')[
      '@graph'
    ];
    expect(graph.slice(1)).toEqual([
      { '@type': 'Article', headline: 'A', inLanguage: 'es-US' },
      { '@type': 'TouristAttraction', name: 'B' },
    ]);
  });

  it("leads the breadcrumb through the Spanish site's addresses", () => {
    const withTrail = {
      ...head,
      breadcrumb: [
        { name: 'Florida', path: '/florida' },
        { name: 'Contacto', path: '/florida/contact' },
      ],
    };
    const graph = JSON.parse(headElements(withTrail, origin, '/es/florida/contact', florida).find((e) => e.tag === 'script')?.text ?? '{}')[
      '@graph'
    ] as { '@type': string; itemListElement?: { item: string }[] }[];
    const crumbs = graph.find((node) => node['@type'] === 'BreadcrumbList')?.itemListElement;
    expect(crumbs?.map((crumb) => crumb.item)).toEqual([`${origin}/es`, `${origin}/es/florida`, `${origin}/es/florida/contact`]);
  });

  it('names no alternates on a page kept out of search engines', () => {
    expect(links(headElements({ ...head, found: false }, origin, '/es/florida/nowhere', florida))).toEqual([]);
  });
});

describe('pageLanguages', () => {
  const regions = [{ key: 'florida', languages: ['en', 'es'] }];

  it('names a story, written in one language, in that language alone; its list in every language of the region', () => {
    expect(pageLanguages('legend', '/es/florida/dark-legends/la-dama', new URLSearchParams(), 'florida', regions, 'es')).toEqual({
      language: 'es',
      alternates: { es: '/es/florida/dark-legends/la-dama' },
    });
    expect(pageLanguages('legends', '/es/florida/dark-legends', new URLSearchParams(), 'florida', regions).alternates).toEqual({
      en: '/florida/dark-legends',
      es: '/es/florida/dark-legends',
    });
  });
});
