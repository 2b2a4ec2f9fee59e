// The one way to start the built app (node backend/dist/main.js) from outside it: for the browser and system tests
// (e2e/support), the scripts and the benchmarks (bench/). CommonJS, so that both the specs (TypeScript that jest runs
// as CommonJS) and the ES modules of scripts/ and bench/ can load it, as chromium.cjs beside it.
const { spawn } = require('node:child_process');
const { randomBytes } = require('node:crypto');
const { createWriteStream, mkdirSync, mkdtempSync, rmSync } = require('node:fs');
const { createServer } = require('node:net');
const { tmpdir } = require('node:os');
const { join, resolve } = require('node:path');

const REPO_ROOT = resolve(__dirname, '..', '..');
const MAIN_JS = join(REPO_ROOT, 'backend', 'dist', 'main.js');
/**
 * The Node that runs the app and its CLI: E2E_APP_NODE when set (CI runs them on production's Node, installed by
 * .ci/node-lts.mjs, while jest runs on the Node of the developers' machines), else this process's own.
 */
const APP_NODE = process.env.E2E_APP_NODE || process.execPath;

/**
 * A port nobody listens on right now (the OS picks it; never 3000/3001).
 * @returns {Promise<number>}
 */
function freePort() {
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

/** @param {string} [prefix] */
function makeDataDir(prefix = 'haunt-e2e-') {
  return mkdtempSync(join(tmpdir(), prefix));
}

/** @param {string} dir */
function removeDir(dir) {
  rmSync(dir, { recursive: true, force: true });
}

/**
 * In hex: the password rules refuse one that contains the username, and base64url put "bob" (a test's user) in about
 * one password in 3,000; hex has no letter past f, so neither "bob" nor "admin" can appear.
 */
function randomPassword() {
  return `e2e-${randomBytes(12).toString('hex')}`;
}

/**
 * An environment for the app with nothing inherited that could change its behaviour (DATABASE_URL, PORT…); an
 * override of `undefined` leaves that variable out (`NODE_ENV: undefined` starts the app as a developer's shell would).
 * @param {Record<string, string | undefined>} overrides
 * @returns {NodeJS.ProcessEnv}
 */
function appEnv(overrides) {
  /** @type {NodeJS.ProcessEnv} */
  const env = { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'production', TZ: 'UTC' };
  for (const [key, value] of Object.entries(overrides)) {
    if (value === undefined) delete env[key];
    else env[key] = value;
  }
  return env;
}

/**
 * @typedef {object} RunningApp
 * @property {string} baseUrl
 * @property {number} port
 * @property {string | undefined} dataDir
 * @property {import('node:child_process').ChildProcess} child
 * @property {() => string} output Everything the server printed so far (stdout and stderr interleaved).
 * @property {() => Promise<void>} stop
 */

/**
 * @typedef {object} StartAppOptions
 * @property {string} [dataDir] DATA_DIR (else `env` names it, or the app's default)
 * @property {Record<string, string | undefined>} [env] the app's environment beyond appEnv's (see appEnv)
 * @property {string} [logFile] a file that receives the server's output as well
 * @property {string} [script] the script to run instead of backend/dist/main.js (e.g. scripts/start.mjs, what `npm start` runs)
 * @property {number} [timeoutMs]
 * @property {string} [checkout] the root of another built checkout of the project to run instead of this one (a benchmark's "before")
 */

/**
 * Starts `node backend/dist/main.js` on a free loopback port and resolves once /api/health answers 200.
 * @param {StartAppOptions} options
 * @returns {Promise<RunningApp>}
 */
async function startApp({
  dataDir,
  env = {},
  logFile,
  checkout,
  script = checkout ? join(checkout, 'backend', 'dist', 'main.js') : MAIN_JS,
  timeoutMs = 60_000,
}) {
  const port = await freePort();
  const child = spawn(APP_NODE, [script], {
    cwd: checkout ?? REPO_ROOT,
    env: appEnv({ ...(dataDir ? { DATA_DIR: dataDir } : {}), PORT: String(port), ...env }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const log = logFile ? (mkdirSync(join(logFile, '..'), { recursive: true }), createWriteStream(logFile)) : undefined;
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (/** @type {Buffer} */ chunk) => {
      output += chunk.toString();
      log?.write(chunk);
    });
  }
  /** @type {Promise<number | null>} */
  const exited = new Promise((resolveExit) => child.once('exit', (code) => resolveExit(code)));
  const baseUrl = `http://127.0.0.1:${port}`;
  /** @type {RunningApp} */
  const app = {
    baseUrl,
    port,
    dataDir: dataDir ?? env.DATA_DIR,
    child,
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
  /** @type {number | null | undefined} */
  let exitCode;
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

/**
 * Runs `node <script>` to completion (for the CLI and for start-up failures) and returns what it printed.
 * @param {string} script
 * @param {string[]} args
 * @param {Record<string, string | undefined>} env
 * @param {{ input?: string; timeoutMs?: number }} [options]
 * @returns {Promise<{ code: number | null; stdout: string; stderr: string }>}
 */
function runNode(script, args, env, options = {}) {
  return new Promise((resolveRun, reject) => {
    const child = spawn(APP_NODE, [script, ...args], { cwd: REPO_ROOT, env: appEnv(env), stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (/** @type {Buffer} */ chunk) => (stdout += chunk.toString()));
    child.stderr.on('data', (/** @type {Buffer} */ chunk) => (stderr += chunk.toString()));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`node ${script} ${args.join(' ')} did not finish within ${options.timeoutMs ?? 60_000} ms:\n${stdout}${stderr}`));
    }, options.timeoutMs ?? 60_000);
    child.on('error', reject);
    // 'close', not 'exit': by then everything the process printed has been read.
    child.on('close', (code) => {
      clearTimeout(timer);
      resolveRun({ code, stdout, stderr });
    });
    // A process that refuses to start can exit before it reads its input: the closed pipe is not an error of ours.
    child.stdin.on('error', (/** @type {NodeJS.ErrnoException} */ error) => {
      if (error.code !== 'EPIPE') reject(error);
    });
    child.stdin.end(options.input ?? '');
  });
}

module.exports = { APP_NODE, MAIN_JS, REPO_ROOT, freePort, makeDataDir, randomPassword, removeDir, runNode, startApp };
