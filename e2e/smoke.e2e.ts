import type { Browser } from 'playwright-core';
import { DISABLED_FEATURES } from '../scripts/lib/chromium.cjs';
import { launchBrowser, openPage, screenshot } from './support/browser';

describe('smoke: the built site in a real browser', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  // scripts/lib/chromium.cjs passes Playwright's --disable-features list again with its own additions, since Chromium
  // reads only the last such switch: when Playwright's list changes, this fails until the copy is brought up to date.
  it("runs Chromium with Playwright's disabled features and none of a window's unseen pages", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto('chrome://version');
    const commandLine = await page.locator('#command_line').innerText();
    const [playwrights, ...later] = [...commandLine.matchAll(/--disable-features=(\S+)/g)].map(([, list]) => list.split(','));
    expect(later).toEqual([DISABLED_FEATURES]);
    expect(DISABLED_FEATURES).toEqual(expect.arrayContaining(playwrights!));
    const session = await browser.newBrowserCDPSession();
    const { targetInfos } = await session.send('Target.getTargets', { filter: [{}] });
    expect(targetInfos.filter(({ type }) => type === 'browser_ui').map(({ url }) => url)).toEqual([]);
    await session.detach();
    await context.close();
  });

  it('renders the landing page without console errors', async () => {
    const { page, errors, close } = await openPage(browser, '/');
    await page.getByText('Choose your terror. Select your nightmare destination.').waitFor({ state: 'visible' });
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'smoke-landing');
    expect(errors).toEqual([]);
    await close();
  });

  it('shows the 404 page for an unknown path, on a phone too, without console errors', async () => {
    for (const width of [1280, 375]) {
      const { page, errors, close } = await openPage(browser, '/no-such-page/anywhere', { width });
      await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor({ state: 'visible' });
      await page.waitForLoadState('networkidle');
      await screenshot(page, `smoke-not-found-${width}`);
      expect(errors).toEqual([]);
      await close();
    }
  });
});
