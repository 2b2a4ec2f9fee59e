import type { Browser } from 'playwright-core';
import { apiFetch } from '../support/api';
import { baseUrl, launchBrowser } from '../support/browser';
import { PUBLIC_PAGES } from './public-support';

/** The scripts a page's boot fetches (frontend/src/boot.ts): the list the server writes into the page. */
const moduleList = (html: string): string[] => JSON.parse(/<script[^>]*id="app-modules"[^>]*>([^<]*)<\/script>/.exec(html)?.[1] ?? '[]');

/**
 * What a public page costs a phone before it is used: its icons drawn from one cached sprite instead of written into
 * the page, and everything compressed when npm start serves it alone (docs/architecture.md §5; the bytes themselves
 * are measured by bench/page-bytes.mjs).
 */
describe('Public pages: light for a phone', () => {
  const pages = PUBLIC_PAGES;
  let html: Map<string, string>;

  beforeAll(async () => {
    // One at a time: the server renders two pages at once and turns away a crowd of new ones (503).
    html = new Map();
    for (const page of pages) html.set(page.name, await (await apiFetch(page.path)).text());
  });

  it.each(pages.map((page) => page.name))('%s draws every icon from the one sprite, none inline', (name) => {
    const icons = [...html.get(name)!.matchAll(/<svg[^>]*class="[^"]*MuiSvgIcon-root[^"]*"[^>]*>([\s\S]*?)<\/svg>/g)].map(
      (match) => match[1],
    );
    expect(icons.length).toBeGreaterThan(0);
    for (const inside of icons) expect(inside).toMatch(/^<use href="\/assets\/icons-[\w-]+\.svg#\w+"><\/use>$/);
  });

  it('serves the sprite with a symbol for every icon the pages use, cached for a year and compressed', async () => {
    const uses = new Set(
      [...[...html.values()].join('').matchAll(/<use href="(\/assets\/icons-[\w-]+\.svg)#(\w+)"/g)].map(
        (match) => `${match[1]}#${match[2]}`,
      ),
    );
    const sprites = new Set([...uses].map((use) => use.split('#')[0]));
    expect(sprites.size).toBe(1);
    const [sprite] = sprites;
    const response = await apiFetch(sprite, { headers: { 'Accept-Encoding': 'br' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-encoding')).toBe('br');
    const symbols = await response.text();
    for (const use of uses) expect(symbols).toContain(`<symbol id="${use.split('#')[1]}" viewBox="`);
    // The wordmark's outline (frontend/src/components/layout/wordmark.tsx) is one symbol too, not a path in every page.
    expect(uses).toContain(`${sprite}#wordmark`);
    for (const page of html.values()) expect(page).not.toMatch(/<path d="[^"]{1000}/);
  });

  it('npm start alone sends a page and its scripts compressed, by the encoding the browser prefers', async () => {
    const page = await apiFetch('/new-york', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(page.headers.get('content-encoding')).toBe('br');
    expect(page.headers.get('vary')).toMatch(/Accept-Encoding/);
    const script = moduleList(await page.text()).find((file) => /\/app-[\w-]+\.js$/.test(file));
    const gzipOnly = await apiFetch(script!, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzipOnly.headers.get('content-encoding')).toBe('gzip');
    expect(gzipOnly.headers.get('content-type')).toMatch(/^text\/javascript/);
  });

  describe('on a 390 px phone at 3x', () => {
    let browser: Browser;
    beforeAll(async () => {
      browser = await launchBrowser();
    });
    afterAll(async () => {
      await browser?.close();
    });

    /** Opens `path` on the phone, with the paths of the pictures it fetches (filled as it fetches them). */
    async function onPhone(path: string) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, baseURL: baseUrl() });
      const page = await context.newPage();
      const pictures: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'image') pictures.push(new URL(request.url()).pathname);
      });
      await page.goto(path, { waitUntil: 'load' });
      return { page, pictures, close: () => context.close() };
    }

    it("/new-york fetches its cards' pictures at 800 px, not 1600, the hero eagerly and at high priority, the rest lazily", async () => {
      const { page, pictures, close } = await onPhone('/new-york');
      try {
        const cards = page.locator('main li img');
        expect(await cards.count()).toBeGreaterThan(2);
        const first = cards.first();
        await first.scrollIntoViewIfNeeded();
        await page.waitForFunction((img) => (img as HTMLImageElement).complete, await first.elementHandle());
        expect(await first.evaluate((img) => (img as HTMLImageElement).currentSrc)).toMatch(/\/uploads\/[0-9a-f]{32}-medium\.webp$/);
        expect(pictures.filter((path) => path.startsWith('/uploads/') && !path.endsWith('-medium.webp'))).toEqual([]);
        for (const loading of await cards.evaluateAll((imgs) => imgs.map((img) => img.getAttribute('loading'))))
          expect(loading).toBe('lazy');
        const hero = page.locator('img[fetchpriority="high"]');
        expect(await hero.count()).toBe(1);
        expect(await hero.getAttribute('loading')).not.toBe('lazy');
      } finally {
        await close();
      }
    });

    it('a story fetches its header picture at 800 px, not 1600, once, at high priority', async () => {
      const response = await apiFetch('/api/blog-posts?region=new-york&published=true&limit=1');
      const { items } = (await response.json()) as { items: { slug: string }[] };
      const { page, pictures, close } = await onPhone(`/new-york/dark-legends/${items[0].slug}`);
      try {
        const header = page.locator('article img[fetchpriority="high"]');
        await page.waitForFunction((img) => (img as HTMLImageElement).complete, await header.elementHandle());
        const picked = await header.evaluate((img) => new URL((img as HTMLImageElement).currentSrc).pathname);
        expect(picked).toMatch(/^\/uploads\/[0-9a-f]{32}-medium\.webp$/);
        expect(pictures.filter((path) => path.startsWith(picked.replace('-medium.webp', '')))).toEqual([picked]);
      } finally {
        await close();
      }
    });
  });
});
