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
import { KEYS_DIR, planKeyRestore, writeBackupKeys, writeRestoredKeys } from './backup-keys';
import { describeBucket, downloadBucket, emptyBucket, uploadToBucket, type MediaCount } from './bucket-media';
import { BackupError, describeDatabaseContents, dumpDatabase, emptyDatabase, restoreDatabase, type DatabaseDump } from './database-dump';

/**
 * One backup: `haunt-backup-<time>.tar.gz` holding manifest.json, database/, uploads/ (the media), private/ (applicants'
 * files) and keys/ (the JWT secret, second-factor key and visitor key secret, backup-keys.ts), and beside it
 * `<archive>.sha256` (sha256sum's format). The manifest lists every file with its SHA-256, checked on restore.
 * The database is snapshotted first, then the media copied, so every media row of the snapshot finds its file: from
 * DATA_DIR, or with MEDIA_STORAGE=s3 from the bucket (bucket-media.ts); `media: false` (--no-media) leaves them out.
 * The archive carries keys, so it is written readable by its owner only.
 */
interface Manifest {
  format: 'haunt-park-backup';
  version: 1;
  createdAt: string;
  database: DatabaseDump;
  /** Where the media came from; absent in archives made before it was recorded (then: DATA_DIR). */
  media?: MediaCount & { source: 'local' | 's3' | 'none'; bucket?: string };
  files: { path: string; bytes: number; sha256: string }[];
}

export interface BackupReport {
  archive: string;
  /** What the archive holds, one line a part, for the operator. */
  contents: string[];
}

export async function createBackup(
  config: AppConfig,
  targetDir: string,
  options: { media?: boolean; now?: Date } = {},
): Promise<BackupReport> {
  const now = options.now ?? new Date();
  mkdirSync(targetDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const staging = mkdtempSync(join(targetDir, '.haunt-backup-'));
  try {
    const database = await dumpDatabase(config.database, join(staging, 'database'));
    const media = await copyMedia(config, staging, options.media ?? true);
    writeBackupKeys(config, staging);
    const files = await Promise.all(listFiles(staging).map(async (path) => ({ path, ...(await fileDigest(join(staging, path))) })));
    const manifest: Manifest = { format: 'haunt-park-backup', version: 1, createdAt: now.toISOString(), database, media, files };
    writeFileSync(join(staging, 'manifest.json'), JSON.stringify(manifest, null, 2));

    const archive = resolve(targetDir, `haunt-backup-${now.toISOString().replace(/[:.]/g, '-')}.tar.gz`);
    await tar.create({ gzip: true, portable: true, file: archive, mode: 0o600, cwd: staging }, readdirSync(staging));
    writeFileSync(`${archive}.sha256`, `${(await fileDigest(archive)).sha256}  ${basename(archive)}\n`);
    return { archive, contents: describeContents(manifest) };
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/** The media of the storage the app uses, into `uploads/` and `private/` of the staging folder. */
async function copyMedia(config: AppConfig, staging: string, wanted: boolean): Promise<NonNullable<Manifest['media']>> {
  if (!wanted) return { source: 'none', uploads: 0, private: 0 };
  if (config.mediaStorage.kind === 's3') {
    return { source: 's3', bucket: config.mediaStorage.bucket, ...(await downloadBucket(config.mediaStorage, staging)) };
  }
  linkTree(config.uploadsDir, join(staging, 'uploads'));
  linkTree(config.privateDir, join(staging, 'private'));
  const count = (folder: string) => listFiles(join(staging, folder)).length;
  return { source: 'local', uploads: count('uploads'), private: count('private') };
}

/** What an archive holds, one line a part. */
function describeContents(manifest: Manifest): string[] {
  const { database, media } = manifest;
  const rows = database.tables?.reduce((sum, table) => sum + table.rows, 0);
  const keys = manifest.files.filter((file) => file.path.startsWith(`${KEYS_DIR}/`)).map((file) => file.path.slice(KEYS_DIR.length + 1));
  const files = (count: MediaCount) => `${count.uploads} media files (uploads/) and ${count.private} applicants' files (private/)`;
  const mediaLine = !media
    ? 'media: DATA_DIR/uploads and DATA_DIR/private'
    : media.source === 'none'
      ? 'media: none (made with --no-media)'
      : `media: ${files(media)} from ${media.source === 's3' ? `the bucket ${media.bucket}` : 'DATA_DIR'}`;
  return [
    database.type === 'sqlite' ? 'database: SQLite' : `database: MySQL/MariaDB, ${database.tables?.length} tables, ${rows} rows`,
    mediaLine,
    keys.length ? `keys: ${keys.join(', ')} (keys/, each readable by its owner only)` : 'keys: none (made before backups carried keys)',
  ];
}

export interface RestoreReport {
  createdAt: string;
  files: number;
  /** What the archive held. */
  contents: string[];
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

    // An archive made with --no-media leaves the media where they are.
    const restoresMedia = manifest.media?.source !== 'none';
    const occupied = [await describeDatabaseContents(config.database), restoresMedia ? await describeMedia(config) : undefined].filter(
      Boolean,
    );
    if (occupied.length && !options.force) {
      throw new BackupError(
        `Refusing to restore: ${occupied.join(' and ')}. Restore into an empty database and data folder, or pass --force to replace them`,
      );
    }
    if (occupied.length) await emptyDatabase(config.database);
    await restoreDatabase(config.database, join(staging, 'database'), manifest.database);
    const notes = [...keys.notes];
    if (!restoresMedia) notes.push('The archive holds no media (made with --no-media): the media storage was left as it is.');
    else if (config.mediaStorage.kind === 's3') {
      // Into the bucket the app reads, whichever storage the backup was made on.
      if (occupied.length) await emptyBucket(config.mediaStorage);
      await uploadToBucket(config.mediaStorage, staging);
    } else {
      rmSync(config.uploadsDir, { recursive: true, force: true });
      mkdirSync(dirname(config.uploadsDir), { recursive: true });
      if (existsSync(join(staging, 'uploads'))) renameSync(join(staging, 'uploads'), config.uploadsDir);
      else mkdirSync(config.uploadsDir);
      rmSync(config.privateDir, { recursive: true, force: true });
      if (existsSync(join(staging, 'private'))) renameSync(join(staging, 'private'), config.privateDir);
    }
    writeRestoredKeys(keys);
    secureDataDir(config);
    if (config.database.type === 'sqlite') secureSqliteFile(config.database.path);
    return { createdAt: manifest.createdAt, files: manifest.files.length, contents: describeContents(manifest), notes };
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

/** What the media storage the restore would write into already holds, if anything. */
async function describeMedia(config: AppConfig): Promise<string | undefined> {
  if (config.mediaStorage.kind === 's3') return describeBucket(config.mediaStorage);
  const count = existsSync(config.uploadsDir) ? listFiles(config.uploadsDir).length : 0;
  return count ? `${config.uploadsDir} holds ${count} files` : undefined;
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
