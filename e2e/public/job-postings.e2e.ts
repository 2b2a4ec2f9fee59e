import { apiFetch } from '../support/api';
import { baseUrl } from '../support/browser';

type Node = Record<string, unknown> & { '@type': string };

/** The JSON-LD graph of the page as a crawler gets it (one request, no script run). */
async function graphOf(path: string): Promise<Node[]> {
  const html = await (await apiFetch(path)).text();
  const script = /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!script) throw new Error(`No JSON-LD on ${path}`);
  return (JSON.parse(script) as { '@graph': Node[] })['@graph'];
}

/** Google for Jobs: the required properties, and the recommended ones we can give. */
const REQUIRED = ['title', 'description', 'datePosted', 'hiringOrganization', 'jobLocation'];
const RECOMMENDED = ['validThrough', 'employmentType', 'directApply'];

describe('/employment for Google for Jobs', () => {
  it('carries a JobPosting per position type for each hiring region, with the required and recommended fields', async () => {
    const origin = baseUrl().replace(/\/$/, '');
    const postings = (await graphOf('/employment')).filter((node) => node['@type'] === 'JobPosting');
    // The demo calendar schedules New York's season only: Florida is not hiring yet.
    expect(postings.map((p) => p.title)).toEqual(['Sinister Actor', 'Operations Crew', 'Entertainment Acts']);
    for (const posting of postings) {
      for (const field of [...REQUIRED, ...RECOMMENDED])
        expect({ field, present: posting[field] !== undefined }).toEqual({ field, present: true });
      expect(posting.description).toMatch(/^<p>.+<\/p><ul>(<li>[^<]+<\/li>)+<\/ul>$/);
      expect(posting.datePosted).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(posting.validThrough).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[-+]\d{2}:\d{2}$/);
      expect(Date.parse(posting.validThrough as string)).toBeGreaterThan(Date.parse(posting.datePosted as string));
      expect(Date.parse(posting.validThrough as string)).toBeGreaterThan(Date.now());
      expect(posting.employmentType).toEqual(['TEMPORARY', 'PART_TIME']);
      expect(posting.hiringOrganization).toEqual({
        '@type': 'Organization',
        name: 'Haunted Park',
        sameAs: `${origin}/`,
        logo: `${origin}/favicon.svg`,
      });
      expect(posting.jobLocation).toMatchObject({
        '@type': 'Place',
        address: { '@type': 'PostalAddress', addressRegion: 'NY', addressCountry: 'US' },
      });
      expect(posting.url).toBe(`${origin}/employment?region=new-york`);
    }
  });
});
