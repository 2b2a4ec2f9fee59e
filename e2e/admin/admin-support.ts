import type { BrowserContext, Download, Locator, Page } from 'playwright-core';
import { employmentApplicationBody } from '../../backend/test/support/factories';
import { TOKEN_KEY } from '../../frontend/src/api/token-storage';
import { actAfterHydration, screenshot } from '../support/browser';
import { privateAppSession, startPrivateApp, type PrivateApp, type PrivateAppSession } from '../support/private-app';

/**
 * A private app for one admin spec: the admin flows change content, settings and sessions (logout revokes every token
 * of the admin), so they never share an instance with the public specs or with each other.
 */
function startAdminApp(env: Record<string, string>): Promise<PrivateApp> {
  return startPrivateApp({ purpose: 'admin', username: 'warden', prepare: async () => env });
}

export interface AdminPage {
  page: Page;
  context: BrowserContext;
  /** Console errors and uncaught page errors not matched by `ignoreErrors`. */
  errors: string[];
  close(): Promise<void>;
}

export interface OpenOptions {
  width?: number;
  /**
   * Open the path signed in (default true), with a token of its own that the API's login issued, as the login form
   * stores it; false opens it as a signed-out visitor (the specs of the login form sign in through it).
   */
  signIn?: boolean;
  /** Console errors the test provokes on purpose (e.g. the 401 of a wrong password). */
  ignoreErrors?: RegExp[];
  /** Accept the self-signed certificate of a local stub server (the stub ticketing vendor a page frames). */
  ignoreHTTPSErrors?: boolean;
}

/** What an admin spec works with: its own app (see startAdminApp) and its connection to the worker's Chromium. */
export interface AdminSession extends PrivateAppSession {
  /** Opens `path` of the app in a fresh context of the browser, signed in unless `signIn: false` (see OpenOptions). */
  open(path: string, options?: OpenOptions): Promise<AdminPage>;
}

/**
 * Starts a private admin app and connects to the worker's Chromium before the tests of the describe block it is called
 * in, and closes both after them (see privateAppSession). `env` is read when the app starts, so it may name what an
 * earlier beforeAll of the spec made.
 */
export function adminSession({ env = () => ({}) }: { env?: () => Record<string, string> } = {}): AdminSession {
  const session = privateAppSession(() => startAdminApp(env()));
  return Object.assign(session, { open: (path: string, options?: OpenOptions) => openAdmin(session, path, options) });
}

/**
 * Opens `path` of the admin app in a fresh browser context, signed in as after the login form: its own session (a
 * token of its own, which a logout elsewhere or turning on two-factor revokes) in the browser's storage.
 */
async function openAdmin(admin: PrivateAppSession, path: string, options: OpenOptions = {}): Promise<AdminPage> {
  const { width = 1280, signIn = true, ignoreErrors = [], ignoreHTTPSErrors = false } = options;
  const signedIn = signIn ? [{ name: TOKEN_KEY, value: await admin.token() }] : [];
  const context = await admin.browser.newContext({
    viewport: { width, height: 900 },
    baseURL: admin.baseUrl,
    acceptDownloads: true,
    ignoreHTTPSErrors,
    storageState: { cookies: [], origins: [{ origin: new URL(admin.baseUrl).origin, localStorage: signedIn }] },
  });
  await context.addInitScript(recordAlerts);
  const page = await context.newPage();
  actAfterHydration(page);
  const errors: string[] = [];
  const record = (text: string) => {
    if (!ignoreErrors.some((pattern) => pattern.test(text))) errors.push(text);
  };
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const { url } = message.location();
    record(url ? `${message.text()} (${url})` : message.text());
  });
  page.on('pageerror', (error) => record(`Uncaught ${error.name}: ${error.message}`));
  await page.goto(path);
  return { page, context, errors, close: () => context.close() };
}

/** Goes to `path` as the app's router does: a new history entry it is told of, no page load. Runs in the page. */
export function followInApp(path: string) {
  window.history.pushState(null, '', path);
  window.dispatchEvent(new PopStateEvent('popstate'));
}

export async function logIn(page: Page, credentials: { username: string; password: string }): Promise<void> {
  await page.getByLabel('Username').fill(credentials.username);
  await page.getByLabel('Password', { exact: true }).fill(credentials.password);
  await page.getByRole('button', { name: 'Access Dashboard' }).click();
}

/** What recordAlerts leaves in the page: each alert's text, and how a text is compared (whitespace folded, lower case). */
type AlertLog = { __alertsShown?: string[]; __alertText?: (text: string) => string };

/**
 * Runs in each page before its own scripts: notes the text of every `role="alert"` the page shows, in
 * `window.__alertsShown`, so that toast() finds a toast that came and went before the test looked (one that closes after
 * five seconds on a loaded machine). A new text of the same element is a new entry. `textContent`, not `innerText`: a
 * toast comes in by a style transition, which changes no node to observe.
 */
function recordAlerts() {
  const shown: string[] = [];
  const lastText = new WeakMap<Element, string>();
  const alertText = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();
  Object.assign(window as AlertLog, { __alertsShown: shown, __alertText: alertText });
  const note = (alert: Element) => {
    const text = alertText(alert.textContent ?? '');
    if (!text || lastText.get(alert) === text) return;
    lastText.set(alert, text);
    shown.push(text);
  };
  new MutationObserver(() => document.querySelectorAll('[role="alert"]').forEach(note)).observe(document, {
    childList: true,
    subtree: true,
    characterData: true,
  });
}

/**
 * Waits until the page has shown a toast (or another alert) with `text` in its title or description, however briefly
 * (see recordAlerts). Each showing answers one call: the part that matched is used up, so a toast's title and its
 * description answer a call each, and a second call for the same words waits for the toast to show again.
 */
export async function toast(page: Page, text: string): Promise<void> {
  try {
    await page.waitForFunction((words) => {
      const { __alertsShown: shown = [], __alertText: alertText } = window as AlertLog;
      if (!alertText) return false;
      const wanted = alertText(words);
      const index = shown.findIndex((entry) => entry.includes(wanted));
      if (index < 0) return false;
      shown[index] = shown[index].replace(wanted, '\n');
      return true;
    }, text);
  } catch (error) {
    // What the page said instead (another toast, a form's message) is what the failure needs to be read.
    const said = await page.evaluate(() => (window as AlertLog).__alertsShown ?? []).catch(() => []);
    throw new Error(`No toast "${text}" on ${page.url()}; the page's alerts said: ${JSON.stringify(said)}`, { cause: error });
  }
}

/** Answers the admin confirmation dialog, after checking its question. */
export async function confirm(page: Page, question: string | RegExp, button = 'Delete'): Promise<void> {
  const dialog = page.getByRole('dialog').filter({ hasText: question });
  await dialog.waitFor({ state: 'visible' });
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/** Chooses an option of an MUI select by its label. */
export async function choose(page: Page, label: string, option: string): Promise<void> {
  await pick(page, page.getByRole('combobox', { name: label }), option);
}

/**
 * Picks `option` of an MUI select `field` and waits until the field shows it. The menu grows into place after it
 * opens; on a loaded machine a click aimed while it still moves lands on whatever the menu has moved under the pointer
 * (another option, or the backdrop, which closes it unchanged), so the option is clicked once the menu stands still.
 */
export async function pick(page: Page, field: Locator, option: string): Promise<void> {
  await field.click();
  const listbox = page.getByRole('listbox');
  await listbox.evaluate((list) =>
    Promise.all(
      (list.parentElement ?? list).getAnimations({ subtree: true }).map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  await listbox.getByRole('option', { name: option, exact: true }).click();
  await listbox.waitFor({ state: 'hidden' });
  await field.filter({ hasText: option }).waitFor();
}

/** The text of a download (the file is kept beside the worker's Chromium, so it is read through Playwright). */
export async function downloadedText(download: Download): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function shot(page: Page, name: string): Promise<void> {
  await screenshot(page, `admin-${name}`);
}

/** A job application as the public form sends it: Vlad Harker, an actor in New York; `overrides` change any field. */
export function jobApplication(overrides: Record<string, unknown> = {}) {
  return employmentApplicationBody({
    firstName: 'Vlad',
    lastName: 'Harker',
    email: 'vlad.harker@example.com',
    phone: '716-555-0143',
    address: '13 Cemetery Road',
    city: 'Clarence',
    zipCode: '14031',
    availability: 'weekends',
    startDate: '2026-09-12',
    ...overrides,
  });
}
