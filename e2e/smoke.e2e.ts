import type { Browser } from 'playwright-core';
import { launchBrowser, openPage, screenshot } from './support/browser';

describe('smoke: the built site in a real browser', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
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
