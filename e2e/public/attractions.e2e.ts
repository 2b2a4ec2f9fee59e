import type { Browser, Page } from 'playwright-core';
import { apiFetch } from '../support/api';
import { launchBrowser, openPage, screenshot } from '../support/browser';
import { seriousA11yViolations } from './public-support';

interface Attraction {
  id: number;
  title: string;
  featured: boolean;
}

/** Where the attraction sits: on screen below the sticky navigation bar, with the focus and the highlight. */
async function arrivedAt(page: Page, id: number) {
  return page.evaluate((elementId) => {
    const element = document.getElementById(elementId);
    if (!element) return { found: false };
    const box = element.getBoundingClientRect();
    const navBottom = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
    return {
      found: true,
      headingOnScreen: box.top >= navBottom - 1 && box.top < window.innerHeight,
      focused: document.activeElement === element,
      highlighted: getComputedStyle(element).outlineStyle === 'solid',
    };
  }, `attraction-${id}`);
}

describe('Attractions: Learn More leads to that attraction', () => {
  let browser: Browser;
  let attractions: Attraction[];

  beforeAll(async () => {
    browser = await launchBrowser();
    attractions = ((await (await apiFetch('/api/attractions?region=new-york')).json()) as { items: Attraction[] }).items;
  });

  afterAll(async () => {
    await browser?.close();
  });

  it.each([390, 1440])('takes a visitor of the New York home at %i px from Learn More to that attraction, highlighted', async (width) => {
    // The last one: the one farthest from the top of the attractions page.
    const target = attractions.at(-1)!;
    const { page, errors, close } = await openPage(browser, '/new-york', { width, height: 844 });
    await page.getByRole('link', { name: `Learn More about ${target.title}` }).click();
    await page.waitForURL(`**/new-york/attractions#attraction-${target.id}`);
    await page.waitForFunction((id) => document.activeElement?.id === id, `attraction-${target.id}`);
    expect(await arrivedAt(page, target.id)).toEqual({ found: true, headingOnScreen: true, focused: true, highlighted: true });
    await screenshot(page, `attractions-learn-more-${width}`);
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });

  it('opens the attraction from a shared link, rendered by the server', async () => {
    const target = attractions.find((attraction) => !attraction.featured) ?? attractions.at(-1)!;
    const { page, errors, close } = await openPage(browser, `/new-york/attractions#attraction-${target.id}`, { width: 390, height: 844 });
    await page.waitForFunction((id) => document.activeElement?.id === id, `attraction-${target.id}`);
    expect(await arrivedAt(page, target.id)).toEqual({ found: true, headingOnScreen: true, focused: true, highlighted: true });
    expect(errors).toEqual([]);
    await close();
  });
});
