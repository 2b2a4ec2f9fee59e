#!/usr/bin/env node
// `npm run dev`: the API in watch mode on API_PORT (default 3001) and the Vite dev server on WEB_PORT (default 3000),
// which proxies /api and /uploads to the API. Both reload on save. Ctrl-C stops everything.
import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { root } from './build-stale.mjs';

const apiPort = process.env.API_PORT || '3001';
const webPort = process.env.WEB_PORT || '3000';
const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');
const backendTsconfig = join(root, 'backend', 'tsconfig.build.json');

console.log('Compiling the backend…');
if (spawnSync(process.execPath, [tsc, '-p', backendTsconfig], { cwd: root, stdio: 'inherit' }).status !== 0) {
  console.log('The backend has type errors (above); starting anyway, the watcher recompiles on save.');
}

const children = [];

function run(name, command, args, env = {}) {
  const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = `[${name}] `;
  for (const [stream, out] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ]) {
    let pending = '';
    stream.on('data', (chunk) => {
      const lines = (pending + chunk.toString()).split('\n');
      pending = lines.pop();
      for (const line of lines) out.write(prefix + line + '\n');
    });
  }
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`${prefix}exited (${signal ?? code}); stopping the others.`);
    stop(code || 1);
  });
  children.push(child);
}

let stopping = false;
function stop(code = 0) {
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(0));

run('tsc', process.execPath, [tsc, '-w', '-p', backendTsconfig, '--preserveWatchOutput']);
run('api', process.execPath, ['--watch', join(root, 'backend', 'dist', 'main.js')], {
  PORT: apiPort,
  SERVE_PAGES: 'false',
  NODE_ENV: process.env.NODE_ENV || 'development',
});
run('web', 'npm', ['run', 'dev', '-w', 'frontend', '--', '--port', webPort, '--strictPort'], { API_URL: `http://localhost:${apiPort}` });
console.log(`Site: http://localhost:${webPort} (Vite, hot reload)  API: http://localhost:${apiPort}/api (docs at /api/docs)`);
