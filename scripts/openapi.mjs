#!/usr/bin/env node
// `npm run openapi [-- <file>]`: builds the backend if stale, then writes the OpenAPI document
// (default frontend/src/api/openapi.json) without starting a server.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { buildStale, root } from './build-stale.mjs';

if (!buildStale({ workspaces: ['backend'], log: (line) => console.error(line) })) process.exit(1);
const result = spawnSync(process.execPath, [join(root, 'backend', 'dist', 'cli', 'openapi.js'), ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(result.status ?? 1);
