#!/usr/bin/env node
// `npm start`: build what is stale, then run the whole site from one process on PORT (default 3000).
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
}

function buildIfStale(workspace, inputs, output) {
  const outputPath = join(root, workspace, output);
  const stale = !existsSync(outputPath) || inputs.some((input) => newest(join(root, workspace, input)) > statSync(outputPath).mtimeMs);
  if (!stale) return;
  console.log(`Building ${workspace}…`);
  const result = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

buildIfStale('frontend', ['src', 'public'], 'dist/index.html');
buildIfStale('backend', ['src'], 'dist/main.js');

const server = spawn(process.execPath, [join(root, 'backend', 'dist', 'main.js')], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
