import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { APP_NODE, makeDataDir, randomPassword, REPO_ROOT } from '../../scripts/lib/app-process.cjs';
import { assertChromiumInstalled } from './chromium';
import { shareRunSettings } from './run-settings';

const BUILT_SPA = join(REPO_ROOT, 'frontend', 'dist');
const BUILD_LOCK = join(REPO_ROOT, 'node_modules', '.cache', 'haunt-build.lock');

/** Builds frontend and backend when their sources changed since the last build (same rule as `npm start`). */
function buildStale(): void {
  const result = spawnSync(process.execPath, [join(REPO_ROOT, 'scripts', 'build-stale.mjs')], { cwd: REPO_ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('Building the app failed; see the build output above.');
}

/** Every asset that the built files name exists (a build that is being rewritten fails this). */
function spaComplete(dir: string): boolean {
  if (!existsSync(join(dir, 'index.html'))) return false;
  const assets = join(dir, 'assets');
  const files = existsSync(assets) ? readdirSync(assets) : [];
  const present = new Set(files);
  for (const file of ['index.html', ...files.filter((name) => name.endsWith('.js')).map((name) => join('assets', name))]) {
    for (const [, name] of readFileSync(join(dir, file), 'utf8').matchAll(/(?:assets\/|\.\/)([\w.-]+\.(?:js|css))/g)) {
      if (!present.has(name)) return false;
    }
  }
  return true;
}

/**
 * The run's copy of the built SPA, served by every app of the run: a rebuild of this working tree in the middle of a
 * run (another run's build-stale) would otherwise replace the hashed chunks the open pages still ask for.
 */
async function snapshotSpa(target: string): Promise<void> {
  for (let attempt = 0; attempt < 120; attempt++) {
    if (!existsSync(BUILD_LOCK)) {
      rmSync(target, { recursive: true, force: true });
      cpSync(BUILT_SPA, target, { recursive: true });
      if (!existsSync(BUILD_LOCK) && spaComplete(target)) return;
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  throw new Error(`No complete frontend build in ${BUILT_SPA} to test against`);
}

/**
 * Once per `jest` run, before the workers start: build what is stale, copy the built SPA, and choose the run's
 * temporary directory and admin. The workers start what their specs need (see worker-environment.ts).
 */
export default async function globalSetup(): Promise<void> {
  assertChromiumInstalled();
  buildStale();
  const runDir = makeDataDir('haunt-e2e-run-');
  const spaDir = join(runDir, 'spa');
  await snapshotSpa(spaDir);
  shareRunSettings({ runDir, spaDir, adminUsername: 'admin', adminPassword: randomPassword() });
  const nodeVersion = execFileSync(APP_NODE, ['-v'], { encoding: 'utf8' }).trim();
  console.log(
    `\nApps under test on Node ${nodeVersion}, data in ${runDir}, server logs in e2e/.artifacts/ (server-<worker>.log, <spec>-<purpose>-<n>.log)`,
  );
}
