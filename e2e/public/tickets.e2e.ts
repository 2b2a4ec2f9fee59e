import type { Browser } from 'playwright-core';
import { apiFetch } from '../support/api';
import { launchBrowser, openPage, screenshot } from '../support/browser';
import { fakeTicketingSite, TICKETING_ORIGIN } from './public-support';

describe('Ticket page', () => {
  let browser: Browser;
  let settings: Record<string, unknown>;

  beforeAll(async () => {
    browser = await launchBrowser();
    settings = (await (await apiFetch('/api/settings')).json()) as Record<string, unknown>;
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('embeds the configured ticketing site in a full-height frame with the spinner until it loads', async () => {
    const ticketingUrl = `${TICKETING_ORIGIN}/haunted-park`;
    const { page, context, errors, close } = await openPage(browser, 'about:blank');
    await context.route('**/api/settings', (route) => route.fulfill({ json: { ...settings, ticketingUrl } }));
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await context.route(`${TICKETING_ORIGIN}/**`, async (route) => {
      await held;
      await route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Tickets</title><h1>Fake ticketing site</h1>' });
    });
    await page.goto('/tickets');
    await page.getByRole('heading', { name: 'BUY TICKETS' }).waitFor();
    await page.getByText('Loading ticketing system...').waitFor();
    release();
    await page.getByText('Loading ticketing system...').waitFor({ state: 'detached' });

    const frame = page.locator('iframe[title="Ticketing system"]');
    expect(await frame.getAttribute('src')).toBe(ticketingUrl);
    expect(await frame.getAttribute('allow')).toBe('payment; fullscreen');
    expect((await frame.getAttribute('sandbox'))?.split(' ').sort()).toEqual(['allow-forms', 'allow-popups', 'allow-same-origin', 'allow-scripts', 'allow-top-navigation']);
    const box = await frame.boundingBox();
    expect(box?.height).toBeGreaterThan(600);
    expect(await page.frameLocator('iframe[title="Ticketing system"]').getByText('Fake ticketing site').count()).toBe(1);

    const newTab = page.getByRole('link', { name: 'Open in New Tab' });
    expect(await newTab.getAttribute('href')).toBe(ticketingUrl);
    expect(await newTab.getAttribute('target')).toBe('_blank');
    expect(await newTab.getAttribute('rel')).toContain('noopener');
    expect(await page.getByRole('link', { name: 'Back to Site' }).getAttribute('href')).toBe('/');
    await screenshot(page, 'tickets-loaded');
    expect(errors).toEqual([]);
    await close();
  });

  it('shows the fallback when no ticketing URL is configured', async () => {
    const { page, context, errors, close } = await openPage(browser, 'about:blank', { width: 360 });
    await context.route('**/api/settings', (route) => route.fulfill({ json: { ...settings, ticketingUrl: null } }));
    await page.goto('/tickets');
    await page.getByRole('heading', { name: 'UNABLE TO LOAD TICKETING SYSTEM' }).waitFor();
    await page.getByText(/Our ticketing system is temporarily unavailable/).waitFor();
    await page.getByRole('button', { name: 'Visit External Ticketing Site' }).waitFor();
    expect(await page.locator('iframe').count()).toBe(0);
    await screenshot(page, 'tickets-fallback-360');
    expect(errors).toEqual([]);
    await close();
  });

  it('shows the fallback when the ticketing site does not load in time', async () => {
    const { page, context, errors, close } = await openPage(browser, 'about:blank');
    await context.route('**/api/settings', (route) => route.fulfill({ json: { ...settings, ticketingUrl: `${TICKETING_ORIGIN}/slow` } }));
    await context.route(`${TICKETING_ORIGIN}/**`, () => undefined); // never answers
    await page.clock.install();
    await page.goto('/tickets');
    await page.getByText('Loading ticketing system...').waitFor();
    await page.clock.fastForward(16_000);
    await page.getByRole('heading', { name: 'UNABLE TO LOAD TICKETING SYSTEM' }).waitFor();
    const visit = page.getByRole('link', { name: 'Visit External Ticketing Site' });
    expect(await visit.getAttribute('href')).toBe(`${TICKETING_ORIGIN}/slow`);
    expect(await visit.getAttribute('target')).toBe('_blank');
    expect(errors).toEqual([]);
    await close();
  });

  it('sends every ticket button of the attractions page to the ticketing site in a new tab', async () => {
    const { page, context, errors, close } = await openPage(browser, 'about:blank');
    await fakeTicketingSite(context);
    await page.goto('/new-york/attractions');
    await page.getByRole('heading', { name: 'NEW YORK ATTRACTIONS' }).waitFor();
    await page.getByRole('link', { name: /Experience This Attraction/ }).first().waitFor();
    const links = page.locator('main').getByRole('link', { name: /Buy Tickets|Experience This Attraction|Learn more/i });
    const count = await links.count();
    expect(count).toBeGreaterThan(2);
    for (let i = 0; i < count; i++) {
      const link = links.nth(i);
      expect(await link.getAttribute('href')).toBe(settings.ticketingUrl);
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
