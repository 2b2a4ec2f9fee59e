import { ownAppSession } from './public-support';

type Node = Record<string, unknown> & { '@type': string };

/** Google for Jobs: the required properties, and the recommended ones the demo postings give. */
const REQUIRED = ['title', 'description', 'datePosted', 'hiringOrganization', 'jobLocation'];
const RECOMMENDED = ['validThrough', 'employmentType', 'directApply'];

describe('job postings for visitors and Google for Jobs', () => {
  const own = ownAppSession();

  /** The page as a crawler gets it (one request, no script run): its status, HTML and JSON-LD graph. */
  async function crawl(path: string): Promise<{ status: number; html: string; graph: Node[] }> {
    const response = await own.api(path);
    const html = await response.text();
    const script = /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1];
    return { status: response.status, html, graph: script ? (JSON.parse(script) as { '@graph': Node[] })['@graph'] : [] };
  }

  /** The job pages /employment links to, in its order. */
  const jobLinks = (html: string, region: string) => [...html.matchAll(new RegExp(`href="(/${region}/jobs/\\d+)"`, 'g'))].map((m) => m[1]);

  it('lists the open postings of the region, each with its own page carrying one JobPosting with the required and recommended fields', async () => {
    const origin = own.baseUrl.replace(/\/$/, '');
    const list = await crawl('/employment?region=new-york');
    expect(list.status).toBe(200);
    // Job boards read each posting from its own page, not from the list.
    expect(list.graph.filter((node) => node['@type'] === 'JobPosting')).toEqual([]);
    const links = [...new Set(jobLinks(list.html, 'new-york'))];
    expect(links).toHaveLength(3);

    const titles: unknown[] = [];
    for (const link of links) {
      const { status, html, graph } = await crawl(link);
      expect(status).toBe(200);
      const postings = graph.filter((node) => node['@type'] === 'JobPosting');
      expect(postings).toHaveLength(1);
      const [posting] = postings;
      titles.push(posting.title);
      for (const field of [...REQUIRED, ...RECOMMENDED])
        expect({ field, present: posting[field] !== undefined }).toEqual({ field, present: true });
      expect(posting.description).toMatch(/^<p>.+<\/p><ul>(<li>[^<]+<\/li>)+<\/ul>$/);
      expect(posting.datePosted).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      // The demo postings name no end date: they are valid until the last night of New York's season.
      expect(posting.validThrough).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[-+]\d{2}:\d{2}$/);
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
      expect(posting.url).toBe(`${origin}${link}`);
      // The description is shown as the stories' Markdown is, rendered on the server.
      expect(html).toMatch(/data-testid="story-body"[^>]*>[\s\S]*?<li[^>]*>/);
    }
    expect(titles).toEqual(['Sinister Actor', 'Operations Crew', 'Entertainment Acts']);
    // A posting is of its region: under the other region's path it is not found.
    expect((await crawl(links[0].replace('/new-york/', '/florida/'))).status).toBe(404);
  });

  it('takes a closed posting off the list and its page, and refuses applications to it', async () => {
    const token = await own.token();
    const [link] = jobLinks((await crawl('/employment?region=florida')).html, 'florida');
    const id = Number(link.split('/').at(-1));
    expect((await own.api(`/api/job-postings/${id}`, { method: 'PATCH', token, json: { active: false } })).status).toBe(200);

    expect(jobLinks((await crawl('/employment?region=florida')).html, 'florida')).not.toContain(link);
    const closed = await crawl(link);
    expect(closed.status).toBe(404);
    expect(closed.graph.filter((node) => node['@type'] === 'JobPosting')).toEqual([]);
    const refused = await own.api('/api/employment-applications', {
      method: 'POST',
      json: {
        firstName: 'Ichabod',
        lastName: 'Crane',
        email: 'closed-posting@example.com',
        phone: '305-555-0100',
        address: '1 Palm Road',
        city: 'Miami',
        state: 'FL',
        zipCode: '33101',
        region: 'florida',
        jobPostingId: id,
        specificPositions: ['Tour Guide'],
        availability: 'weekends',
        startDate: '2026-09-15',
        over18: true,
      },
    });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toBe(
      'This job is no longer open for applications. Please choose another one.',
    );
  });

  it("chooses the posting in the form from a posting page's Apply button", async () => {
    const { page, errors, close } = await own.open('/employment?region=new-york');
    await page.getByRole('heading', { name: 'Open Positions' }).waitFor();
    await page.getByRole('link', { name: 'Operations Crew: details' }).click();
    await page.getByRole('heading', { name: 'Operations Crew', level: 1 }).waitFor();
    await page.getByText('Ticket Booth').first().waitFor();
    await page.getByRole('link', { name: 'Apply for this job' }).click();
    await page.waitForURL(/\/employment\?region=new-york&job=\d+#employment-application$/);
    const position = page.getByRole('combobox', { name: /^Position/ });
    await page.waitForFunction(
      () =>
        (document.querySelector('#employment-jobPostingId') as HTMLSelectElement | null)?.selectedOptions[0]?.text === 'Operations Crew',
    );
    expect(await position.evaluate((select: HTMLSelectElement) => select.selectedOptions[0].text)).toBe('Operations Crew');
    expect(await page.getByRole('checkbox', { name: 'Ticket Booth' }).count()).toBe(1);
    expect(errors).toEqual([]);
    await close();
  });
});
