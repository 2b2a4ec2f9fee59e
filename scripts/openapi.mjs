#!/usr/bin/env node
// `npm run openapi [-- <file>]`: builds the backend if stale, then writes the OpenAPI document
// (default frontend/src/api/openapi.json) without starting a server, and generates the frontend's
// API types from it (frontend/src/api/schema.ts, openapi-typescript).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { buildStale, root } from './build-stale.mjs';

if (!buildStale({ workspaces: ['backend'], log: (line) => console.error(line) })) process.exit(1);
const result = spawnSync(process.execPath, [join(root, 'backend', 'dist', 'cli', 'openapi.js'), ...process.argv.slice(2)], {
  stdio: 'inherit',
});
if (result.status !== 0 || process.argv.length > 2) process.exit(result.status ?? 1);
const types = spawnSync(
  'npx',
  ['openapi-typescript', 'src/api/openapi.json', '--output', 'src/api/schema.ts', '--root-types', '--root-types-no-schema-prefix'],
  { cwd: join(root, 'frontend'), stdio: 'inherit' },
);
process.exit(types.status ?? 1);
