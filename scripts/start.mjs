#!/usr/bin/env node
// `npm start`: build what is stale, then run the whole site from one process on PORT (default 3000), as production
// runs it: NODE_ENV=production unless the environment names another (React's production build renders the pages).
import { spawn } from 'node:child_process';
import { constants } from 'node:os';
import { join } from 'node:path';
import { buildStale, root } from './build-stale.mjs';

if (!buildStale()) process.exit(1);

const server = spawn(process.execPath, [join(root, 'backend', 'dist', 'main.js')], {
  cwd: root,
  env: { ...process.env, NODE_ENV: process.env.NODE_ENV || 'production' },
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? 128 + (constants.signals[signal] ?? 0)));
