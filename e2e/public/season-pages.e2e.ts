import { adminToken, apiFetch } from '../support/api';

/** The page as a crawler gets it: the HTML of one request, no script run. */
async function fetchPage(path: string): Promise<{ status: number; html: string }> {
  const response = await apiFetch(path);
  return { status: response.status, html: await response.text() };
}

/** The page's text without markup, for checking what it says. */
const textOf = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

function structuredData(html: string): { '@type': string; [key: string]: unknown }[] {
  const script = /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1];
  return script ? (JSON.parse(script) as { '@graph': { '@type': string }[] })['@graph'] : [];
}

describe('the season as the server renders it: region states, tickets, prices, legal pages and the 404', () => {
  let token: string;
  const setRegion = (region: string, body: object) =>
    apiFetch(`/api/regions/${region}`, { method: 'PATCH', token, json: body }).then((response) => expect(response.status).toBe(200));

  beforeAll(async () => {
    token = await adminToken();
  });
  afterAll(async () => {
    await setRegion('florida', { status: 'coming-soon' });
    await setRegion('new-york', { status: 'open' });
  });

  it('renders Florida coming soon without a ticket button, then selling once staff open it', async () => {
    const before = textOf((await fetchPage('/florida')).html);
    expect(before).toContain('COMING SOON');
    expect(before).toContain('Opening Date TBD');
    expect(before).not.toContain('BUY TICKETS NOW');
    expect(textOf((await fetchPage('/florida/attractions')).html)).not.toMatch(/Buy Tickets/);

    await setRegion('florida', { status: 'open', openingLine: 'Opening October 2031' });
    const open = await fetchPage('/florida');
    expect(open.status).toBe(200);
    expect(open.html).toContain('href="/tickets?region=florida"');
    expect(textOf(open.html)).toContain('BUY TICKETS NOW');
    expect(textOf(open.html)).toContain('Opening October 2031');
    expect(textOf((await fetchPage('/')).html)).toContain('Opening October 2031');
  });

  it('renders New York closed for the season without a ticket button, with its opening line', async () => {
    await setRegion('new-york', { status: 'closed-for-season' });
    const page = textOf((await fetchPage('/new-york')).html);
    expect(page).toContain('Closed for the season.');
    expect(page).not.toContain('BUY TICKETS NOW');
    expect(textOf((await fetchPage('/')).html)).toContain('Closed for the season');
    await setRegion('new-york', { status: 'open' });
    const landing = textOf((await fetchPage('/')).html);
    // Open without a ticketing site: never "Now booking".
    expect(landing).toContain('Tickets on sale soon');
    expect(landing).not.toContain('Now booking');
    expect(textOf((await fetchPage('/new-york')).html)).toContain(`© ${new Date().getFullYear()} Haunted Park`);
  });

  it('renders /tickets without a vendor as not on sale yet, with the hours and the ticket types', async () => {
    const { status, html } = await fetchPage('/tickets?region=new-york');
    expect(status).toBe(200);
    const page = textOf(html);
    expect(page).toContain('TICKETS ARE NOT ON SALE YET');
    expect(page).toMatch(/Doors Open: \d/);
    expect(page).toContain('General Admission');
    expect(page).toContain('$35 – $45');
    expect(page).not.toContain('temporarily unavailable');
  });

  it("puts each ticket type's price in the nights' Event JSON-LD", async () => {
    const events = structuredData((await fetchPage('/new-york/contact')).html).filter((item) => item['@type'] === 'Event');
    expect(events.length).toBeGreaterThan(0);
    const offers = events[0].offers as { name: string; price: string; priceCurrency: string; availability: string; url: string }[];
    expect(offers.map((offer) => [offer.name, offer.price, offer.priceCurrency])).toEqual([
      ['General Admission', '35.00', 'USD'],
      ['VIP Fast Pass', '55.00', 'USD'],
    ]);
    expect(offers[0].availability).toMatch(/^https:\/\/schema\.org\/(InStock|SoldOut)$/);
  });

  it('renders the attractions with inclusion notes naming the real ticket types', async () => {
    expect(textOf((await fetchPage('/new-york/attractions')).html)).toContain('Included with General Admission & VIP Fast Pass');
  });

  it('renders the privacy policy and the terms, links them from the footer and lists them in the sitemap', async () => {
    const privacy = await fetchPage('/privacy');
    expect(privacy.status).toBe(200);
    expect(textOf(privacy.html)).toContain('keyed hash of your network address');
    expect(privacy.html).toContain('href="/terms?region=new-york"');
    expect((await fetchPage('/terms')).status).toBe(200);
    const sitemap = await (await apiFetch('/sitemap.xml')).text();
    expect(sitemap).toMatch(/<loc>[^<]*\/privacy<\/loc>/);
    expect(sitemap).toMatch(/<loc>[^<]*\/terms<\/loc>/);
  });

  it("renders the 404 in the layout of the address's region, in plain words, not indexed", async () => {
    const { status, html } = await fetchPage('/florida/no-such-page');
    expect(status).toBe(404);
    expect(html).toContain('<meta name="robots" content="noindex"');
    const page = textOf(html);
    expect(page).toContain('404 Page Not Found');
    expect(page).toContain("This page doesn't exist.");
    expect(page).not.toContain('Did you forget');
    expect(html).toContain('aria-label="Florida navigation"');
    expect(html).toContain('<footer');
    for (const link of ['/new-york', '/florida', '/florida/dark-legends']) expect(html).toContain(`href="${link}"`);
    const elsewhere = await fetchPage('/no-such-page');
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.html).toContain('aria-label="New York navigation"');
    expect(elsewhere.html).toContain('href="/new-york/dark-legends"');
  });
});
