import { request, type IncomingMessage } from 'node:http';
import type { Browser, Page } from 'playwright-core';
import { adminToken, apiFetch } from '../support/api';
import { baseUrl, launchBrowser, openPage } from '../support/browser';

interface Story {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  region: string;
  published: boolean;
  image: string;
}

/** A GET of `path` exactly as written, redirects not followed. */
function rawGet(path: string): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(baseUrl());
    const req = request({ hostname, port, path }, (res) => {
      res.resume();
      resolve(res);
    });
    req.on('error', reject);
    req.end();
  });
}

/** The page as a crawler or a share preview gets it: the HTML of one request, no script run. */
async function fetchPage(path: string): Promise<{ status: number; html: string }> {
  const response = await apiFetch(path);
  return { status: response.status, html: await response.text() };
}

const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}" content="([^"]*)"`)
    .exec(html)?.[1]
    ?.replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'");
const title = (html: string) => /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1];
const canonical = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
/** The JSON-LD graph of a page, parsed. */
function structuredData(html: string): { '@type': string; [key: string]: unknown }[] {
  const script = /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!script) return [];
  const parsed = JSON.parse(script) as { '@context': string; '@graph': { '@type': string }[] };
  expect(parsed['@context']).toBe('https://schema.org');
  return parsed['@graph'];
}

describe('public pages are rendered on the server, for visitors from search and shared links', () => {
  let browser: Browser;
  let story: Story;
  let draft: Story;
  let token: string;
  let settings: { phone: string; ticketingUrl: string | null };
  let newYorkAddress: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    token = await adminToken();
    const list = (await (await apiFetch('/api/blog-posts?region=new-york&published=true&limit=1')).json()) as { items: Story[] };
    story = (await (await apiFetch(`/api/blog-posts/${list.items[0].slug}`)).json()) as Story;
    const all = (await (await apiFetch('/api/blog-posts?published=false&limit=100', { token })).json()) as { items: Story[] };
    draft = all.items.find((item) => !item.published)!;
    settings = (await (await apiFetch('/api/settings')).json()) as typeof settings;
    const regions = (await (await apiFetch('/api/regions')).json()) as { items: { key: string; address: string }[] };
    newYorkAddress = regions.items.find((region) => region.key === 'new-york')!.address;
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('with JavaScript off, a story, the attractions and the footer settings are all in the page, styled', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: baseUrl(), viewport: { width: 390, height: 844 } });
    // A ticketing site that cannot be framed (unreachable from here): ticket buttons link straight to it.
    const ticketingUrl = 'https://tickets.example.com/haunted-park-no-js';
    const editable: Record<string, unknown> = { ...settings };
    for (const serverOwned of ['updatedAt', 'ticketingEmbeddable', 'ticketingCheck']) delete editable[serverOwned];
    const save = (url: unknown) => apiFetch('/api/settings', { method: 'PUT', token, json: { ...editable, ticketingUrl: url } });
    expect((await save(ticketingUrl)).status).toBe(200);
    try {
      const page = await context.newPage();
      await page.goto(`/new-york/dark-legends/${story.slug}`);
      await expect(page.getByRole('heading', { level: 1, name: story.title }).isVisible()).resolves.toBe(true);
      const firstParagraph = story.content
        .split('\n')
        .find((line) => line.trim().length > 40)!
        .slice(0, 40);
      await expect(page.locator('article').textContent()).resolves.toContain(firstParagraph.replace(/\*\*/g, ''));
      await expect(page.locator('footer').textContent()).resolves.toContain(newYorkAddress);
      // Styled by the inlined critical CSS: the page background is the theme's, not the browser's white.
      await expect(page.evaluate(() => getComputedStyle(document.body).backgroundColor)).resolves.toBe('rgb(10, 10, 10)');

      await page.goto('/new-york/attractions');
      const attractions = (await (await apiFetch('/api/attractions?region=new-york')).json()) as { items: { title: string }[] };
      expect(attractions.items.length).toBeGreaterThan(0);
      for (const attraction of attractions.items)
        await expect(page.getByText(attraction.title, { exact: false }).first().isVisible()).resolves.toBe(true);
      // Ticket buttons point where the settings say before any script runs.
      const ticketLinks = await page
        .locator('a', { hasText: /tickets/i })
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(ticketLinks).toContain(ticketingUrl);
    } finally {
      await context.close();
      await save(settings.ticketingUrl);
    }
  });

  it("carries a Florida visitor's region in the server HTML of the shared pages, with one canonical address each", async () => {
    const origin = baseUrl().replace(/\/$/, '');
    const florida = await fetchPage('/florida');
    // Florida is coming soon: its pages link no tickets (/admin/regions), but keep the region on the other shared pages.
    for (const shared of ['/ouija?region=florida', '/employment?region=florida']) expect(florida.html).toContain(`href="${shared}"`);
    expect(florida.html).not.toContain('href="/tickets?region=florida"');
    for (const path of ['/ouija', '/employment']) {
      const { status, html } = await fetchPage(`${path}?region=florida`);
      expect(status).toBe(200);
      expect(html).toContain('aria-label="Florida navigation"');
      for (const link of ['/florida', '/florida/contact', '/florida/dark-legends', '/privacy?region=florida'])
        expect(html).toContain(`href="${link}"`);
      expect(html).not.toContain('href="/new-york/contact"');
    }
    expect(canonical((await fetchPage('/ouija?region=florida')).html)).toBe(`${origin}/ouija`);
    expect(canonical((await fetchPage('/tickets?region=florida')).html)).toBe(`${origin}/tickets`);
  });

  it('links each Learn More of the New York home to its attraction on the attractions page, in the server HTML', async () => {
    const attractions = (await (await apiFetch('/api/attractions?region=new-york')).json()) as { items: { id: number }[] };
    const home = await fetchPage('/new-york');
    const list = await fetchPage('/new-york/attractions');
    for (const { id } of attractions.items) {
      expect(home.html).toContain(`href="/new-york/attractions#attraction-${id}"`);
      expect(list.html).toContain(`id="attraction-${id}"`);
    }
  });

  it('hydrates without console errors and without asking the API again for what the page already holds', async () => {
    const opened = await openPage(browser, 'about:blank', { width: 390 });
    try {
      const apiCalls: string[] = [];
      opened.page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        // The visit beacon tells the server the page was seen; it asks for nothing.
        const isVisitBeacon = request.method() === 'POST' && pathname === '/api/visits';
        if (pathname.startsWith('/api/') && !isVisitBeacon) apiCalls.push(`${request.method()} ${request.url()}`);
      });
      for (const path of [
        `/new-york/dark-legends/${story.slug}`,
        '/',
        '/new-york',
        '/new-york/dark-legends',
        '/new-york/attractions',
        '/new-york/contact',
        '/tickets',
        '/employment',
        '/ouija',
        // Last: a Florida visit is remembered, and a shared page opened after it without ?region= moves to Florida's.
        '/florida',
      ]) {
        await opened.page.goto(path, { waitUntil: 'networkidle' });
        // Hydrated: React has attached to the server's markup (an interactive control answers).
        await opened.page.waitForFunction(() =>
          Object.keys(document.getElementById('root')!).some((key) => key.startsWith('__reactContainer')),
        );
      }
      expect(apiCalls).toEqual([]);
      expect(opened.errors).toEqual([]);
    } finally {
      await opened.close();
    }
  });

  it("keeps a story's server-rendered Markdown while hydrating, without downloading the Markdown renderer", async () => {
    const opened = await openPage(browser, 'about:blank', { width: 390 });
    try {
      const scripts: string[] = [];
      opened.page.on('request', (request) => {
        if (request.url().endsWith('.js')) scripts.push(new URL(request.url()).pathname);
      });
      const path = `/new-york/dark-legends/${story.slug}`;
      const noScript = await browser.newContext({ javaScriptEnabled: false, baseURL: baseUrl(), viewport: { width: 390, height: 844 } });
      const serverPage = await noScript.newPage();
      await serverPage.goto(path);
      const served = await serverPage.getByTestId('story-body').innerHTML();
      await noScript.close();
      await opened.page.goto(path);
      await opened.page.waitForLoadState('networkidle');
      expect((await opened.page.getByTestId('story-body').innerText()).length).toBeGreaterThan(100);
      expect(await opened.page.getByTestId('story-body').innerHTML()).toBe(served);
      expect(scripts.some((file) => file.includes('story-markdown'))).toBe(false);
      expect(opened.errors).toEqual([]);
    } finally {
      await opened.close();
    }
  });

  it("fetches the app's modules and the page's own all at once when it starts, each one the page then runs", async () => {
    const opened = await openPage(browser, 'about:blank', { width: 390 });
    try {
      await opened.page.goto('/new-york');
      await opened.page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
      const { listed, preloaded, loaded } = await opened.page.evaluate(() => ({
        listed: JSON.parse(document.getElementById('app-modules')?.textContent ?? '[]') as string[],
        preloaded: [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => new URL(link.href).pathname),
        loaded: performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
      }));
      expect(listed.some((file) => /^\/assets\/main-[\w-]+\.js$/.test(file))).toBe(true);
      // The page's route modules (the region layout and the home page) and what they import, not another page's.
      expect(listed.some((file) => /^\/assets\/public-layout-[\w-]+\.js$/.test(file))).toBe(true);
      expect(listed.some((file) => /^\/assets\/region-home-page-[\w-]+\.js$/.test(file))).toBe(true);
      expect(listed.some((file) => /^\/assets\/browse-[\w-]+\.js$/.test(file))).toBe(true);
      // In a few chunks (SHARED_CHUNKS in frontend/vite.config.ts): with the boot, at most 20 scripts.
      expect(listed.length).toBeLessThan(20);
      expect(listed.some((file) => /-page-[\w-]+\.js$/.test(file) && !file.includes('region-home-page'))).toBe(false);
      expect(new Set(listed).size).toBe(listed.length);
      // Each module after those it imports, so the boot evaluates one module's code at a time: the app's chunk (React
      // among it) before the app's entry, the entry before the page that imports it.
      const position = (pattern: RegExp) => listed.findIndex((file) => pattern.test(file));
      expect(position(/\/app-[\w-]+\.js$/)).toBeGreaterThanOrEqual(0);
      expect(position(/\/app-[\w-]+\.js$/)).toBeLessThan(position(/\/main-[\w-]+\.js$/));
      expect(position(/\/main-[\w-]+\.js$/)).toBeLessThan(position(/\/region-home-page-[\w-]+\.js$/));
      // The build's table of every lazy module stays on the server.
      expect(await opened.page.locator('#lazy-modules').count()).toBe(0);
      expect(await (await opened.page.request.get('/admin/login')).text()).not.toContain('lazy-modules');
      expect(preloaded).toEqual(listed);
      expect(listed.filter((file) => !loaded.includes(file))).toEqual([]);
      expect(opened.errors).toEqual([]);
      // The site's front page shares the cards and the video background with the regions' pages, not their code.
      await opened.page.goto('/');
      await opened.page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
      const front = await opened.page.evaluate(() => JSON.parse(document.getElementById('app-modules')?.textContent ?? '[]') as string[]);
      expect(front.some((file) => /^\/assets\/landing-page-[\w-]+\.js$/.test(file))).toBe(true);
      expect(front.some((file) => /^\/assets\/landing-[\w-]+\.js$/.test(file) && !file.includes('landing-page'))).toBe(true);
      expect(front.some((file) => /^\/assets\/browse-[\w-]+\.js$/.test(file))).toBe(false);
      expect(listed.some((file) => /^\/assets\/landing-[\w-]+\.js$/.test(file) && !file.includes('landing-page'))).toBe(true);
      expect(opened.errors).toEqual([]);
    } finally {
      await opened.close();
    }
  });

  it("loads the forms' texts only on a form's page: listed in its page, fetched on the way to it from another", async () => {
    const formTexts = (files: string[]) => files.filter((file) => /^\/assets\/form-sections-[\w-]+\.js$/.test(file));
    const fetched = (page: Page) =>
      page.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname));
    for (const { home, contact, heading, send } of [
      { home: '/new-york', contact: 'Contact', heading: 'CONTACT US', send: 'Send Message' },
      { home: '/es/florida', contact: 'Contacto', heading: 'CONTÁCTANOS', send: 'Enviar mensaje' },
    ]) {
      const opened = await openPage(browser, 'about:blank', { width: 1440 });
      try {
        await opened.page.goto(home);
        await opened.page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
        expect(formTexts(await fetched(opened.page))).toEqual([]);
        // Inside the app, without a new document: the route brings the page's module and its texts.
        await opened.page.getByRole('navigation').first().getByRole('link', { name: contact, exact: true }).click();
        await opened.page.getByRole('heading', { level: 1, name: heading }).waitFor();
        await opened.page.getByRole('button', { name: send }).waitFor();
        expect(formTexts(await fetched(opened.page))).toHaveLength(1);
        // Loaded directly, the contact page lists them with its own modules.
        const html = await (await fetch(new URL(opened.page.url(), baseUrl()))).text();
        const listed = JSON.parse(/<script type="application\/json" id="app-modules">(.*?)<\/script>/.exec(html)?.[1] ?? '[]') as string[];
        expect(formTexts(listed)).toHaveLength(1);
        expect(opened.errors).toEqual([]);
      } finally {
        await opened.close();
      }
    }
  });

  it("keeps the server's head until the visitor moves, then writes each page's own, on the way back too", async () => {
    const origin = baseUrl().replace(/\/$/, '');
    const opened = await openPage(browser, '/new-york', { width: 1440, adminToken: token });
    const { page } = opened;
    const head = () =>
      page.evaluate(() => ({
        title: document.title,
        canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
        description: document.querySelector('meta[name="description"]')?.getAttribute('content'),
      }));
    const headCode = () =>
      page.evaluate(() =>
        performance.getEntriesByType('resource').filter((entry) => /\/assets\/route-head-[\w-]+\.js$/.test(new URL(entry.name).pathname)),
      );
    try {
      await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
      const home = await head();
      expect(home.canonical).toBe(`${origin}/new-york`);
      expect(await headCode()).toHaveLength(0);

      await page.getByRole('navigation').first().getByRole('link', { name: 'Attractions', exact: true }).click();
      await page.waitForFunction((before) => document.title !== before, home.title);
      const attractions = await head();
      expect(attractions.canonical).toBe(`${origin}/new-york/attractions`);
      const served = (await fetchPage('/new-york/attractions')).html;
      expect(attractions.title).toBe(await page.evaluate((html) => new DOMParser().parseFromString(html, 'text/html').title, served));
      expect(attractions.description).not.toBe(home.description);
      expect(await headCode()).toHaveLength(1);

      await page.goBack();
      await page.waitForFunction((before) => document.title === before, home.title);
      expect(await head()).toEqual(home);

      // Into the back-office, which titles the tab itself, and back: the home's head again.
      await page.evaluate(() => {
        history.pushState(null, '', '/admin/blog');
        dispatchEvent(new PopStateEvent('popstate'));
      });
      await page.waitForFunction(() => document.title.includes('Admin'));
      await page.goBack();
      await page.waitForFunction((before) => document.title === before, home.title);
      expect(await head()).toEqual(home);
      expect(opened.errors).toEqual([]);
    } finally {
      await opened.close();
    }
  });

  it("lists an admin address's screen with the app's modules, so its chunks are fetched at once", async () => {
    const listed = async (path: string) => {
      const html = await (await fetch(new URL(path, baseUrl()))).text();
      expect(html).not.toContain('lazy-modules');
      return JSON.parse(/<script type="application\/json" id="app-modules">(.*?)<\/script>/.exec(html)?.[1] ?? '[]') as string[];
    };
    const lists = (files: string[], chunk: string) => files.some((file) => new RegExp(`/${chunk}-[\\w-]+\\.js$`).test(file));
    const staff = await listed('/admin/staff');
    expect(lists(staff, 'main')).toBe(true);
    expect(lists(staff, 'admin-layout')).toBe(true);
    expect(lists(staff, 'staff-page')).toBe(true);
    expect(lists(staff, 'audit-page')).toBe(false);
    expect(new Set(staff).size).toBe(staff.length);
    // Each module after those it imports, as on a public page: the app's entry before the layout that the app loads.
    expect(staff.findIndex((file) => /\/main-/.test(file))).toBeLessThan(staff.findIndex((file) => /\/admin-layout-/.test(file)));
    const audit = await listed('/admin/audit');
    expect(lists(audit, 'audit-page')).toBe(true);
    expect(lists(audit, 'staff-page')).toBe(false);
    const login = await listed('/admin/login');
    expect(lists(login, 'login-page')).toBe(true);
    expect(lists(login, 'admin-layout')).toBe(false);
  });

  it('gives every page its own title, description, canonical URL and share preview with absolute URLs', async () => {
    const origin = baseUrl().replace(/\/$/, '');
    const pages = [
      '/',
      '/new-york',
      '/new-york/attractions',
      '/new-york/dark-legends',
      '/new-york/contact',
      '/florida',
      '/florida/attractions',
      '/tickets',
      '/employment',
      '/ouija',
    ];
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const path of pages) {
      const { status, html } = await fetchPage(path);
      expect(status).toBe(200);
      titles.add(title(html)!);
      descriptions.add(meta(html, 'description')!);
      expect(canonical(html)).toBe(`${origin}${path}`);
      expect(meta(html, 'og:url')).toBe(`${origin}${path}`);
      expect(meta(html, 'og:image')).toMatch(new RegExp(`^${origin}/`));
      expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    }
    expect(titles.size).toBe(pages.length);
    expect(descriptions.size).toBeGreaterThanOrEqual(pages.length - 1);

    const florida = await fetchPage('/florida');
    expect(meta(florida.html, 'description')).toMatch(/Florida/);
    expect(meta(florida.html, 'description')).not.toMatch(/New York/);
    expect(structuredData(florida.html).find((item) => item['@type'] === 'TouristAttraction')).toMatchObject({
      name: 'Haunted Park Florida',
    });
  });

  it('a story shares its own title, excerpt and image, and describes itself as an Article with breadcrumbs', async () => {
    const origin = baseUrl().replace(/\/$/, '');
    const { html } = await fetchPage(`/new-york/dark-legends/${story.slug}`);
    expect(title(html)).toBe(`${story.title} | Haunted Park`);
    expect(meta(html, 'og:title')).toBe(story.title);
    expect(meta(html, 'og:description')).toBe(story.excerpt);
    expect(meta(html, 'og:type')).toBe('article');
    // Its picture, one of the site's own, is a media library item.
    expect(story.image).toMatch(/^\/uploads\/[0-9a-f]{32}-web\.webp$/);
    expect(meta(html, 'og:image')).toBe(`${origin}${story.image}`);
    const graph = structuredData(html);
    expect(graph.find((item) => item['@type'] === 'Article')).toMatchObject({
      headline: story.title,
      description: story.excerpt,
      mainEntityOfPage: `/new-york/dark-legends/${story.slug}`.replace(/^/, origin),
      image: [expect.stringMatching(new RegExp(`^${origin}/`))],
      datePublished: expect.stringMatching(/^\d{4}-/),
    });
    const breadcrumbs = graph.find((item) => item['@type'] === 'BreadcrumbList') as unknown as {
      itemListElement: { position: number; name: string; item: string }[];
    };
    expect(breadcrumbs.itemListElement.map((crumb) => crumb.name)).toEqual(['Haunted Park', 'New York', 'Dark Legends', story.title]);
    expect(breadcrumbs.itemListElement.map((crumb) => crumb.position)).toEqual([1, 2, 3, 4]);
    expect(breadcrumbs.itemListElement.every((crumb) => crumb.item.startsWith(origin))).toBe(true);

    const home = await fetchPage('/');
    expect(structuredData(home.html).map((item) => item['@type'])).toEqual(['WebPage', 'Organization']);
    const newYork = await fetchPage('/new-york');
    // The demo season's next night, as the tonight line names it.
    const newYorkGraph = structuredData(newYork.html);
    expect(newYorkGraph.map((item) => item['@type'])).toEqual(['WebPage', 'Organization', 'TouristAttraction', 'Event']);
    expect(newYorkGraph[3]).toMatchObject({
      startDate: expect.stringMatching(/^\d{4}-\d\d-\d\dT18:30:00-0[45]:00$/),
      location: { '@type': 'Place', address: { streetAddress: newYorkAddress } },
    });
  });

  it('answers 404 with the not-found screens for unknown pages, unknown stories, drafts and stories of the other region', async () => {
    const unknown = await fetchPage('/no-such-page');
    expect(unknown.status).toBe(404);
    expect(unknown.html).toContain('404 Page Not Found');
    for (const path of [
      '/new-york/dark-legends/no-such-story',
      `/${draft.region}/dark-legends/${draft.slug}`,
      `/florida/dark-legends/${story.slug}`,
    ]) {
      const page = await fetchPage(path);
      expect({ path, status: page.status }).toEqual({ path, status: 404 });
      expect(page.html).toContain('Story Not Found');
      expect(meta(page.html, 'robots')).toBe('noindex');
      expect(canonical(page.html)).toBeUndefined();
    }
  });

  it('redirects a variant of a page to its canonical address, and an empty path segment to the collapsed path', async () => {
    for (const [path, location] of [
      ['/ouija?region=zz123', '/ouija'],
      ['/employment?region=florida&region=zz', '/employment'],
      ['/new-york/dark-legends?category=zz', '/new-york/dark-legends'],
      ['/new-york/dark-legends?category=all', '/new-york/dark-legends'],
      ['/New-York/Attractions/', '/new-york/attractions'],
      // Sent as they are: a URL parser would read the first segment as a host.
      ['//anyhost/new-york', '/anyhost/new-york'],
      ['//%ff?x=1', '/%ff?x=1'],
    ]) {
      const response = await rawGet(path);
      expect({ path, status: response.statusCode, location: response.headers.location }).toEqual({ path, status: 301, location });
    }
    expect((await fetchPage('/%ff')).status).toBe(404);
  });

  it('serves every missing story its own slug from one render, and the page hydrates without errors', async () => {
    // The browser asks the API again for a story it was told is missing, and logs its 404.
    const opened = await openPage(browser, 'about:blank', { width: 390, ignoreErrors: [/status of 404.*\/api\/blog-posts\//] });
    try {
      for (const slug of ['no-such-tale-one', 'no-such-tale-two']) {
        const page = await fetchPage(`/florida/dark-legends/${slug}`);
        expect(page.status).toBe(404);
        expect(page.html).toContain(`blogFindBySlug(\\"${slug}\\")`);
        expect(page.html).not.toContain('missing-story-');
        await opened.page.goto(`/florida/dark-legends/${slug}`, { waitUntil: 'networkidle' });
        await opened.page.getByRole('heading', { name: 'Story Not Found' }).waitFor();
      }
      expect(opened.errors).toEqual([]);
    } finally {
      await opened.close();
    }
  });

  it('shows an edited story title on the next request (the page cache follows admin writes)', async () => {
    const path = `/new-york/dark-legends/${story.slug}`;
    expect((await fetchPage(path)).html).toContain(`>${story.title}</h1>`);
    const newTitle = `${story.title} (retold)`;
    const update = await apiFetch(`/api/blog-posts/${story.id}`, { method: 'PUT', token, json: { ...pick(story), title: newTitle } });
    expect(update.status).toBe(200);
    try {
      const after = await fetchPage(path);
      expect(after.html).toContain(`>${newTitle}</h1>`);
      expect(title(after.html)).toBe(`${newTitle} | Haunted Park`);
    } finally {
      await apiFetch(`/api/blog-posts/${story.id}`, { method: 'PUT', token, json: pick(story) });
    }
  });

  it("counts the visitor's view when a story page is served, from the cache too, once per visitor per hour", async () => {
    // Stories of its own, so no other test has viewed them from this address within the hour.
    const stories: Story[] = [];
    const newStory = async (name: string) => {
      const created = await apiFetch('/api/blog-posts', {
        method: 'POST',
        token,
        json: { ...pick(story), title: `The ${name}`, slug: `${name.toLowerCase().replace(/ /g, '-')}-${Date.now()}` },
      });
      expect(created.status).toBe(201);
      stories.push((await created.json()) as Story);
      return stories[stories.length - 1];
    };
    const views = async (slug: string) =>
      ((await (await apiFetch(`/api/blog-posts/${slug}`, { token })).json()) as { views: number }).views;
    /**
     * Views are written every VIEW_FLUSH_SECONDS (1 s for this app), all those counted so far at once, in the order
     * they were counted: once a witness story read now shows its view, every view counted before it is written too.
     */
    const everyCountedViewWritten = async () => {
      const witness = await newStory(`Witness ${stories.length}`);
      await fetchPage(`/new-york/dark-legends/${witness.slug}`);
      const deadline = Date.now() + 10_000;
      while ((await views(witness.slug)) === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await views(witness.slug)).toBe(1);
    };
    try {
      const counted = await newStory('Counted Ghost');
      const path = `/new-york/dark-legends/${counted.slug}`;
      // HEAD renders the page into the cache without counting anything.
      expect((await apiFetch(path, { method: 'HEAD' })).status).toBe(200);
      await everyCountedViewWritten();
      expect(await views(counted.slug)).toBe(0);
      await fetchPage(path);
      await fetchPage(path);
      await everyCountedViewWritten();
      expect(await views(counted.slug)).toBe(1);
    } finally {
      for (const created of stories) await apiFetch(`/api/blog-posts/${created.id}`, { method: 'DELETE', token });
    }
  });

  it('lists every public page and every published story, never a draft, in /sitemap.xml named by robots.txt', async () => {
    const origin = baseUrl().replace(/\/$/, '');
    const { status, html: xml } = await fetchPage('/sitemap.xml');
    expect(status).toBe(200);
    const locations = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
    for (const path of [
      '/',
      '/new-york',
      '/florida',
      '/new-york/attractions',
      '/florida/attractions',
      '/new-york/dark-legends',
      '/florida/dark-legends',
      '/new-york/contact',
      '/florida/contact',
      '/new-york/faq',
      '/florida/faq',
      '/new-york/groups',
      '/florida/groups',
      '/tickets',
      '/employment',
      '/ouija',
      '/privacy',
      '/terms',
    ])
      expect(locations).toContain(`${origin}${path}`);
    const published = (await (await apiFetch('/api/blog-posts?published=true&limit=100')).json()) as { items: Story[]; total: number };
    for (const item of published.items) expect(xml).toContain(`<loc>${origin}/${item.region}/dark-legends/${item.slug}</loc><lastmod>`);
    // Florida speaks Spanish too: its six pages and the six shared ones (the landing page, tickets, employment, the
    // Ouija board, privacy, terms) are also at /es/…; the demo park's stories are New York's.
    for (const path of ['/es', '/es/florida', '/es/florida/faq', '/es/tickets', '/es/privacy'])
      expect(locations).toContain(`${origin}${path}`);
    expect(locations).toHaveLength(18 + 12 + published.total);
    expect(locations.some((location) => location.endsWith(`/${draft.slug}`))).toBe(false);
    const robots = await fetchPage('/robots.txt');
    expect(robots.html).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });
});

/** The writable fields of a story, as PUT /api/blog-posts/{id} takes them. */
function pick(story: Story): Record<string, unknown> {
  const { title, slug, excerpt, content, region, category, image, distance, readTime, published, featured } = story as Story &
    Record<string, unknown>;
  return { title, slug, excerpt, content, region, category, image, distance: distance ?? '', readTime, published, featured };
}
