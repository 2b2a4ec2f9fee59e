#!/usr/bin/env node
// `npm run openapi [-- <file>]`: builds the backend if stale, then writes the OpenAPI document
// (default frontend/src/api/openapi.json) without starting a server, and generates the frontend's
// data layer from it: RTK Query endpoints, hooks and types (frontend/src/api/generated-public.ts and generated-staff.ts,
// @rtk-query/codegen-openapi with frontend/openapi-codegen.config.cjs).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { buildStale, root } from './build-stale.mjs';

if (!buildStale({ workspaces: ['backend'], log: (line) => console.error(line) })) process.exit(1);
const result = spawnSync(process.execPath, [join(root, 'backend', 'dist', 'cli', 'openapi.js'), ...process.argv.slice(2)], {
  stdio: 'inherit',
});
if (result.status !== 0 || process.argv.length > 2) process.exit(result.status ?? 1);
const codegen = spawnSync('npx', ['rtk-query-codegen-openapi', 'openapi-codegen.config.cjs'], {
  cwd: join(root, 'frontend'),
  stdio: 'inherit',
});
process.exit(codegen.status ?? 1);
