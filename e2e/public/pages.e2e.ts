import type { Browser } from 'playwright-core';
import { apiFetch } from '../support/api';
import { emojiShown, launchBrowser, openPage, screenshot } from '../support/browser';
import { fakeTicketingSite, seriousA11yViolations, settle, WIDTHS } from './public-support';

interface PublicPage {
  name: string;
  path: string;
  /** The text a visitor sees once the page is there. */
  heading: string | RegExp;
  /** Console errors the page makes on purpose (an unknown story is looked up and answered 404). */
  ignoreErrors?: RegExp[];
}

const PAGES: PublicPage[] = [
  { name: 'landing', path: '/', heading: 'Haunted Park' },
  { name: 'new-york-home', path: '/new-york', heading: 'THE #1 HAUNTED ATTRACTION' },
  { name: 'new-york-attractions', path: '/new-york/attractions', heading: 'NEW YORK ATTRACTIONS' },
  { name: 'new-york-legends', path: '/new-york/dark-legends', heading: 'DARK LEGENDS' },
  { name: 'new-york-contact', path: '/new-york/contact', heading: 'CONTACT US' },
  { name: 'florida-home', path: '/florida', heading: 'Florida Nightmares' },
  { name: 'florida-legends', path: '/florida/dark-legends', heading: 'DARK LEGENDS' },
  { name: 'florida-contact', path: '/florida/contact', heading: 'CONTACT US' },
  { name: 'tickets', path: '/tickets', heading: 'BUY TICKETS' },
  { name: 'employment', path: '/employment', heading: 'JOIN OUR TERRIFYING TEAM' },
  { name: 'employment-florida', path: '/employment?region=florida', heading: 'JOIN OUR TERRIFYING TEAM' },
  { name: 'ouija', path: '/ouija', heading: 'DISCOUNT OUIJA' },
  { name: 'not-found', path: '/no-such-page', heading: '404 Page Not Found' },
  {
    name: 'story-not-found',
    path: '/new-york/dark-legends/no-such-story',
    heading: 'Story Not Found',
    ignoreErrors: [/status of 404 .*\/api\/blog-posts\/no-such-story/],
  },
];

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
      await screenshot(opened.page, `failed-${target.name}-${width}`);
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
      await screenshot(page, `public-${target.name}-${width}`);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      const title = await page.title();
      const mains = await page.locator('main').count();
      const violations = await seriousA11yViolations(page);
      // Emoji are drawn from a colour-emoji font; where there is none they show as boxes.
      const emoji = await emojiShown(page);
      if (errors.length || overflow > 0 || !title.trim() || mains !== 1 || violations.length || emoji.length)
        problems[`${width} px`] = { errors: [...errors], overflow, title, mains, violations, emoji };
    }
    await close();
    expect(problems).toEqual({});
  }

  const checks =
    'without console errors, sideways scrolling or emoji, with a title, one main landmark and no serious or critical axe-core violation';

  it.each(PAGES)(`renders $name ($path) ${checks}`, checkEveryWidth);

  it(`renders a story of the demo content ${checks}`, async () => {
    expect(story).toBeDefined();
    await checkEveryWidth(story!);
  });
});
