import type { Browser } from 'playwright-core';
import { apiFetch } from '../support/api';
import { launchBrowser, openPage, pageSettled, screenshot, waitForHydration } from '../support/browser';
import { menuToggleCollapsed, seriousA11yViolations } from './public-support';
import { privateAppSession, startPrivateApp } from '../support/private-app';

/** The season the first start seeds: the coming September 1 (this year's while still ahead). */
function openingYear(): number {
  const now = new Date();
  return now.getUTCMonth() < 8 ? now.getUTCFullYear() : now.getUTCFullYear() + 1;
}

describe('Site layout: navigation, footer, sticky ticket button, landing and 404', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('opens the mobile menu, highlights the current page and closes the menu when a link is chosen', async () => {
    const { page, errors, close } = await openPage(browser, '/new-york', { width: 360 });
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.waitFor();
    // The toggle opens the dialog by its command (HTML allows no aria-expanded beside one).
    expect(await toggle.getAttribute('commandfor')).toBe('mobile-menu-dialog');
    expect(await toggle.getAttribute('aria-expanded')).toBeNull();
    expect(await page.getByRole('navigation', { name: 'New York menu' }).count()).toBe(0);

    await toggle.click();
    const menu = page.getByRole('navigation', { name: 'New York menu' });
    await menu.waitFor();
    expect(await page.getByRole('button', { name: 'Close menu' }).count()).toBe(1);
    expect(await menu.getByRole('link').allInnerTexts()).toEqual([
      'Home',
      'Attractions',
      'Dark Legends',
      'Discount Ouija',
      'Know Before You Go',
      'Contact',
      'Careers',
    ]);
    expect(await menu.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page');
    expect(await menu.getByRole('link', { name: 'Careers' }).getAttribute('href')).toBe('/employment?region=new-york');
    await screenshot(page, 'layout-mobile-menu-open');

    await menu.getByRole('link', { name: 'Dark Legends' }).click();
    await page.waitForURL('**/new-york/dark-legends');
    await menu.waitFor({ state: 'hidden' });
    await menuToggleCollapsed(page);
    // The keyboard goes on from the new page's main content, not from the toggle.
    await page.waitForFunction(() => document.activeElement?.id === 'main');

    // The keyboard works the menu too.
    await page.getByRole('button', { name: 'Open menu' }).focus();
    await page.keyboard.press('Enter');
    await menu.waitFor();
    expect(await menu.getByRole('link', { name: 'Dark Legends' }).getAttribute('aria-current')).toBe('page');
    expect(errors).toEqual([]);
    await close();
  });

  it('shows the region links inline on a desktop, with the Florida links under /florida', async () => {
    const { page, errors, close } = await openPage(browser, '/florida', { width: 1440 });
    const nav = page.getByRole('navigation', { name: 'Florida navigation' });
    await nav.waitFor();
    expect(await nav.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page');
    expect(await nav.getByRole('link', { name: 'Dark Legends' }).getAttribute('href')).toBe('/florida/dark-legends');
    expect(await nav.getByRole('link', { name: 'Contact' }).getAttribute('href')).toBe('/florida/contact');
    expect(await nav.getByRole('link', { name: 'Discount Ouija' }).getAttribute('href')).toBe('/ouija?region=florida');
    expect(await nav.getByRole('link', { name: 'Careers' }).getAttribute('href')).toBe('/employment?region=florida');
    // Florida is coming soon (/admin/regions): its pages offer no ticket button.
    expect(await page.getByRole('link', { name: 'Tickets' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'COMING SOON' }).isDisabled()).toBe(true);
    await page.getByText('Opening Date TBD').waitFor();
    expect(await page.getByRole('link', { name: 'Haunted Park home' }).first().getAttribute('href')).toBe('/');
    expect(errors).toEqual([]);
    await close();
  });

  it('closes the mobile menu with Escape, keeps the keyboard inside it while open and gives the focus back to the toggle', async () => {
    const { page, errors, close } = await openPage(browser, '/new-york/attractions', { width: 390 });
    const toggle = page.getByRole('button', { name: 'Open menu' });
    const toggleHasFocus = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label') === 'Open menu');
    await toggle.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await dialog.getByRole('navigation', { name: 'New York menu' }).waitFor();
    // Behind the open menu the page, toggle included, is hidden from assistive technology.
    expect(await dialog.evaluate((element) => (element as HTMLDialogElement).open)).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Tab and Shift+Tab go round the menu; the page behind it is out of reach.
    const focusInMenu = () => dialog.evaluate((element) => element.contains(document.activeElement));
    for (let step = 0; step < 9; step++) {
      await page.keyboard.press('Tab');
      expect(await focusInMenu()).toBe(true);
    }
    for (let step = 0; step < 3; step++) {
      await page.keyboard.press('Shift+Tab');
      expect(await focusInMenu()).toBe(true);
    }

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await menuToggleCollapsed(page);
    expect(await toggleHasFocus()).toBe(true);
    expect(page.url()).toMatch(/\/new-york\/attractions$/);

    // The close button does the same.
    await page.keyboard.press('Enter');
    await dialog.getByRole('button', { name: 'Close menu' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await toggleHasFocus()).toBe(true);

    // So does a tap on the page around it.
    await page.keyboard.press('Enter');
    await dialog.getByRole('navigation', { name: 'New York menu' }).waitFor();
    await page.mouse.click(200, 800);
    await dialog.waitFor({ state: 'hidden' });
    await menuToggleCollapsed(page);
    expect(errors).toEqual([]);
    await close();
  });

  it('keeps a Florida visitor in Florida on the shared pages (Discount Ouija, Careers, Tickets), from the server HTML on', async () => {
    const { page, errors, close } = await openPage(browser, '/florida', { width: 1440 });
    const nav = page.getByRole('navigation', { name: 'Florida navigation' });
    const footer = page.locator('footer');
    const expectFloridaLinks = async () => {
      expect(await nav.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/florida');
      expect(await nav.getByRole('link', { name: 'Contact' }).getAttribute('href')).toBe('/florida/contact');
      expect(await nav.getByRole('link', { name: 'Attractions' }).getAttribute('href')).toBe('/florida/attractions');
      expect(await footer.getByRole('link', { name: 'Dark Legends' }).getAttribute('href')).toBe('/florida/dark-legends');
    };

    await nav.getByRole('link', { name: 'Discount Ouija' }).click();
    await page.waitForURL('**/ouija?region=florida');
    await page.getByRole('heading', { name: 'DISCOUNT OUIJA' }).waitFor();
    await expectFloridaLinks();
    expect(await nav.getByRole('link', { name: 'Discount Ouija' }).getAttribute('aria-current')).toBe('page');

    // The server renders the same page for this address: a reload hydrates without a mismatch.
    await page.reload();
    await waitForHydration(page);
    await expectFloridaLinks();
    expect(await seriousA11yViolations(page)).toEqual([]);

    await nav.getByRole('link', { name: 'Careers' }).click();
    await page.waitForURL('**/employment?region=florida');
    await page.getByText('Apply to work at Haunted Park Florida').waitFor();
    await expectFloridaLinks();

    await page.goto('/tickets?region=florida');
    await page.getByRole('heading', { name: 'TICKETS ARE NOT ON SALE YET' }).waitFor();

    // An address typed without the region: the visitor's region is remembered for the visit.
    await page.goto('/ouija');
    await page.waitForURL('**/ouija?region=florida');
    await expectFloridaLinks();
    expect(errors).toEqual([]);
    await close();
  });

  it('shows the sticky BUY TICKETS button only after 100 px of scrolling, and it goes to /tickets', async () => {
    const { page, errors, close } = await openPage(browser, '/new-york', { width: 768 });
    await page.getByRole('heading', { name: 'THE #1 HAUNTED ATTRACTION' }).waitFor();
    const sticky = page.getByRole('link', { name: 'BUY TICKETS', exact: true });
    expect(await sticky.count()).toBe(0);
    await page.mouse.wheel(0, 60);
    await page.waitForFunction(() => window.scrollY >= 60);
    await pageSettled(page);
    expect(await sticky.count()).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 400));
    await sticky.waitFor();
    expect(await sticky.evaluate((element) => getComputedStyle(element.parentElement as Element).position)).toBe('fixed');
    await screenshot(page, 'layout-sticky-button');
    await sticky.click();
    await page.waitForURL('**/tickets?region=new-york');
    await page.getByRole('heading', { name: 'BUY TICKETS' }).waitFor();
    // The tickets page itself offers no button to itself, however far it scrolls.
    await page.evaluate(() => window.scrollTo(0, 400));
    await pageSettled(page);
    expect(await sticky.count()).toBe(0);
    expect(errors).toEqual([]);
    await close();
  });

  it("on a phone, hides the sticky button while a field has focus and while a form's submit button is under it", async () => {
    const { page, errors, close } = await openPage(browser, '/new-york/contact', { width: 390, height: 844 });
    await page.getByRole('heading', { name: 'CONTACT US' }).waitFor();
    await waitForHydration(page);
    const sticky = page.getByRole('link', { name: 'BUY TICKETS', exact: true });
    const form = page.getByRole('form', { name: 'Get In Touch' });
    const field = form.getByRole('textbox').first();
    // The first field near the top of the screen (the page scrolled past 100 px, the submit button far from the
    // bottom): the button shows.
    await field.evaluate((element) => window.scrollBy(0, element.getBoundingClientRect().top - 120));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await sticky.waitFor();
    // Typing in it: the button steps aside (the on-screen keyboard leaves no room for both), and comes back after.
    await field.focus();
    await sticky.waitFor({ state: 'detached' });
    await field.blur();
    await sticky.waitFor();
    // The submit button scrolled to the bottom of the screen, where the sticky button sits: it is never covered.
    const submit = form.getByRole('button', { name: 'Send Message' });
    await submit.evaluate((element) => window.scrollBy(0, element.getBoundingClientRect().bottom - window.innerHeight + 10));
    await sticky.waitFor({ state: 'detached' });
    await screenshot(page, 'layout-sticky-button-beside-submit');
    expect(errors).toEqual([]);
    await close();
  });

  it('fills the footer from the settings', async () => {
    const settings = (await (await apiFetch('/api/settings')).json()) as { phone: string; infoEmail: string; groupsEmail: string };
    const { page, errors, close } = await openPage(browser, '/new-york/contact');
    const footer = page.locator('footer');
    await footer.getByText(settings.phone).waitFor();
    await footer.getByText(settings.infoEmail).waitFor();
    await footer.getByText(settings.groupsEmail).waitFor();
    await footer.getByText('11199 Main Street, Clarence, NY 14031').waitFor();
    await footer.getByText('Coming Soon, South Florida').waitFor();
    await footer.getByText(`© ${new Date().getFullYear()} Haunted Park. All rights reserved.`).waitFor();
    expect(await footer.getByRole('link', { name: 'Florida' }).getAttribute('href')).toBe('/florida');
    expect(await footer.getByRole('link', { name: 'Dark Legends' }).getAttribute('href')).toBe('/new-york/dark-legends');
    expect(await footer.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy?region=new-york');
    expect(await footer.getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe('/terms?region=new-york');
    expect(errors).toEqual([]);
    await close();
  });

  it('lets a visitor choose a region on the landing page and skip to the content with the keyboard', async () => {
    const { page, errors, close } = await openPage(browser, '/', { width: 360 });
    await page.getByText('Choose your terror. Select your nightmare destination.').waitFor();
    for (const text of [
      "Buffalo's most terrifying haunted hayride",
      `Opening September ${openingYear()}`,
      'Located in Clarence, NY',
      'Southern nightmares and tropical terror await',
      'South Florida Location',
    ]) {
      await page.getByText(text).waitFor();
    }
    await page.getByRole('link', { name: 'Enter Florida' }).click();
    await page.waitForURL('**/florida');
    await page.getByRole('heading', { name: 'Florida Nightmares' }).waitFor();
    // The new page's content takes the focus, so the next Tab continues there.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');

    await page.goto('/florida');
    await page.getByRole('heading', { name: 'Florida Nightmares' }).waitFor();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to content');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
    await page.goto('/');
    await page.getByRole('link', { name: 'Enter New York' }).click();
    await page.waitForURL('**/new-york');
    expect(errors).toEqual([]);
    await close();
  });

  it('shows the 404 page for an unknown path, with the 404 status', async () => {
    const { page, errors, close } = await openPage(browser, 'about:blank', { width: 360 });
    const response = await page.goto('/new-york/haunted/nowhere');
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    await page.getByText("This page doesn't exist.", { exact: false }).waitFor();
    expect(await page.getByText('Did you forget to add the page to the router?').count()).toBe(0);
    // The site's navigation and footer, and the ways back: both regions and the stories.
    await page.getByRole('button', { name: 'Open menu' }).waitFor();
    const back = page.getByRole('navigation', { name: 'Ways back' });
    expect(await back.getByRole('link', { name: 'Florida' }).getAttribute('href')).toBe('/florida');
    expect(await back.getByRole('link', { name: 'New York' }).getAttribute('href')).toBe('/new-york');
    expect(await back.getByRole('link', { name: 'Dark Legends' }).getAttribute('href')).toBe('/new-york/dark-legends');
    await page.locator('footer').getByRole('link', { name: 'Privacy Policy' }).waitFor();
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
    expect(await page.title()).toContain('404');
    expect(errors).toEqual([]);
    await close();
  });
});

describe('A park started without the demo content (SEED_DEMO=false)', () => {
  const app = privateAppSession(() =>
    startPrivateApp({ purpose: 'no-facts', username: 'warden', prepare: async () => ({ SEED_DEMO: 'false' }) }),
  );

  it('shows a visitor no phone, e-mail, address, social link or FAQ answer the park did not give', async () => {
    const { page, errors, close } = await openPage(app.browser, app.url('/new-york/contact'));
    const footer = page.locator('footer');
    await footer.getByRole('heading', { name: 'Quick Links' }).waitFor();
    expect(await footer.getByRole('heading', { name: 'Contact' }).count()).toBe(0);
    expect(await footer.getByRole('heading', { name: 'Locations' }).count()).toBe(0);
    expect(await footer.getByRole('list', { name: 'Social media' }).count()).toBe(0);
    expect(await page.locator('a[href^="tel:"], a[href^="mailto:"]').count()).toBe(0);
    expect(await page.locator('body').innerText()).not.toMatch(/555-01|hauntedpark\.com|Clarence/);
    expect(await footer.innerText()).not.toContain('—');
    const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).join('\n');
    expect(jsonLd).not.toMatch(/telephone|555-01|hauntedpark\.com|streetAddress/);
    await page.goto(app.url('/new-york/faq'));
    expect(await page.getByText('safe word', { exact: false }).count()).toBe(0);
    // The region copy: no claim or town of the demo park, and no empty line where the park has written none.
    for (const path of ['/', '/new-york']) {
      await page.goto(app.url(path));
      expect(await page.locator('main').innerText()).not.toMatch(/Buffalo|Clarence|#1/);
    }
    await page.goto(app.url('/'));
    const newYork = page.getByRole('article').filter({ hasText: 'Enter New York' });
    await newYork.getByText(/^Opening September \d{4}$/).waitFor();
    expect(await newYork.locator('svg[data-testid="PlaceIcon"]').count()).toBe(0);
    await page.goto(app.url('/employment?region=new-york'));
    await page.getByText('Apply to work at Haunted Park New York').waitFor();
    expect(await page.locator('main').innerText()).not.toMatch(/Clarence|rear of the farm|@hauntedpark\.com/);
    expect(errors).toEqual([]);
    await close();
  });

  it('counts the attractions the park has in the copy that names their number', async () => {
    const token = await app.token();
    for (const [title, category] of [
      ['Corn Maze', 'maze'],
      ['Night Wagon', 'hayride'],
      ['Old Barn', 'haunted-house'],
    ]) {
      const description = `${title}, in the dark.`;
      const body = { title, description, image: '/images/attractions/hayride.webp', category, region: 'new-york' };
      expect((await app.api('/api/attractions', { method: 'POST', token, json: body })).status).toBe(201);
    }
    const { page, errors, close } = await openPage(app.browser, app.url('/new-york/attractions'));
    await page.getByText('Three terrifying attractions. One unforgettable night.', { exact: false }).waitFor();
    await page.goto(app.url('/new-york'));
    await page.getByText('Three ways to lose your nerve', { exact: false }).waitFor();
    expect(await page.getByText(/\bSix\b/).count()).toBe(0);
    expect(errors).toEqual([]);
    await close();
  });
});
