import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from 'playwright-core';
import { openPage, type OpenedPage, type OpenPageOptions } from '../support/browser';
import { privateAppSession, startPrivateApp, type PrivateAppSession } from '../support/private-app';

/** The widths every public page is checked at (phone, tablet, desktop). */
export const WIDTHS = [360, 768, 1440] as const;

/** The ticketing origin the app allows by default; the browser never reaches the real one (no network here). */
export const TICKETING_ORIGIN = 'https://tickets.example.com';

/** Serves a small stand-in ticketing page for every request to the ticketing origin (frames included). */
export async function fakeTicketingSite(context: BrowserContext): Promise<void> {
  await context.route(`${TICKETING_ORIGIN}/**`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Tickets</title><h1>Fake ticketing site</h1>' }),
  );
}

/**
 * Waits until the phone menu's toggle says the menu is closed. The dialog hides at once; the toggle hears of it from the
 * dialog's close event, a task later.
 */
export async function menuToggleCollapsed(page: Page): Promise<void> {
  await page.locator('[aria-controls="mobile-menu"][aria-expanded="false"]').waitFor();
}

/** axe-core on the current page: the serious and critical violations, as readable lines. */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.impact} ${violation.id}: ${violation.help} — ${violation.nodes
          .map((node) => node.target.join(' '))
          .slice(0, 3)
          .join(' | ')}`,
    );
}

/** What a public spec with its own app works with: the app (see ownAppSession) and its own Chromium. */
export interface OwnAppSession extends PrivateAppSession {
  /** Opens `path` of this app in a fresh context of the browser (see openPage). */
  open(path: string, options?: OpenPageOptions): Promise<OpenedPage>;
}

/**
 * Starts Chromium and a private instance of the built app (fresh SQLite database with demo content) before the tests
 * of the describe block it is called in, and stops both after them (see privateAppSession): for specs whose actions
 * are limited per visitor (contact, applications, the once-a-day discount) or that add content, so they neither
 * depend on nor disturb the shared instance.
 */
export function ownAppSession(): OwnAppSession {
  const session = privateAppSession(() => startPrivateApp({ purpose: 'public', username: 'public-e2e' }));
  return Object.assign(session, {
    open: (path: string, options?: OpenPageOptions) => openPage(session.browser, session.url(path), options),
  });
}

/** Waits until the page has no pending requests and its fonts are ready (stable screenshots and axe colours). */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}
