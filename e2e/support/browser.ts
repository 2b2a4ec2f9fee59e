import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page, type Request } from 'playwright-core';
import { REPO_ROOT } from '../../scripts/lib/app-process.cjs';

export const SCREENSHOTS_DIR = join(REPO_ROOT, 'e2e', 'screenshots');

/** A character drawn as a colour picture (an emoji, shown as a box where no emoji font exists); ©, ® and ™ are text. */
const EMOJI = /(?![©®™])\p{Extended_Pictographic}|\uFE0F/gu;

/** The emoji in the text the page shows. */
export async function emojiShown(page: Page): Promise<string[]> {
  return [...(await page.locator('body').innerText()).matchAll(EMOJI)].map(([match]) => match);
}

/** The app this worker shares with the public specs (see worker-environment.ts). */
export function baseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: only the specs of the `public` project (e2e/jest.config.cjs) share an app');
  return url;
}

/**
 * This spec's connection to the worker's Chromium (headless, from CHROME_PATH or /usr/bin/chromium, with nothing
 * phoning home; see worker-environment.ts). Its contexts are the spec's own; close() closes them and disconnects,
 * leaving the browser to the worker's next spec.
 */
export async function launchBrowser(): Promise<Browser> {
  const endpoint = globalThis.__E2E_BROWSER_ENDPOINT__;
  if (!endpoint)
    throw new Error('No worker browser: run the browser tests with `npm test -w e2e` (e2e/jest.config.cjs sets the environment)');
  const browser = await chromium.connect(await endpoint());
  connections.add(browser);
  browser.on('disconnected', () => connections.delete(browser));
  globalThis.__E2E_KEEP_OPEN_PAGES__ = keepOpenPages;
  return browser;
}

/** The spec's connections to the worker's Chromium (this module is loaded once per spec file). */
const connections = new Set<Browser>();

/**
 * Called by the worker's environment when a test or hook of the spec fails: keeps what every page the spec has open
 * shows, a full-page picture and a text file with its address and its text, as e2e/screenshots/failed-<test>-<n>.*.
 * A failure on CI is then read from what the page showed, not guessed from a timeout.
 */
async function keepOpenPages(failure: string): Promise<void> {
  const pages = [...connections].flatMap((browser) => browser.contexts().flatMap((context) => context.pages()));
  await Promise.all(
    pages.map(async (page, index) => {
      const name = `failed-${failure.slice(0, 80)}-${index + 1}`;
      const text = await page
        .locator('body')
        .innerText({ timeout: 5_000 })
        .catch((error: Error) => `(no text: ${error.message})`);
      writeFileSync(screenshotPath(name).replace(/\.png$/, '.txt'), `${page.url()}\n\n${text}\n`);
      await page.screenshot({ path: screenshotPath(name), fullPage: true, timeout: 10_000 }).catch(() => undefined);
    }),
  );
}

export interface OpenPageOptions {
  /** Viewport width in CSS pixels (default 1280; use 375 for a phone). */
  width?: number;
  height?: number;
  /** Put this JWT in localStorage `adminToken` before the page loads (see adminToken() in ./api). */
  adminToken?: string;
  /** Console errors matching one of these are expected by the test and not recorded. */
  ignoreErrors?: RegExp[];
  /** The browser's language (its `Accept-Language` and `navigator.language`); Chromium's own when left out. */
  locale?: string;
}

export interface OpenedPage {
  page: Page;
  context: BrowserContext;
  /** Console errors and uncaught page errors, in order; a test asserts `expect(errors).toEqual([])`. */
  errors: string[];
  close(): Promise<void>;
}

/** Opens `path` of the app under test in a fresh browser context (own storage) and records its errors. */
export async function openPage(browser: Browser, path: string, options: OpenPageOptions = {}): Promise<OpenedPage> {
  const { width = 1280, height = 900, adminToken, ignoreErrors = [], locale } = options;
  const context = await browser.newContext({ viewport: { width, height }, baseURL: baseUrl(), locale });
  if (adminToken) {
    await context.addInitScript((token) => window.localStorage.setItem('adminToken', token), adminToken);
  }
  const page = await context.newPage();
  const errors: string[] = [];
  const record = (text: string) => {
    if (!ignoreErrors.some((pattern) => pattern.test(text))) errors.push(text);
  };
  // A page that answers 404 on purpose (the not-found screens) makes Chromium log its status: not an error of the page.
  const notFoundPages = new Set<string>();
  page.on('response', (response) => {
    if (response.status() === 404 && response.request().isNavigationRequest()) notFoundPages.add(response.url());
  });
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const { url } = message.location();
    if (notFoundPages.has(url) && message.text().startsWith('Failed to load resource: the server responded with a status of 404')) return;
    record(url ? `${message.text()} (${url})` : message.text());
  });
  page.on('pageerror', (error) => record(`Uncaught ${error.name}: ${error.message}`));
  actAfterHydration(page);
  await page.goto(path, { waitUntil: 'load' });
  return { page, context, errors, close: () => context.close() };
}

/** A server-rendered page shows its controls before React runs: after each page.goto a test acts once it is hydrated. */
export function actAfterHydration(page: Page): void {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await waitForHydration(page);
    return response;
  };
}

/** Resolves once a server-rendered page is hydrated (pages rendered in the browser only have no page data). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.getElementById('page-data') || document.documentElement.dataset.hydrated === 'true');
}

/**
 * Counts the page's requests under way from now on, and returns a wait for its network to be quiet: none under way for
 * half a second, as Playwright's 'networkidle' means it. That load state belongs to a document, so after a navigation
 * inside the app (no new document) it no longer waits for what the new screen fetches; this does.
 */
export function networkQuietWaiter(page: Page): () => Promise<void> {
  const QUIET_MS = 500;
  const underWay = new Set<Request>();
  let lastChange = Date.now();
  const started = (request: Request) => {
    underWay.add(request);
    lastChange = Date.now();
  };
  const ended = (request: Request) => {
    underWay.delete(request);
    lastChange = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return async () => {
    while (underWay.size > 0 || Date.now() - lastChange < QUIET_MS) await page.waitForTimeout(50);
  };
}

/**
 * Resolves once what the page was doing has had its effect on screen: two frames painted (an event handled before
 * them has rendered) and every animation and transition that ends, ended (looping decorations aside). For a test
 * that checks something did not happen, or measures where an animated element came to rest.
 */
export async function pageSettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const ending = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
    await new Promise((resolve) => setTimeout(resolve));
  });
}

/**
 * Saves a full-page PNG to e2e/screenshots/<name>.png (gitignored) when the run asks for pictures
 * (E2E_SCREENSHOTS=1): a full page at 1440 px takes longer than loading it, and a run has some seventy of them that
 * nobody reads unless reviewing a change. A failure's picture is always taken (failureScreenshot).
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  if (process.env.E2E_SCREENSHOTS === '1') await failureScreenshot(page, name);
}

/** Saves a full-page PNG to e2e/screenshots/<name>.png, whatever the run asked for. */
export async function failureScreenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: screenshotPath(name), fullPage: true });
}

/** e2e/screenshots/<name>.png, the folder made, the name kept to letters, digits, dots and dashes. */
function screenshotPath(name: string): string {
  mkdirSync(SCREENSHOTS_DIR, { recursive: true });
  return join(SCREENSHOTS_DIR, `${name.replace(/[^\w.-]+/g, '-')}.png`);
}
