import { chmodSync, closeSync, existsSync, mkdirSync, openSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import type { AppConfig } from './app.config';

/** Files no one but the app's user may read: the database, the keys, applicants' files, backups. */
export const PRIVATE_FILE_MODE = 0o600;
export const PRIVATE_DIR_MODE = 0o700;
/**
 * DATA_DIR itself: only its owner may list it or open what it holds, others may pass through to `uploads/`, whose public
 * media nginx serves from the same volume as another user (docs/operations.md, File permissions).
 */
export const DATA_DIR_MODE = 0o711;
/** The public media under `uploads/`: the site shows them to anyone, and nginx reads them as its own user. */
export const PUBLIC_FILE_MODE = 0o644;

const KEY_FILES = ['jwt-secret', 'second-factor-key', 'visitor-key-secret'];

/**
 * At every start (and after a restore): DATA_DIR, its keys and the applicants' private folder get the modes above,
 * also when an older version, a copy or a restore left them readable by everyone. Public uploads are left as they are.
 */
export function secureDataDir(config: Pick<AppConfig, 'dataDir' | 'privateDir'>): void {
  mkdirSync(config.dataDir, { recursive: true, mode: DATA_DIR_MODE });
  setMode(config.dataDir, DATA_DIR_MODE);
  for (const name of KEY_FILES) {
    const path = join(config.dataDir, name);
    if (existsSync(path)) setMode(path, PRIVATE_FILE_MODE);
  }
  mkdirSync(config.privateDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  restrictTree(config.privateDir);
}

/**
 * The SQLite file, created empty if need be, and its -wal/-shm/-journal, readable by the app's user only. SQLite gives
 * the -wal and -shm files it creates the database file's mode, so this runs before the database is opened.
 */
export function secureSqliteFile(path: string): void {
  if (!existsSync(path)) closeSync(openSync(path, 'a', PRIVATE_FILE_MODE));
  for (const file of [path, `${path}-wal`, `${path}-shm`, `${path}-journal`]) {
    if (existsSync(file)) setMode(file, PRIVATE_FILE_MODE);
  }
}

/** Every folder under dir 0700 and every file 0600. */
export function restrictTree(dir: string): void {
  setMode(dir, PRIVATE_DIR_MODE);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) restrictTree(path);
    else if (entry.isFile()) setMode(path, PRIVATE_FILE_MODE);
  }
}

/**
 * Only a file's owner may change its mode: a DATA_DIR mounted with another owner (a volume the app may write to through
 * its group) must not stop the start, so that case is a warning naming the file.
 */
function setMode(path: string, mode: number): void {
  try {
    chmodSync(path, mode);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') throw error;
    new Logger('DataDir').warn(`Cannot make ${path} ${mode.toString(8)}: it belongs to another user (chown it to the app's user)`);
  }
}
