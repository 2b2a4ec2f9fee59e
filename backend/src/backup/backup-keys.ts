import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AppConfig } from '../config/app.config';
import { BackupError } from './database-dump';

/**
 * The keys a restored database needs, under `keys/` in the archive (each entry 0600): the JWT secret (sessions stay
 * valid), the second-factor key (the members' sealed TOTP secrets and recovery codes open), the visitor key secret (the
 * discount cooldowns and the view rule keep their visitors). The archive is therefore as secret as they are.
 */
const BACKUP_KEYS = [
  { variable: 'JWT_SECRET', file: 'jwt-secret', field: 'jwtSecret', without: 'staff sign in again' },
  {
    variable: 'SECOND_FACTOR_KEY',
    file: 'second-factor-key',
    field: 'secondFactorKey',
    without: 'members with two-factor authentication cannot sign in until `npm run admin -- two-factor-off`',
  },
  {
    variable: 'VISITOR_KEY_SECRET',
    file: 'visitor-key-secret',
    field: 'visitorKeySecret',
    without: "visitors' discount cooldowns and story-view hours start again",
  },
] as const satisfies readonly { variable: string; file: string; field: keyof AppConfig; without: string }[];

export const KEYS_DIR = 'keys';

/** Writes the keys in effect (from the environment or DATA_DIR) into `<dir>/keys/`, readable by their owner only. */
export function writeBackupKeys(config: AppConfig, dir: string): void {
  mkdirSync(join(dir, KEYS_DIR), { mode: 0o700 });
  for (const key of BACKUP_KEYS) writeFileSync(join(dir, KEYS_DIR, key.file), config[key.field], { mode: 0o600, flag: 'wx' });
}

export interface KeyRestore {
  /** The key files to write into DATA_DIR once the database is restored. */
  files: { path: string; value: string }[];
  /** What the restored site will not keep, in words for the operator. */
  notes: string[];
}

/**
 * What restoring the archive's keys takes, decided before anything changes. A key the app reads from DATA_DIR is
 * replaced by the archive's; a key set in the environment to another value stays (the environment wins at start):
 * for the second-factor key that would leave every second factor unreadable, so the restore refuses.
 */
export function planKeyRestore(config: AppConfig, staging: string): KeyRestore {
  const plan: KeyRestore = { files: [], notes: [] };
  for (const key of BACKUP_KEYS) {
    const archived = join(staging, KEYS_DIR, key.file);
    if (!existsSync(archived)) {
      plan.notes.push(`The archive holds no ${key.variable} (made before backups carried keys): ${key.without}.`);
      continue;
    }
    const value = readFileSync(archived, 'utf8');
    if (value === config[key.field]) continue;
    const path = join(config.dataDir, key.file);
    const fromDataDir = existsSync(path) && readFileSync(path, 'utf8').trim() === config[key.field];
    if (fromDataDir) plan.files.push({ path, value });
    else if (key.variable === 'SECOND_FACTOR_KEY') {
      throw new BackupError(
        'Refusing to restore: SECOND_FACTOR_KEY is set to another key than the backup was made with, so no restored second ' +
          `factor would open. Set it to the backup's key (${KEYS_DIR}/${key.file} in the archive), or unset it so that the ` +
          'restore writes that key into DATA_DIR',
      );
    } else plan.notes.push(`${key.variable} is set to another value than the backup's, and is kept: ${key.without}.`);
  }
  return plan;
}

/** Each file written whole (a temporary file renamed over it), readable by its owner only. */
export function writeRestoredKeys(plan: KeyRestore): void {
  for (const { path, value } of plan.files) {
    writeFileSync(`${path}.restoring`, value, { mode: 0o600 });
    renameSync(`${path}.restoring`, path);
  }
}
