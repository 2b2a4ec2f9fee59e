import type { Browser } from 'playwright-core';
import { apiFetch } from '../support/api';
import { launchBrowser, openPage, screenshot } from '../support/browser';
import { fakeTicketingSite, seriousA11yViolations, settle, WIDTHS } from './public-support';

interface PublicPage {
  name: string;
  path: string;
  /** The text a visitor sees once the page is there. */
  heading: string | RegExp;
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
];

describe('every public page renders cleanly at 360, 768 and 1440 px and passes axe-core', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
    const response = await apiFetch('/api/blog-posts?region=new-york&published=true&limit=1');
    const { items } = (await response.json()) as { items: { slug: string; title: string }[] };
    if (items[0]) PAGES.push({ name: 'story-detail', path: `/new-york/dark-legends/${items[0].slug}`, heading: items[0].title });
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('has a story to show (demo content)', () => {
    expect(PAGES.some((page) => page.name === 'story-detail')).toBe(true);
  });

  it.each(WIDTHS)('renders every page at %i px without console errors, with a title and a main landmark', async (width) => {
    for (const target of PAGES) {
      const { page, context, errors, close } = await openPage(browser, 'about:blank', { width });
      await fakeTicketingSite(context);
      await page.goto(target.path);
      await page.getByRole('heading', { name: target.heading, exact: true }).first().waitFor({ state: 'visible' });
      await settle(page);
      await screenshot(page, `public-${target.name}-${width}`);
      expect({ page: target.name, errors }).toEqual({ page: target.name, errors: [] });
      expect(await page.title()).toMatch(/\S/);
      expect(await page.locator('main').count()).toBe(1);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect({ page: target.name, horizontalOverflow: overflow }).toEqual({ page: target.name, horizontalOverflow: 0 });
      await close();
    }
  });

  it.each([360, 1440])('has no serious or critical axe-core violation on any page at %i px', async (width) => {
    for (const target of PAGES) {
      const { page, context, close } = await openPage(browser, 'about:blank', { width });
      await fakeTicketingSite(context);
      await page.goto(target.path);
      await page.getByRole('heading', { name: target.heading, exact: true }).first().waitFor({ state: 'visible' });
      await settle(page);
      expect({ page: target.name, violations: await seriousA11yViolations(page) }).toEqual({ page: target.name, violations: [] });
      await close();
    }
  });
});
