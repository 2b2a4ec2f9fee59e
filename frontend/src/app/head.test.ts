import { headElements } from './head';
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
  const elements = headElements(page, 'https://park.example.com', '/new-york/contact');
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
});
