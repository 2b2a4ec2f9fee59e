import { execFileSync, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { APP_NODE, makeDataDir, randomPassword, REPO_ROOT, startApp, type RunningApp } from '../../scripts/lib/app-process.cjs';
import { assertChromiumInstalled } from './chromium';

const ARTIFACTS_DIR = join(REPO_ROOT, 'e2e', '.artifacts');

/** Builds frontend and backend when their sources changed since the last build (same rule as `npm start`). */
function buildStale(): void {
  const result = spawnSync(process.execPath, [join(REPO_ROOT, 'scripts', 'build-stale.mjs')], { cwd: REPO_ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('Building the app failed; see the build output above.');
}

declare global {
  var __E2E_APP__: RunningApp | undefined;
}

/**
 * Once per `jest` run: build what is stale, then start the real app the way a user does
 * (node backend/dist/main.js) on a free port, with a fresh DATA_DIR (SQLite), demo content and a known admin.
 * Specs read E2E_BASE_URL, E2E_ADMIN_USERNAME and E2E_ADMIN_PASSWORD.
 */
export default async function globalSetup(): Promise<void> {
  assertChromiumInstalled();
  buildStale();
  const dataDir = makeDataDir();
  const username = 'admin';
  const password = randomPassword();
  const logFile = join(ARTIFACTS_DIR, 'server.log');
  const app = await startApp({ dataDir, logFile, env: { ADMIN_USERNAME: username, ADMIN_PASSWORD: password, VIEW_FLUSH_SECONDS: '1' } });
  globalThis.__E2E_APP__ = app;
  process.env.E2E_BASE_URL = app.baseUrl;
  process.env.E2E_ADMIN_USERNAME = username;
  process.env.E2E_ADMIN_PASSWORD = password;
  process.env.E2E_DATA_DIR = dataDir;
  const nodeVersion = execFileSync(APP_NODE, ['-v'], { encoding: 'utf8' }).trim();
  console.log(`\nApp under test: ${app.baseUrl} on Node ${nodeVersion} (DATA_DIR ${dataDir}, server log ${logFile})`);
}
