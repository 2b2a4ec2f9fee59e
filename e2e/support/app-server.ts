import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const REPO_ROOT = resolve(__dirname, '..', '..');
export const ARTIFACTS_DIR = join(REPO_ROOT, 'e2e', '.artifacts');
export const MAIN_JS = join(REPO_ROOT, 'backend', 'dist', 'main.js');
/**
 * The Node that runs the app and its CLI: E2E_APP_NODE when set (CI runs them on production's Node, installed by
 * .ci/node-lts.mjs, while jest runs on the Node of the developers' machines), else jest's own.
 */
export const APP_NODE = process.env.E2E_APP_NODE || process.execPath;

/** Builds frontend and backend when their sources changed since the last build (same rule as `npm start`). */
export function buildStale(): void {
  const result = spawnSync(process.execPath, [join(REPO_ROOT, 'scripts', 'build-stale.mjs')], { cwd: REPO_ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('Building the app failed; see the build output above.');
}

/** A port nobody listens on right now (the OS picks it; never 3000/3001). */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolvePort(address.port) : reject(new Error('no port'))));
    });
  });
}

export function makeDataDir(prefix = 'haunt-e2e-'): string {
  return mkdtempSync(join(tmpdir(), prefix));
}

/**
 * An environment for the app with nothing inherited that could change its behaviour (DATABASE_URL, PORT…); an
 * override of `undefined` leaves that variable out (`NODE_ENV: undefined` starts the app as a developer's shell would).
 */
export function appEnv(overrides: Record<string, string | undefined>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'production', TZ: 'UTC' };
  for (const [key, value] of Object.entries(overrides)) {
    if (value === undefined) delete env[key];
    else env[key] = value;
  }
  return env;
}

export interface RunningApp {
  baseUrl: string;
  port: number;
  dataDir: string;
  process: ChildProcess;
  /** Everything the server printed so far (stdout and stderr interleaved). */
  output(): string;
  stop(): Promise<void>;
}

export interface StartAppOptions {
  dataDir: string;
  env?: Record<string, string | undefined>;
  /** File that receives the server's output as well; default: none. */
  logFile?: string;
  /** The script to run instead of backend/dist/main.js (e.g. scripts/start.mjs, what `npm start` runs). */
  script?: string;
  timeoutMs?: number;
}

/** Starts `node backend/dist/main.js` on a free loopback port and resolves once /api/health answers 200. */
export async function startApp({ dataDir, env = {}, logFile, script = MAIN_JS, timeoutMs = 60_000 }: StartAppOptions): Promise<RunningApp> {
  const port = await freePort();
  const child = spawn(APP_NODE, [script], {
    cwd: REPO_ROOT,
    env: appEnv({ DATA_DIR: dataDir, PORT: String(port), ...env }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const log = logFile ? (mkdirSync(join(logFile, '..'), { recursive: true }), createWriteStream(logFile)) : undefined;
  for (const stream of [child.stdout, child.stderr]) {
    stream?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      log?.write(chunk);
    });
  }
  const exited = new Promise<number | null>((resolveExit) => child.once('exit', (code) => resolveExit(code)));
  const baseUrl = `http://127.0.0.1:${port}`;
  const app: RunningApp = {
    baseUrl,
    port,
    dataDir,
    process: child,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(timer);
      }
      log?.end();
    },
  };

  const deadline = Date.now() + timeoutMs;
  let exitCode: number | null | undefined;
  void exited.then((code) => (exitCode = code));
  while (Date.now() < deadline) {
    if (exitCode !== undefined) throw new Error(`The app exited with code ${exitCode} before answering:\n${output}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return app;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  await app.stop();
  throw new Error(`The app did not answer /api/health within ${timeoutMs} ms:\n${output}`);
}

/** Runs `node <script>` to completion (for the CLI and for start-up failures) and returns what it printed. */
export function runNode(
  script: string,
  args: string[],
  env: Record<string, string | undefined>,
  options: { input?: string; timeoutMs?: number } = {},
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolveRun, reject) => {
    const child = spawn(APP_NODE, [script, ...args], { cwd: REPO_ROOT, env: appEnv(env), stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`node ${script} ${args.join(' ')} did not finish within ${options.timeoutMs ?? 60_000} ms:\n${stdout}${stderr}`));
    }, options.timeoutMs ?? 60_000);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolveRun({ code, stdout, stderr });
    });
    child.stdin.end(options.input ?? '');
  });
}

export function randomPassword(): string {
  return `e2e-${randomBytes(12).toString('base64url')}`;
}

export function removeDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}
