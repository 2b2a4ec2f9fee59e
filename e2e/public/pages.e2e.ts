import type { Browser } from 'playwright-core';
import { apiFetch } from '../support/api';
import { emojiShown, failureScreenshot, launchBrowser, openPage } from '../support/browser';
import { fakeTicketingSite, PUBLIC_PAGES, seriousA11yViolations, settle, WIDTHS, type PublicPage } from './public-support';

describe('every public page renders cleanly and passes axe-core at 360, 768 and 1440 px', () => {
  let browser: Browser;
  let story: PublicPage | undefined;

  beforeAll(async () => {
    browser = await launchBrowser();
    const response = await apiFetch('/api/blog-posts?region=new-york&published=true&limit=1');
    const { items } = (await response.json()) as { items: { slug: string; title: string }[] };
    if (items[0]) story = { name: 'story-detail', path: `/new-york/dark-legends/${items[0].slug}`, heading: items[0].title };
  });

  afterAll(async () => {
    await browser?.close();
  });

  async function open(target: PublicPage, width: number) {
    const opened = await openPage(browser, 'about:blank', { width, ignoreErrors: target.ignoreErrors });
    await fakeTicketingSite(opened.context);
    await opened.page.goto(target.path);
    try {
      await opened.page.getByRole('heading', { name: target.heading, exact: true }).first().waitFor({ state: 'visible', timeout: 60_000 });
    } catch (error) {
      throw new Error(`${target.name} at ${width}px never showed "${target.heading}" (errors: ${opened.errors.join('; ') || 'none'})`, {
        cause: error,
      });
    }
    await settle(opened.page);
    return opened;
  }

  // One visit per page does every check at every width: loading a page is what takes the time. The page is
  // resized as a visitor resizes a window (the server cannot know the width, so it renders the same page for all).
  async function checkEveryWidth(target: PublicPage) {
    const problems: Record<string, unknown> = {};
    const { page, errors, close } = await open(target, WIDTHS[0]);
    for (const width of WIDTHS) {
      if (width !== WIDTHS[0]) {
        await page.setViewportSize({ width, height: page.viewportSize()!.height });
        await settle(page);
      }
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      const title = await page.title();
      const mains = await page.locator('main').count();
      const violations = await seriousA11yViolations(page);
      // Emoji are drawn from a colour-emoji font; where there is none they show as boxes.
      const emoji = await emojiShown(page);
      if (errors.length || overflow > 0 || !title.trim() || mains !== 1 || violations.length || emoji.length) {
        problems[`${width} px`] = { errors: [...errors], overflow, title, mains, violations, emoji };
        // Pictures of every page at every width took a tenth of the spec and nothing reads them: only of a failure.
        await failureScreenshot(page, `failed-${target.name}-${width}`);
      }
    }
    await close();
    expect(problems).toEqual({});
  }

  const checks =
    'without console errors, sideways scrolling or emoji, with a title, one main landmark and no serious or critical axe-core violation';

  it.each(PUBLIC_PAGES)(`renders $name ($path) ${checks}`, checkEveryWidth);

  it(`renders a story of the demo content ${checks}`, async () => {
    expect(story).toBeDefined();
    await checkEveryWidth(story!);
  });
});
