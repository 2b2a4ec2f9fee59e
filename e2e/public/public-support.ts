import axe, { type AxeResults, type RunOptions } from 'axe-core';
import type { BrowserContext, Frame, Page } from 'playwright-core';
import { openPage, pageSettled, waitForHydration, type OpenedPage, type OpenPageOptions } from '../support/browser';
import { privateAppSession, startPrivateApp, type PrivateAppSession } from '../support/private-app';

/** A public page the page checks (pages.e2e.ts) and the HTML checks (html-validity.e2e.ts) visit. */
export interface PublicPage {
  name: string;
  path: string;
  /** The text a visitor sees once the page is there. */
  heading: string | RegExp;
  /** Console errors the page makes on purpose (an unknown story is looked up and answered 404). */
  ignoreErrors?: RegExp[];
}

/**
 * Every public page of the demo content, each region's where a page is per region (a story's page is added by the
 * specs from the demo content), and Florida's main pages in Spanish. A page added to the route table (frontend/src/app/route-table.ts) is added here.
 */
export const PUBLIC_PAGES: PublicPage[] = [
  { name: 'landing', path: '/', heading: 'Haunted Park' },
  { name: 'new-york-home', path: '/new-york', heading: 'THE #1 HAUNTED ATTRACTION' },
  { name: 'new-york-attractions', path: '/new-york/attractions', heading: 'NEW YORK ATTRACTIONS' },
  { name: 'new-york-legends', path: '/new-york/dark-legends', heading: 'DARK LEGENDS' },
  { name: 'new-york-contact', path: '/new-york/contact', heading: 'CONTACT US' },
  { name: 'new-york-faq', path: '/new-york/faq', heading: 'KNOW BEFORE YOU GO' },
  { name: 'new-york-groups', path: '/new-york/groups', heading: 'GROUP BOOKINGS' },
  { name: 'florida-home', path: '/florida', heading: 'Florida Nightmares' },
  { name: 'florida-legends', path: '/florida/dark-legends', heading: 'DARK LEGENDS' },
  { name: 'florida-contact', path: '/florida/contact', heading: 'CONTACT US' },
  { name: 'florida-faq', path: '/florida/faq', heading: 'KNOW BEFORE YOU GO' },
  { name: 'florida-groups', path: '/florida/groups', heading: 'GROUP BOOKINGS' },
  { name: 'tickets', path: '/tickets', heading: 'BUY TICKETS' },
  { name: 'tickets-florida', path: '/tickets?region=florida', heading: 'BUY TICKETS' },
  { name: 'employment', path: '/employment', heading: 'JOIN OUR TERRIFYING TEAM' },
  { name: 'employment-florida', path: '/employment?region=florida', heading: 'JOIN OUR TERRIFYING TEAM' },
  { name: 'ouija', path: '/ouija', heading: 'DISCOUNT OUIJA' },
  { name: 'privacy', path: '/privacy', heading: 'Privacy Policy' },
  { name: 'terms', path: '/terms', heading: 'Terms of Service' },
  { name: 'es-florida-home', path: '/es/florida', heading: 'Pesadillas de Florida' },
  { name: 'es-florida-faq', path: '/es/florida/faq', heading: 'ANTES DE TU VISITA' },
  { name: 'es-florida-contact', path: '/es/florida/contact', heading: 'CONTÁCTANOS' },
  { name: 'es-employment-florida', path: '/es/employment?region=florida', heading: 'ÚNETE A NUESTRO EQUIPO DE TERROR' },
  { name: 'confirm-subscription', path: '/mailing-list/confirm', heading: 'CONFIRM YOUR SIGN-UP' },
  { name: 'unsubscribe', path: '/mailing-list/unsubscribe', heading: 'UNSUBSCRIBE' },
  { name: 'not-found', path: '/no-such-page', heading: '404 Page Not Found' },
  {
    name: 'story-not-found',
    path: '/new-york/dark-legends/no-such-story',
    heading: 'Story Not Found',
    ignoreErrors: [/status of 404 .*\/api\/blog-posts\/no-such-story/],
  },
];

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

/** Waits until the phone menu's dialog is closed (its toggle, a `command` button, carries no aria-expanded). */
export async function menuToggleCollapsed(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelector('#mobile-menu-dialog')?.hasAttribute('open') === false);
}

const AXE_OPTIONS: RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
  // Only the violations are read: axe then describes one node of each passing rule instead of every node it checked.
  resultTypes: ['violations'],
};

/**
 * axe-core in `frame` once per document, answering a parent of any origin (the ticket vendor's frame is checked too).
 * @axe-core/playwright injected it again for every check and finished each in a page of its own: three to four times
 * the time of the check itself.
 */
async function injectAxe(frame: Frame): Promise<void> {
  if (await frame.evaluate(() => 'axe' in window)) return;
  await frame.evaluate(axe.source);
  await frame.evaluate(() => (window as unknown as { axe: typeof axe }).axe.configure({ allowedOrigins: ['<unsafe_all_origins>'] }));
}

/** axe-core on the current page: the serious and critical violations, as readable lines. */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  // A button disabled until the page is hydrated takes its colours in a transition once it is: caught in between, it
  // is drawn in colours it never settles on, which axe reads as too little contrast.
  await waitForHydration(page);
  await pageSettled(page);
  await injectAxe(page.mainFrame());
  // A frame that goes away meanwhile is passed over, as axe passes over a frame that does not answer its ping.
  for (const frame of page.frames().slice(1)) await injectAxe(frame).catch(() => undefined);
  const results = (await page.evaluate(
    (options) => (window as unknown as { axe: typeof axe }).axe.run(document, options),
    AXE_OPTIONS,
  )) as AxeResults;
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

/** What a public spec with its own app works with: the app (see ownAppSession) and a connection to the worker's Chromium. */
export interface OwnAppSession extends PrivateAppSession {
  /** Opens `path` of this app in a fresh context of the browser (see openPage). */
  open(path: string, options?: OpenPageOptions): Promise<OpenedPage>;
}

/**
 * Starts a private instance of the built app (its own SQLite database with demo content) and connects to the worker's
 * Chromium before the tests of the describe block it is called in, and closes both after them (see
 * privateAppSession): for specs whose actions are limited per visitor (contact, applications, the once-a-day
 * discount) or that add content, so they neither depend on nor disturb the shared instance.
 */
export function ownAppSession(): OwnAppSession {
  const session = privateAppSession(() => startPrivateApp({ purpose: 'public', username: 'warden' }));
  return Object.assign(session, {
    open: (path: string, options?: OpenPageOptions) => openPage(session.browser, session.url(path), options),
  });
}

/** Waits until the page has no pending requests and its fonts are ready (stable screenshots and axe colours). */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}
