import { createHash } from 'node:crypto';
import {
  createReadStream,
  existsSync,
  linkSync,
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import * as tar from 'tar';
import type { AppConfig } from '../config/app.config';
import { PRIVATE_DIR_MODE, secureDataDir, secureSqliteFile } from '../config/data-dir';
import { planKeyRestore, writeBackupKeys, writeRestoredKeys } from './backup-keys';
import { BackupError, describeDatabaseContents, dumpDatabase, emptyDatabase, restoreDatabase, type DatabaseDump } from './database-dump';

/**
 * One backup: `haunt-backup-<time>.tar.gz` holding manifest.json, database/, uploads/ (the media), private/ (applicants'
 * files) and keys/ (the JWT secret, second-factor key and visitor key secret, backup-keys.ts), and beside it
 * `<archive>.sha256` (sha256sum's format). The manifest lists every file with its SHA-256, checked on restore.
 * The database is snapshotted first, then the media copied, so every media row of the snapshot finds its file.
 * The archive carries keys, so it is written readable by its owner only.
 */
interface Manifest {
  format: 'haunt-park-backup';
  version: 1;
  createdAt: string;
  database: DatabaseDump;
  files: { path: string; bytes: number; sha256: string }[];
}

export async function createBackup(config: AppConfig, targetDir: string, now = new Date()): Promise<string> {
  mkdirSync(targetDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const staging = mkdtempSync(join(targetDir, '.haunt-backup-'));
  try {
    const database = await dumpDatabase(config.database, join(staging, 'database'));
    linkTree(config.uploadsDir, join(staging, 'uploads'));
    linkTree(config.privateDir, join(staging, 'private'));
    writeBackupKeys(config, staging);
    const files = await Promise.all(listFiles(staging).map(async (path) => ({ path, ...(await fileDigest(join(staging, path))) })));
    const manifest: Manifest = { format: 'haunt-park-backup', version: 1, createdAt: now.toISOString(), database, files };
    writeFileSync(join(staging, 'manifest.json'), JSON.stringify(manifest, null, 2));

    const archive = resolve(targetDir, `haunt-backup-${now.toISOString().replace(/[:.]/g, '-')}.tar.gz`);
    await tar.create({ gzip: true, portable: true, file: archive, mode: 0o600, cwd: staging }, readdirSync(staging));
    writeFileSync(`${archive}.sha256`, `${(await fileDigest(archive)).sha256}  ${basename(archive)}\n`);
    return archive;
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

export interface RestoreReport {
  createdAt: string;
  files: number;
  /** What the restored site does not keep (sessions, second factors, cooldowns), when the archive's keys cannot apply. */
  notes: string[];
}

/**
 * Restores an archive into an empty database and media folder; with `force`, empties them first. The app must be
 * stopped. The archive's checksum file (when beside it) and every file's checksum must match before anything changes.
 * The archive's keys replace those in DATA_DIR, so sessions, second factors and visitors' cooldowns carry over.
 */
export async function restoreBackup(config: AppConfig, archive: string, options: { force: boolean }): Promise<RestoreReport> {
  if (!existsSync(archive)) throw new BackupError(`There is no archive at ${archive}`);
  await checkArchiveDigest(archive);
  mkdirSync(config.dataDir, { recursive: true });
  const staging = mkdtempSync(join(config.dataDir, '.haunt-restore-'));
  try {
    await tar.extract({ file: archive, cwd: staging, strict: true });
    const manifest = await readManifest(staging);
    const keys = planKeyRestore(config, staging);

    const occupied = [await describeDatabaseContents(config.database), describeMedia(config.uploadsDir)].filter(Boolean);
    if (occupied.length && !options.force) {
      throw new BackupError(
        `Refusing to restore: ${occupied.join(' and ')}. Restore into an empty database and data folder, or pass --force to replace them`,
      );
    }
    if (occupied.length) {
      await emptyDatabase(config.database);
      rmSync(config.uploadsDir, { recursive: true, force: true });
      rmSync(config.privateDir, { recursive: true, force: true });
    }
    await restoreDatabase(config.database, join(staging, 'database'), manifest.database);
    rmSync(config.uploadsDir, { recursive: true, force: true });
    mkdirSync(dirname(config.uploadsDir), { recursive: true });
    if (existsSync(join(staging, 'uploads'))) renameSync(join(staging, 'uploads'), config.uploadsDir);
    else mkdirSync(config.uploadsDir);
    rmSync(config.privateDir, { recursive: true, force: true });
    if (existsSync(join(staging, 'private'))) renameSync(join(staging, 'private'), config.privateDir);
    writeRestoredKeys(keys);
    secureDataDir(config);
    if (config.database.type === 'sqlite') secureSqliteFile(config.database.path);
    return { createdAt: manifest.createdAt, files: manifest.files.length, notes: keys.notes };
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

async function checkArchiveDigest(archive: string): Promise<void> {
  const sidecar = `${archive}.sha256`;
  if (!existsSync(sidecar)) return;
  const expected = readFileSync(sidecar, 'utf8').split(/\s+/)[0];
  if ((await fileDigest(archive)).sha256 !== expected) {
    throw new BackupError(`${basename(archive)} does not match its checksum in ${basename(sidecar)}: the archive is damaged or incomplete`);
  }
}

async function readManifest(staging: string): Promise<Manifest> {
  const file = join(staging, 'manifest.json');
  const manifest = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : undefined;
  if (manifest?.format !== 'haunt-park-backup' || manifest.version !== 1)
    throw new BackupError('This file is not a Haunted Park backup (no manifest.json of format 1)');
  const extracted = new Set(listFiles(staging).filter((path) => path !== 'manifest.json'));
  for (const entry of manifest.files) {
    const digest = extracted.delete(entry.path) ? await fileDigest(join(staging, entry.path)) : undefined;
    if (digest?.bytes !== entry.bytes || digest.sha256 !== entry.sha256) {
      throw new BackupError(`${entry.path} in the archive does not match its checksum in manifest.json: the archive is damaged`);
    }
  }
  if (extracted.size) throw new BackupError(`The archive holds files its manifest does not list: ${[...extracted].join(', ')}`);
  return manifest;
}

function describeMedia(uploadsDir: string): string | undefined {
  const count = existsSync(uploadsDir) ? listFiles(uploadsDir).length : 0;
  return count ? `${uploadsDir} holds ${count} files` : undefined;
}

/** Hard links (uploads are written once under generated names, never changed in place), or copies across file systems. */
function linkTree(from: string, to: string): void {
  mkdirSync(to, { recursive: true });
  if (!existsSync(from)) return;
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = join(from, entry.name);
    const target = join(to, entry.name);
    if (entry.isDirectory()) linkTree(source, target);
    else if (entry.isFile()) {
      try {
        linkSync(source, target);
      } catch {
        copyFileSync(source, target);
      }
    }
  }
}

/** Every file under dir, as paths relative to it with forward slashes. */
function listFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split('\\').join('/'))
    .sort();
}

async function fileDigest(file: string): Promise<{ bytes: number; sha256: string }> {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of createReadStream(file) as AsyncIterable<Buffer>) {
    bytes += chunk.length;
    hash.update(chunk);
  }
  return { bytes, sha256: hash.digest('hex') };
}
