import { adminSession } from '../admin/admin-support';
import { startTrustedStubVendor, type TrustedStubVendor } from '../support/stub-vendor';
import { adminToken, apiFetch } from '../support/api';
import { openPage, screenshot } from '../support/browser';
import { TICKETING_ORIGIN } from './public-support';

/**
 * The ticket page is rendered on the server with the saved settings, so each test saves, as staff do, the ticketing
 * site it needs. A vendor this app cannot reach counts as refusing to be framed; the framing one is a local https stub
 * that a second app trusts (its frame's content is answered by the browser test itself).
 */
describe('Ticket page', () => {
  let settings: Record<string, unknown>;
  let vendor: TrustedStubVendor;

  const documentOf = (current: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(current).filter(([key]) => !['updatedAt', 'ticketingEmbeddable', 'ticketingCheck'].includes(key)));

  /** Saves the ticketing URL on the app under test, runs `run`, then puts the settings back. */
  async function withTicketingUrl(ticketingUrl: string | null, run: () => Promise<void>): Promise<void> {
    const token = await adminToken();
    const save = async (body: Record<string, unknown>) =>
      expect((await apiFetch('/api/settings', { method: 'PUT', token, json: body })).status).toBe(200);
    await save({ ...documentOf(settings), ticketingUrl });
    try {
      await run();
    } finally {
      await save(documentOf(settings));
    }
  }

  beforeAll(async () => {
    vendor = await startTrustedStubVendor();
  });

  afterAll(async () => {
    await vendor?.close();
  });

  // The browser of these tests, and the second app, which trusts the vendor.
  const framingApp = adminSession({ env: () => vendor.env });

  beforeAll(async () => {
    settings = (await (await apiFetch('/api/settings')).json()) as Record<string, unknown>;
    const token = await framingApp.token();
    const current = (await (await framingApp.api('/api/settings')).json()) as Record<string, unknown>;
    const saved = await framingApp.api('/api/settings', {
      method: 'PUT',
      token,
      json: { ...documentOf(current), ticketingUrl: `${vendor.origin}/open` },
    });
    expect(((await saved.json()) as { ticketingEmbeddable: boolean }).ticketingEmbeddable).toBe(true);
  });

  it('embeds a ticketing site that allows framing in a full-height frame with the spinner until it loads', async () => {
    const ticketingUrl = `${vendor.origin}/open`;
    const { page, context, errors, close } = await openPage(framingApp.browser, 'about:blank');
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await context.route(`${vendor.origin}/**`, async (route) => {
      await held;
      await route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Tickets</title><h1>Fake ticketing site</h1>' });
    });
    // The frame is in the page's markup: the page's load event waits for it, so the test waits for the DOM only.
    await page.goto(`${framingApp.baseUrl}/tickets`, { waitUntil: 'domcontentloaded' });
    await page.getByRole('heading', { name: 'BUY TICKETS' }).waitFor();
    await page.getByText('Loading ticketing system...').waitFor();
    release();
    await page.getByText('Loading ticketing system...').waitFor({ state: 'detached' });

    const frame = page.locator('iframe[title="Ticketing system"]');
    expect(await frame.getAttribute('src')).toBe(ticketingUrl);
    expect(await frame.getAttribute('allow')).toBe('payment; fullscreen');
    expect((await frame.getAttribute('sandbox'))?.split(' ').sort()).toEqual([
      'allow-forms',
      'allow-popups',
      'allow-same-origin',
      'allow-scripts',
      'allow-top-navigation',
    ]);
    const box = await frame.boundingBox();
    expect(box?.height).toBeGreaterThan(600);
    expect(await page.frameLocator('iframe[title="Ticketing system"]').getByText('Fake ticketing site').count()).toBe(1);

    const newTab = page.getByRole('link', { name: 'Open in New Tab' });
    expect(await newTab.getAttribute('href')).toBe(ticketingUrl);
    expect(await newTab.getAttribute('target')).toBe('_blank');
    expect(await newTab.getAttribute('rel')).toContain('noopener');
    expect(await page.getByRole('link', { name: 'Back to Site' }).getAttribute('href')).toBe('/');
    // The page is in the region's layout: its navigation and footer around it.
    await page.getByRole('navigation', { name: 'New York navigation' }).waitFor();
    expect(await page.getByRole('contentinfo').count()).toBe(1);
    await screenshot(page, 'tickets-loaded');
    expect(errors).toEqual([]);
    await close();
  });

  it('shows the fallback, never a frame, when the ticketing site cannot be framed (refused or unreachable)', async () => {
    const ticketingUrl = `${TICKETING_ORIGIN}/no-frames`;
    const { page, errors, close } = await openPage(framingApp.browser, 'about:blank');
    await withTicketingUrl(ticketingUrl, () => page.goto('/tickets').then(() => undefined));
    await page.getByRole('heading', { name: 'UNABLE TO LOAD TICKETING SYSTEM' }).waitFor();
    expect(await page.getByRole('link', { name: 'Visit External Ticketing Site' }).getAttribute('href')).toBe(ticketingUrl);
    expect(await page.locator('iframe').count()).toBe(0);
    expect(errors).toEqual([]);
    await close();
  });

  it('says tickets are not on sale yet, never "temporarily unavailable", when no ticketing URL is configured', async () => {
    const { page, errors, close } = await openPage(framingApp.browser, 'about:blank', { width: 390, height: 844 });
    await withTicketingUrl(null, () => page.goto('/tickets').then(() => undefined));
    await page.getByRole('heading', { name: 'TICKETS ARE NOT ON SALE YET' }).waitFor();
    await page
      .getByRole('list', { name: 'Hours' })
      .getByText(/^Doors Open: /)
      .first()
      .waitFor();
    expect(await page.getByText(/temporarily unavailable/).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Open in New Tab' }).count()).toBe(0);
    expect(await page.locator('iframe').count()).toBe(0);
    await screenshot(page, 'tickets-not-on-sale-390');

    // On a phone: the region's menu and footer, one page scroll (no box of the page scrolls on its own), and the
    // prices right after the notice, with no blank stretch between them.
    await page.getByRole('button', { name: 'Open menu' }).waitFor();
    expect(await page.getByRole('contentinfo').count()).toBe(1);
    const innerScrollers = await page.evaluate(() =>
      [...document.querySelectorAll('main *')]
        .filter((element) => /(auto|scroll)/.test(getComputedStyle(element).overflowY) && element.scrollHeight > element.clientHeight)
        .map((element) => element.outerHTML.slice(0, 80)),
    );
    expect(innerScrollers).toEqual([]);
    const form = page.getByRole('form', { name: 'Tell me when tickets go on sale' });
    const formBox = (await form.boundingBox())!;
    const pricesBox = (await page.getByRole('list', { name: 'Ticket types and prices' }).boundingBox())!;
    expect(pricesBox.y - (formBox.y + formBox.height)).toBeLessThan(120);

    // 'Tell me when tickets go on sale' signs the address up for the region's mailing list (confirmed by e-mail).
    await form.getByLabel('Email').fill(`early.bird.${Date.now()}@example.com`);
    await form.getByRole('button', { name: 'Sign me up' }).click();
    await form
      .getByRole('status')
      .getByText(/for our link to confirm|we noted/)
      .waitFor();
    expect(errors).toEqual([]);
    await close();
  });

  it('shows the fallback when the ticketing site does not load in time', async () => {
    const { page, context, errors, close } = await openPage(framingApp.browser, 'about:blank');
    await context.route(`${vendor.origin}/**`, () => undefined); // never answers
    await page.clock.install();
    await page.goto(`${framingApp.baseUrl}/tickets`, { waitUntil: 'domcontentloaded' });
    await page.getByText('Loading ticketing system...').waitFor();
    await page.clock.fastForward(16_000);
    await page.getByRole('heading', { name: 'UNABLE TO LOAD TICKETING SYSTEM' }).waitFor();
    const visit = page.getByRole('link', { name: 'Visit External Ticketing Site' });
    expect(await visit.getAttribute('href')).toBe(`${vendor.origin}/open`);
    expect(await visit.getAttribute('target')).toBe('_blank');
    expect(errors).toEqual([]);
    await close();
  });

  it('sends every ticket button of the attractions page to a ticketing site that cannot be framed, in a new tab', async () => {
    const { page, errors, close } = await openPage(framingApp.browser, 'about:blank');
    // A vendor that cannot be framed: every ticket button opens it directly.
    const ticketingUrl = `${TICKETING_ORIGIN}/haunted-park`;
    await withTicketingUrl(ticketingUrl, () => page.goto('/new-york/attractions').then(() => undefined));
    await page.getByRole('heading', { name: 'NEW YORK ATTRACTIONS' }).waitFor();
    await page
      .getByRole('link', { name: /Experience This Attraction/ })
      .first()
      .waitFor();
    const links = page.locator('main').getByRole('link', { name: /Buy Tickets|Experience This Attraction|Learn more/i });
    const count = await links.count();
    expect(count).toBeGreaterThan(2);
    for (let i = 0; i < count; i++) {
      const link = links.nth(i);
      expect(await link.getAttribute('href')).toBe(ticketingUrl);
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await link.getAttribute('rel')).toContain('noopener');
    }
    await page.getByText('FEATURED', { exact: true }).first().waitFor();
    await page.getByRole('heading', { name: 'MORE TERRIFYING EXPERIENCES' }).waitFor();
    expect(await page.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/new-york');
    expect(errors).toEqual([]);
    await close();
  });
});
