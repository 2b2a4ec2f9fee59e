import type { Browser } from 'playwright-core';
import { apiFetchAt, loginToken, type ApiInit, type Credentials } from './api';
import { makeDataDir, randomPassword, removeDir, startApp } from '../../scripts/lib/app-process.cjs';
import { launchBrowser } from './browser';

/** A private instance of the built app: a fresh SQLite database with demo content and an admin with known credentials. */
export interface PrivateApp {
  baseUrl: string;
  credentials: Credentials;
  /** The absolute URL of `path` on this app. */
  url(path: string): string;
  /** fetch() against this app (see apiFetchAt). */
  api(path: string, init?: ApiInit): Promise<Response>;
  /** A fresh token for the admin (see loginToken). */
  token(): Promise<string>;
  /** Stops the app and removes its data directory. */
  stop(): Promise<void>;
}

export interface PrivateAppOptions {
  /** Who the instance is for; it names the data directory (haunt-e2e-<purpose>-…). */
  purpose: string;
  username: string;
  /** Fills the fresh data directory before the app starts; returns the rest of the app's environment. */
  prepare?: (dataDir: string) => Promise<Record<string, string>>;
}

export async function startPrivateApp({ purpose, username, prepare }: PrivateAppOptions): Promise<PrivateApp> {
  const dataDir = makeDataDir(`haunt-e2e-${purpose}-`);
  const credentials = { username, password: randomPassword() };
  const env = prepare ? await prepare(dataDir) : {};
  const app = await startApp({ dataDir, env: { ADMIN_USERNAME: credentials.username, ADMIN_PASSWORD: credentials.password, ...env } });
  return {
    baseUrl: app.baseUrl,
    credentials,
    url: (path) => new URL(path, app.baseUrl).toString(),
    api: (path, init) => apiFetchAt(app.baseUrl, path, init),
    token: () => loginToken(app.baseUrl, credentials),
    stop: async () => {
      await app.stop();
      removeDir(dataDir);
    },
  };
}

/** Chromium and a private app, as the tests of one describe block use them. */
export interface PrivateAppSession extends Omit<PrivateApp, 'stop'> {
  browser: Browser;
}

/**
 * Starts Chromium and a private app (`start`) before the tests of the describe block it is called in, and stops both
 * after them. `start` runs in beforeAll, so it may use what an earlier beforeAll of the spec made; a beforeAll
 * registered after this call runs once both are up.
 */
export function privateAppSession(start: () => Promise<PrivateApp>): PrivateAppSession {
  let started: { browser: Browser; app: PrivateApp } | undefined;
  beforeAll(async () => {
    const [browser, app] = await Promise.all([launchBrowser(), start()]);
    started = { browser, app };
  });
  afterAll(async () => {
    await started?.browser.close();
    await started?.app.stop();
  });
  const current = () => {
    if (!started) throw new Error('The session starts in beforeAll: use it in hooks and tests, not while describing them');
    return started;
  };
  return {
    get browser() {
      return current().browser;
    },
    get baseUrl() {
      return current().app.baseUrl;
    },
    get credentials() {
      return current().app.credentials;
    },
    url: (path) => current().app.url(path),
    api: (path, init) => current().app.api(path, init),
    token: () => current().app.token(),
  };
}
