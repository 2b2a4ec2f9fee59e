import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { SCREENSHOTS_DIR } from '../support/browser';
import { adminSession, toast, type AdminPage } from './admin-support';

const GA4_ID = 'G-HAUNT2026';
const GA4_SCRIPT = `https://www.googletagmanager.com/gtag/js?id=${GA4_ID}`;

/**
 * Every request the context makes to another origin, none of which reaches the internet: Google's tag is answered by a
 * stub that marks the page when it runs (which the CSP must allow), anything else is refused.
 */
async function outsideRequests(context: BrowserContext, appUrl: string): Promise<string[]> {
  const requests: string[] = [];
  const app = new URL(appUrl).origin;
  await context.route(
    (url) => url.origin !== app,
    (route) => {
      const url = route.request().url();
      requests.push(url);
      if (url === GA4_SCRIPT) return route.fulfill({ contentType: 'text/javascript', body: 'window.gtagStubRan = true;' });
      return route.abort();
    },
  );
  return requests;
}

/** Opens `path` with the outside requests recorded from the first one on. */
async function openRecorded(opened: AdminPage, appUrl: string, path: string) {
  const requests = await outsideRequests(opened.context, appUrl);
  await opened.page.goto(path);
  return requests;
}

/** Google's data layer, where gtag() queues its commands (as `arguments` objects). */
type WithDataLayer = Window & { dataLayer?: unknown[]; gtagStubRan?: boolean };

/** The page views the page has queued for Google's tag, by the address each was for. */
const ga4PageViews = (page: Page) =>
  page.evaluate(() =>
    ((window as WithDataLayer).dataLayer ?? [])
      .map((entry) => [...(entry as IArguments)] as unknown[])
      .filter(([command, name]) => command === 'event' && name === 'page_view')
      .map(([, , details]) => (details as { page_location: string }).page_location),
  );

describe('outside analytics: the owner turns Google Analytics on', () => {
  const admin = adminSession();

  it('are off by default: a public page fetches nothing from Google or Meta, nor the tags’ code', async () => {
    const visitor = await admin.open('about:blank', { signIn: false });
    const ownRequests: string[] = [];
    visitor.page.on('request', (request) => ownRequests.push(request.url()));
    for (const path of ['/', '/new-york']) {
      const requests = await openRecorded(visitor, admin.baseUrl, path);
      await visitor.page.waitForLoadState('networkidle');
      expect(requests).toEqual([]);
    }
    expect(ownRequests.filter((url) => /outside-tags/.test(url))).toEqual([]);
    expect(await visitor.page.evaluate(() => (window as WithDataLayer).dataLayer)).toBeUndefined();
    const privacy = await visitor.page.request.get('/privacy');
    expect(await privacy.text()).not.toContain('Outside analytics');
    expect(visitor.errors).toEqual([]);
    await visitor.close();
  });

  it('the owner sets a GA4 id; public pages then load Google’s tag after the page and count each page, the admin never', async () => {
    const { page, errors, close } = await admin.open('/admin/settings', { width: 1440 });
    const section = page.locator('.MuiCard-root', { has: page.getByRole('heading', { name: 'Outside analytics' }) });
    await section.getByText('The site counts its visits itself, without cookies').waitFor();
    const ga4 = section.getByLabel('GA4 Measurement ID');
    await ga4.fill('UA-12345678-1');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await section.getByText('GA4 measurement ID must be G- followed by 4 to 12 capital letters or digits').waitFor();
    await ga4.fill(GA4_ID);
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await toast(page, 'Settings saved');
    await section.screenshot({ path: join(SCREENSHOTS_DIR, 'admin-outside-analytics-1440.png') });
    await page.setViewportSize({ width: 390, height: 900 });
    await section.scrollIntoViewIfNeeded();
    await section.screenshot({ path: join(SCREENSHOTS_DIR, 'admin-outside-analytics-390.png') });
    expect(await ga4.inputValue()).toBe(GA4_ID);
    expect(errors).toEqual([]);
    await close();

    const visitor = await admin.open('about:blank', { signIn: false });
    const requests = await openRecorded(visitor, admin.baseUrl, '/new-york');
    await visitor.page.waitForFunction(() => (window as WithDataLayer).gtagStubRan === true);
    expect(requests).toEqual([GA4_SCRIPT]);
    await visitor.page.waitForFunction(() => ((window as WithDataLayer).dataLayer ?? []).length >= 3);
    expect(await ga4PageViews(visitor.page)).toEqual([`${admin.baseUrl}/new-york`]);

    await visitor.page.getByRole('navigation', { name: 'New York navigation' }).getByRole('link', { name: 'Attractions' }).click();
    await visitor.page.waitForURL('**/new-york/attractions');
    await visitor.page.waitForFunction(() => ((window as WithDataLayer).dataLayer ?? []).length >= 4);
    expect(await ga4PageViews(visitor.page)).toEqual([`${admin.baseUrl}/new-york`, `${admin.baseUrl}/new-york/attractions`]);
    // The script is added once; a navigation only queues the page view.
    expect(requests).toEqual([GA4_SCRIPT]);
    expect(visitor.errors).toEqual([]);
    await visitor.close();

    const staff = await admin.open('about:blank');
    const adminRequests = await openRecorded(staff, admin.baseUrl, '/admin/settings');
    await staff.page.getByRole('heading', { name: 'Outside analytics' }).waitFor();
    await staff.page.waitForLoadState('networkidle');
    expect(adminRequests).toEqual([]);
    expect(await staff.page.evaluate(() => (window as WithDataLayer).dataLayer)).toBeUndefined();
    expect(staff.errors).toEqual([]);
    await staff.close();
  });

  it('the privacy policy, as the server sends it, names Google Analytics, what it receives and its policy', async () => {
    const visitor = await admin.open('about:blank', { signIn: false });
    const html = await (await visitor.page.request.get('/privacy')).text();
    expect(html).toContain('Outside analytics');
    expect(html).toContain('Google Analytics (Google LLC) receives the pages you visit');
    expect(html).toContain('https://policies.google.com/privacy');
    expect(html).not.toContain('Meta Pixel');

    await openRecorded(visitor, admin.baseUrl, '/privacy');
    const section = visitor.page.getByRole('region', { name: 'Outside analytics' });
    await section.getByText('It sets Google’s cookies in your browser').waitFor();
    expect(await section.getByRole('link', { name: 'Google’s privacy policy' }).getAttribute('href')).toBe(
      'https://policies.google.com/privacy',
    );
    expect(visitor.errors).toEqual([]);
    await visitor.close();
  });
});
