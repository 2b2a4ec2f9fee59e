import type { Browser, Page } from 'playwright-core';
import { adminToken, apiFetch } from '../support/api';
import { baseUrl, launchBrowser, openPage, pageSettled, screenshot } from '../support/browser';

/** The first family of an element's computed font-family list, without quotes. */
function faceOf(page: Page, selector: string): Promise<string> {
  return page
    .locator(selector)
    .first()
    .evaluate((element) =>
      getComputedStyle(element)
        .fontFamily.split(',')[0]
        .trim()
        .replace(/^["']|["']$/g, ''),
    );
}

/** The web faces the document has finished loading (not the local fallback faces). */
function loadedFaces(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts]
      .filter((face) => face.status === 'loaded')
      .map((face) => face.family.replace(/^["']|["']$/g, ''))
      .filter((family) => !family.endsWith('Fallback'));
  });
}

describe('Typography: the display face for the logo and main titles, a condensed face for sections, a text face for reading', () => {
  let browser: Browser;
  let storyPath: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    const response = await apiFetch('/api/blog-posts?region=new-york&published=true&limit=1');
    const { items } = (await response.json()) as { items: { slug: string }[] };
    storyPath = `/new-york/dark-legends/${items[0].slug}`;
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('sets a story in the text face at a reading measure, under a display title and a condensed section title', async () => {
    const { page, errors, close } = await openPage(browser, storyPath, { width: 1440 });
    expect(await faceOf(page, 'main h1')).toBe('Creepster');
    expect(await faceOf(page, 'main h2')).toBe('Oswald Variable');
    expect(await faceOf(page, 'footer h2')).toBe('Oswald Variable');
    expect(await faceOf(page, 'main p')).toBe('Inter Variable');
    // The logo is the wordmark, an outline that needs no font.
    expect(await page.locator('header a svg[role="img"]').getAttribute('aria-label')).toBe('Haunted Park');
    expect(new Set(await loadedFaces(page))).toEqual(new Set(['Creepster', 'Oswald Variable', 'Inter Variable']));

    // At most about 70 characters to a line of the story, on a wide screen.
    const measure = await page
      .getByTestId('story-body')
      .locator('p')
      .first()
      .evaluate((paragraph) => {
        const probe = document.createElement('span');
        probe.textContent = '0'.repeat(100);
        probe.style.font = getComputedStyle(paragraph).font;
        document.body.append(probe);
        const characterWidth = probe.getBoundingClientRect().width / 100;
        probe.remove();
        return paragraph.getBoundingClientRect().width / characterWidth;
      });
    expect(measure).toBeGreaterThan(45);
    expect(measure).toBeLessThanOrEqual(70);
    await screenshot(page, 'typography-story-1440');
    expect(errors).toEqual([]);
    await close();
  });

  it('paints the text at once in a metric-matched fallback and swaps the faces in without moving the page', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL: baseUrl() });
    // The faces arrive a second late, as on a slow phone network.
    await context.route('**/*.woff2', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    await context.addInitScript(() => {
      (window as unknown as { layoutShift: number }).layoutShift = 0;
      new PerformanceObserver((entries) => {
        for (const entry of entries.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) (window as unknown as { layoutShift: number }).layoutShift += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const page = await context.newPage();
    await page.goto('/new-york', { waitUntil: 'domcontentloaded' });
    expect(await page.evaluate(() => document.fonts.check('16px "Inter Variable"'))).toBe(false);
    expect(await page.getByRole('heading', { level: 1 }).first().isVisible()).toBe(true);
    await page.waitForFunction(() => document.fonts.check('16px "Inter Variable"') && document.fonts.check('16px Creepster'));
    await page.evaluate(() => document.fonts.ready);
    await pageSettled(page);
    expect(await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift)).toBeLessThan(0.02);
    await context.close();
  });

  it('gives the admin the text face only', async () => {
    const { page, errors, close } = await openPage(browser, '/admin', { width: 1440, adminToken: await adminToken() });
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    const faces = await page.evaluate(() => [
      ...new Set([...document.querySelectorAll('body *')].map((element) => getComputedStyle(element).fontFamily.split(',')[0].trim())),
    ]);
    expect(faces.filter((face) => /Creepster|Oswald/.test(face))).toEqual([]);
    expect(await faceOf(page, 'h1')).toBe('Inter Variable');
    expect(errors).toEqual([]);
    await close();
  });
});
