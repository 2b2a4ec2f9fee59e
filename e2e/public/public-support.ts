import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from 'playwright-core';
import { makeDataDir, randomPassword, removeDir, startApp, type RunningApp } from '../support/app-server';

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

export interface OwnApp {
  app: RunningApp;
  url(path: string): string;
  /** fetch() against this app; `json` sends a JSON body, `token` a bearer header. */
  api(path: string, init?: RequestInit & { json?: unknown; token?: string }): Promise<Response>;
  adminToken(): Promise<string>;
  stop(): Promise<void>;
}

/**
 * A private instance of the built app (fresh SQLite database with demo content) for specs whose actions are
 * limited per visitor (contact, applications, the once-a-day discount) or that add content, so they neither
 * depend on nor disturb the shared instance.
 */
export async function startOwnApp(): Promise<OwnApp> {
  const dataDir = makeDataDir('haunt-e2e-public-');
  const username = 'public-e2e';
  const password = randomPassword();
  const app = await startApp({ dataDir, env: { ADMIN_USERNAME: username, ADMIN_PASSWORD: password } });
  const api: OwnApp['api'] = (path, init = {}) => {
    const { json, token, headers, ...rest } = init;
    const merged = new Headers(headers);
    if (json !== undefined) merged.set('Content-Type', 'application/json');
    if (token) merged.set('Authorization', `Bearer ${token}`);
    return fetch(new URL(path, app.baseUrl), { ...rest, headers: merged, body: json !== undefined ? JSON.stringify(json) : rest.body });
  };
  return {
    app,
    url: (path) => new URL(path, app.baseUrl).toString(),
    api,
    adminToken: async () => {
      const response = await api('/api/admin/login', { method: 'POST', json: { username, password } });
      const body = (await response.json()) as { token?: string };
      if (!body.token) throw new Error(`login failed: ${response.status}`);
      return body.token;
    },
    stop: async () => {
      await app.stop();
      removeDir(dataDir);
    },
  };
}

/** Waits until the page has no pending requests and its fonts are ready (stable screenshots and axe colours). */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}
