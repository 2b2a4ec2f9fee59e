// Starts the built app (node backend/dist/main.js) on a free loopback port, for scripts and benchmarks.
// (The jest harness has its own TypeScript copy in e2e/support/app-server.ts.)
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('../..', import.meta.url));

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export function tempDir(prefix) {
  return mkdtempSync(join(tmpdir(), prefix));
}

/**
 * Resolves with { baseUrl, port, child, output(), stop() } once GET /api/health answers 200. `checkout`: the root of
 * another built checkout of the project to run instead of this one (a benchmark's "before").
 */
export async function startApp({ env = {}, timeoutMs = 60_000, inherit = false, checkout = root } = {}) {
  const port = await freePort();
  const child = spawn(process.execPath, [join(checkout, 'backend', 'dist', 'main.js')], {
    cwd: checkout,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'production', TZ: 'UTC', PORT: String(port), ...env },
    stdio: ['ignore', inherit ? 'inherit' : 'pipe', inherit ? 'inherit' : 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const baseUrl = `http://127.0.0.1:${port}`;
  const app = {
    baseUrl,
    port,
    child,
    output: () => output,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The app exited with code ${child.exitCode}:\n${output}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return app;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await app.stop();
  throw new Error(`The app did not answer within ${timeoutMs} ms:\n${output}`);
}
