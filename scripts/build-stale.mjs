#!/usr/bin/env node
// Builds the frontend and/or backend when their sources are newer than their last build.
// Used by `npm start` (scripts/start.mjs) and the browser tests (e2e/support/global-setup.ts);
// run it directly with `node scripts/build-stale.mjs [frontend] [backend]`.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));

/** What each workspace is built from and the file that proves it was built. */
const TARGETS = [
  {
    workspace: 'frontend',
    inputs: ['src', 'public', 'index.html', 'vite.config.ts', 'tsconfig.json', 'package.json'],
    // The server renderer, built after the client (dist/).
    output: 'dist-ssr/entry-server.js',
  },
  { workspace: 'backend', inputs: ['src', 'tsconfig.json', 'tsconfig.build.json', 'package.json'], output: 'dist/main.js' },
];
const STAMP = '.build-stamp';
const LOCK_DIR = join(root, 'node_modules', '.cache', 'haunt-build.lock');
const LOCK_STALE_MS = 10 * 60 * 1000;

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = 0;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    latest = Math.max(latest, newest(join(path, entry.name)));
  }
  return latest;
}

/** A build is stale when its output is missing or any input changed after the last successful build. */
export function isStale({ workspace, inputs, output }) {
  const dir = join(root, workspace);
  const stamp = join(dir, 'dist', STAMP);
  if (!existsSync(join(dir, output)) || !existsSync(stamp)) return true;
  const builtAt = statSync(stamp).mtimeMs;
  return inputs.some((input) => newest(join(dir, input)) > builtAt);
}

/** Several people (and test runs) share one working tree: one build at a time. */
function withLock(run, log) {
  mkdirSync(join(LOCK_DIR, '..'), { recursive: true });
  const deadline = Date.now() + LOCK_STALE_MS;
  let announced = false;
  for (;;) {
    try {
      mkdirSync(LOCK_DIR);
      writeFileSync(join(LOCK_DIR, 'pid'), String(process.pid));
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      // A build interrupted with Ctrl-C leaves its lock behind: take it over as soon as its process is gone.
      if (!lockHolderAlive() || Date.now() > deadline) {
        rmSync(LOCK_DIR, { recursive: true, force: true });
        continue;
      }
      if (!announced) log('Waiting for another build of this working tree to finish…');
      announced = true;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 500);
    }
  }
  try {
    return run();
  } finally {
    rmSync(LOCK_DIR, { recursive: true, force: true });
  }
}

function lockHolderAlive() {
  let pid;
  try {
    pid = Number(readFileSync(join(LOCK_DIR, 'pid'), 'utf8'));
  } catch {
    // Just created and the pid not written yet, or already removed: treat a young lock as held.
    return Date.now() - (statSync(LOCK_DIR, { throwIfNoEntry: false })?.mtimeMs ?? 0) < 5000;
  }
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/** Returns false when a build failed (its output has already been printed). */
export function buildStale({ workspaces = ['frontend', 'backend'], log = console.log } = {}) {
  const targets = TARGETS.filter((target) => workspaces.includes(target.workspace));
  if (!targets.some(isStale)) return true;
  return withLock(() => {
    for (const target of targets) {
      if (!isStale(target)) continue;
      // Written before building: a source edited during the build makes the next run build again.
      const startedAt = new Date();
      log(`Building ${target.workspace}…`);
      // Callers such as jest set NODE_ENV=test, which would make Vite emit a development bundle.
      const env = { ...process.env };
      delete env.NODE_ENV;
      const result = spawnSync('npm', ['run', 'build', '-w', target.workspace], { cwd: root, stdio: 'inherit', env });
      if (result.status !== 0) {
        log(`Building ${target.workspace} failed (npm run build -w ${target.workspace}).`);
        return false;
      }
      const stamp = join(root, target.workspace, 'dist', STAMP);
      writeFileSync(stamp, `${startedAt.toISOString()}\n`);
      utimesSync(stamp, startedAt, startedAt);
    }
    return true;
  }, log);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const workspaces = process.argv.slice(2);
  process.exit(buildStale(workspaces.length ? { workspaces } : {}) ? 0 : 1);
}
