import type { Page } from 'playwright-core';
import { menuToggleCollapsed, ownAppSession } from './public-support';

/** Before any script of the page: when the first contentful paint happens. */
function recordFirstPaint() {
  new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length > 0) (window as unknown as { painted: boolean }).painted = true;
  }).observe({ type: 'paint', buffered: true });
}

/**
 * A phone whose app code is still on its way: 4× CPU slowdown, and every script but the page's first one held back
 * until the test has tapped, so the tap surely comes before hydration (as it does on a slow network).
 */
async function openBeforeHydration(own: ReturnType<typeof ownAppSession>, path: string) {
  const context = await own.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await context.addInitScript(recordFirstPaint);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });

  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let entry: string | undefined;
  await page.route('**/*.js', async (route) => {
    entry ??= route.request().url();
    if (route.request().url() !== entry) await released;
    await route.continue();
  });
  await page.goto(own.url(path), { waitUntil: 'domcontentloaded' });
  await page.waitForFunction(() => (window as unknown as { painted?: boolean }).painted === true);
  const hydrated = () => page.evaluate(() => document.documentElement.dataset.hydrated === 'true');

  return {
    page,
    errors,
    /** Lets the app load and hydrate. */
    release: () => release(),
    /** Taps before the app has arrived (the page not hydrated), then lets the app load and hydrate. */
    async tapEarly(tap: () => Promise<void>) {
      expect(await hydrated()).toBe(false);
      await tap();
      expect(await hydrated()).toBe(false);
      release();
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    },
    close: () => context.close(),
  };
}

async function tapAt(page: Page, selector: string) {
  // force: the page is not hydrated yet, which is the point; the control is on screen and enabled.
  await page.locator(selector).first().tap({ force: true });
}

describe('What a visitor does right after first paint, before the app has arrived, has its effect', () => {
  const own = ownAppSession();

  it('opens the menu tapped before hydration at once, without the app, and keeps it open once the app runs', async () => {
    const { page, errors, tapEarly, close } = await openBeforeHydration(own, '/new-york');
    const menu = page.getByRole('dialog', { name: 'Menu' }).getByRole('navigation', { name: 'New York menu' });
    await tapEarly(async () => {
      await tapAt(page, 'button[aria-label="Open menu"]');
      await menu.waitFor();
    });
    await menu.waitFor();
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    await menuToggleCollapsed(page);
    expect(errors).toEqual([]);
    await close();
  });

  it('applies the story filter tapped before hydration', async () => {
    const { page, errors, tapEarly, close } = await openBeforeHydration(own, '/new-york/dark-legends');
    await tapEarly(() => tapAt(page, '[data-filter="mystery"]'));
    await page.waitForURL(/category=mystery/);
    await page.waitForFunction(() => document.querySelector('[data-filter="mystery"]')?.getAttribute('aria-pressed') === 'true');
    expect(errors).toEqual([]);
    await close();
  });

  it('plays the Ouija planchette tapped before hydration', async () => {
    const { page, errors, tapEarly, close } = await openBeforeHydration(own, '/ouija');
    const generated = page.waitForResponse((response) => response.url().endsWith('/api/discount/generate'));
    await tapEarly(() => tapAt(page, '[data-testid="planchette"]'));
    expect((await generated).status()).toBe(201);
    await page.getByRole('dialog', { name: 'THE SPIRITS HAVE SPOKEN!' }).waitFor();
    expect(errors).toEqual([]);
    await close();
  });

  it('keeps every digit typed into the phone while the page hydrates around the form, formatted once', async () => {
    const { page, errors, release, close } = await openBeforeHydration(own, '/employment');
    const phone = page.locator('#employment-phone');
    await phone.pressSequentially('50123');
    release();
    // The visitor goes on typing as soon as React has put its props on the field: the form's part of the page hydrates
    // before the rest, so these keys land while the page hydrates around the form, or just after it on a fast machine.
    await page.waitForFunction(() =>
      Object.keys(document.getElementById('employment-phone')!).some((key) => key.startsWith('__reactProps')),
    );
    await phone.pressSequentially('45678');
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    expect(await phone.inputValue()).toBe('501-234-5678');
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await page.getByText('Last Name: Required').waitFor();
    expect(await page.getByText('Phone must be in format: 123-456-7890').count()).toBe(0);
    expect(await phone.inputValue()).toBe('501-234-5678');
    expect(errors).toEqual([]);
    await close();
  });

  it('keeps what was typed and checked before hydration in the form, the phone formatted', async () => {
    const { page, errors, tapEarly, close } = await openBeforeHydration(own, '/employment');
    await tapEarly(async () => {
      await page.locator('#employment-firstName').pressSequentially('Ichabod');
      await page.locator('#employment-phone').pressSequentially('7165551234');
      await page.locator('#employment-over18').check({ force: true });
    });
    await page.waitForFunction(() => (document.getElementById('employment-phone') as HTMLInputElement).value === '716-555-1234');
    await page.getByRole('button', { name: 'Submit Application' }).click();
    // The refused submit lists what is missing: not what the visitor gave before the app arrived.
    await page.getByText('Last Name: Required').waitFor();
    expect(await page.getByText('First Name: Required').count()).toBe(0);
    expect(await page.getByText('Phone must be in format: 123-456-7890').count()).toBe(0);
    expect(await page.getByText('You must be 18 or older to apply').count()).toBe(0);
    expect(await page.locator('#employment-firstName').inputValue()).toBe('Ichabod');
    expect(errors).toEqual([]);
    await close();
  });
});
