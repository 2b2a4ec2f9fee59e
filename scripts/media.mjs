#!/usr/bin/env node
// `npm run media -- migrate-to-s3`: builds the backend if stale, then runs its media CLI (backend/src/cli/media.ts).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { buildStale, root } from './build-stale.mjs';

if (!buildStale({ workspaces: ['backend'], log: (line) => console.error(line) })) process.exit(1);
const result = spawnSync(process.execPath, [join(root, 'backend', 'dist', 'cli', 'media.js'), ...process.argv.slice(2)], {
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
