#!/usr/bin/env node
// `npm run backup -- <dir> [--no-media]` / `npm run restore -- <archive> [--force]`: builds the backend if stale, then runs its
// backup CLI (backend/src/cli/backup.ts) with the same DATA_DIR / DATABASE_URL as the app.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { buildStale, root } from './build-stale.mjs';

if (!buildStale({ workspaces: ['backend'], log: (line) => console.error(line) })) process.exit(1);
const result = spawnSync(process.execPath, [join(root, 'backend', 'dist', 'cli', 'backup.js'), ...process.argv.slice(2)], {
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
