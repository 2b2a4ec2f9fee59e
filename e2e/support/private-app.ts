import { cpSync, existsSync, mkdirSync, mkdtempSync, renameSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { Browser } from 'playwright-core';
import { apiFetchAt, loginToken, type ApiInit, type Credentials } from './api';
import { REPO_ROOT, removeDir, startApp } from '../../scripts/lib/app-process.cjs';
import { launchBrowser } from './browser';
import { runSettings } from './run-settings';

/**
 * A private instance of the built app: its own SQLite database as a first start leaves it (demo content unless
 * SEED_DEMO=false) and an admin with known credentials.
 */
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
  /** Who the instance is for; it names the data directory (<purpose>-… in the run's directory). */
  purpose: string;
  username: string;
  /**
   * Fills the fresh data directory before the app starts; returns the rest of the app's environment. The first start's
   * files are added beside what it wrote, in DATA_DIR when it names another (empty) directory.
   */
  prepare?: (dataDir: string) => Promise<Record<string, string>>;
}

/**
 * A data directory as the first start of the built app leaves it for `username` (and the run's admin password), with
 * or without the demo content: made once per run by starting the app on an empty directory, then copied for each
 * private app, which so starts without running the migrations, the seed or the hash of the admin's password again.
 * Workers that need the same template at once each make one; the first to finish keeps it.
 */
async function firstStartTemplate(username: string, seedDemo: boolean): Promise<string> {
  const templates = join(runSettings().runDir, 'templates');
  const template = join(templates, `${username}-${seedDemo ? 'demo' : 'empty'}`);
  if (existsSync(template)) return template;
  mkdirSync(templates, { recursive: true });
  const dataDir = mkdtempSync(join(templates, 'making-'));
  const app = await startApp({ dataDir, env: { ...adminEnv(username), SEED_DEMO: String(seedDemo) } });
  // A clean stop checkpoints SQLite's write-ahead log into the database file.
  await app.stop();
  try {
    renameSync(dataDir, template);
  } catch (error) {
    if (!existsSync(template)) throw error;
    removeDir(dataDir);
  }
  return template;
}

const adminEnv = (username: string) => ({ ADMIN_USERNAME: username, ADMIN_PASSWORD: runSettings().adminPassword });

let appsStarted = 0;

/**
 * Beside the shared apps' logs, named for the spec (each spec file loads this module anew), so that a run overwrites
 * the last run's: a failed test's requests, their answers and timings are read from here.
 */
function privateAppLog(purpose: string): string {
  const spec = basename(expect.getState().testPath ?? 'unknown', '.e2e.ts');
  return join(REPO_ROOT, 'e2e', '.artifacts', `${spec}-${purpose}-${++appsStarted}.log`);
}

export async function startPrivateApp({ purpose, username, prepare }: PrivateAppOptions): Promise<PrivateApp> {
  const dataDir = mkdtempSync(join(runSettings().runDir, `${purpose}-`));
  const credentials = { username, password: runSettings().adminPassword };
  const env = prepare ? await prepare(dataDir) : {};
  const appDataDir = env.DATA_DIR ?? dataDir;
  cpSync(await firstStartTemplate(username, env.SEED_DEMO !== 'false'), appDataDir, { recursive: true, force: false });
  const app = await startApp({
    dataDir: appDataDir,
    logFile: privateAppLog(purpose),
    env: { ...adminEnv(username), SPA_DIR: runSettings().spaDir, ...env },
  });
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
 * Connects to the worker's Chromium and starts a private app (`start`) before the tests of the describe block it is
 * called in, and closes both after them. `start` runs in beforeAll, so it may use what an earlier beforeAll of the spec made; a beforeAll
 * registered after this call runs once both are up.
 */
export function privateAppSession(start: () => Promise<PrivateApp>): PrivateAppSession {
  let started: { browser: Browser; app: PrivateApp } | undefined;
  beforeAll(async () => {
    const [browser, app] = await Promise.allSettled([launchBrowser(), start()]);
    if (browser.status === 'fulfilled' && app.status === 'fulfilled') {
      started = { browser: browser.value, app: app.value };
      return;
    }
    if (browser.status === 'fulfilled') await browser.value.close();
    if (app.status === 'fulfilled') await app.value.stop();
    throw browser.status === 'rejected' ? browser.reason : (app as PromiseRejectedResult).reason;
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
