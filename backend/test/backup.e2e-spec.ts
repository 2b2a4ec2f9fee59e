import { copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import request from 'supertest';
import type { DataSource } from 'typeorm';
import { createApp } from '../src/app.factory';
import { createBackup, restoreBackup } from '../src/backup/backup-archive';
import type { AppConfig } from '../src/config/app.config';
import { createDataSource } from '../src/database/data-source';
import { DEMO_ATTRACTIONS } from '../src/database/seed/demo-attractions';
import { DEMO_STORIES } from '../src/database/seed/demo-stories';
import { contactBody } from './support/factories';
import { imageFile } from './support/media-files';
import { createTestDatabase, type TestDatabase } from './support/test-database';
import { TEST_ADMIN, testAppSession } from './support/test-app';

type Snapshot = Record<string, unknown[]>;

/** Every row of every table (the migrations' own included), in primary-key order. */
async function snapshotRows(dataSource: DataSource): Promise<Snapshot> {
  const tables = [
    ...dataSource.entityMetadatas.map((entity) => ({ name: entity.tableName, keys: entity.primaryColumns.map((c) => c.databaseName) })),
    { name: 'migrations', keys: ['id'] },
  ];
  const snapshot: Snapshot = {};
  const quote = (name: string) => dataSource.driver.escape(name);
  for (const { name, keys } of tables) {
    snapshot[name] = await dataSource.query(`SELECT * FROM ${quote(name)} ORDER BY ${keys.map(quote).join(', ')}`);
  }
  return snapshot;
}

/** The rows, but for what a sign-in changes: the account's last sign-in (and so its updatedAt) and its audit entry. */
function withoutSignInTimes(snapshot: Snapshot): Snapshot {
  const users = snapshot.users.map((row) => ({ ...(row as object), lastSignInAt: undefined, updatedAt: undefined }));
  const auditLog = snapshot.audit_log.filter((row) => (row as { action: string }).action !== 'sign-in');
  return { ...snapshot, users, audit_log: auditLog };
}

/** Every file under dir with its content. */
function snapshotFiles(dir: string): Record<string, string> {
  if (!existsSync(dir)) return {};
  return Object.fromEntries(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => [
        relative(dir, join(entry.parentPath, entry.name)),
        readFileSync(join(entry.parentPath, entry.name)).toString('base64'),
      ]),
  );
}

async function withDataSource<T>(config: AppConfig, work: (dataSource: DataSource) => Promise<T>): Promise<T> {
  const dataSource = createDataSource(config.database);
  await dataSource.initialize();
  try {
    return await work(dataSource);
  } finally {
    await dataSource.destroy();
  }
}

/** The site's pictures the demo content shows, each a media item since the first start. */
const DEMO_PICTURES = new Set([...DEMO_ATTRACTIONS.map((a) => a.image), ...DEMO_STORIES.map((s) => s.image)]).size;

describe('npm run backup / npm run restore', () => {
  const t = testAppSession({ seed: true });
  const backupDir = mkdtempSync(join(tmpdir(), 'haunt-backups-'));
  let target: TestDatabase;
  let targetConfig: AppConfig;
  let archive: string;
  let rowsBefore: Snapshot;
  let filesBefore: Record<string, string>;

  beforeAll(async () => {
    // Content of every kind: the demo seed, two uploads (each with its resized copies), a contact message, a sign-in.
    for (const [name, format] of [
      ['a.png', 'png'],
      ['b.webp', 'webp'],
    ] as const) {
      await t.http
        .post('/api/media')
        .set(t.admin)
        .attach('file', await imageFile(format, 40, 30), name)
        .expect(201);
    }
    await t.http.post('/api/contact').send(contactBody()).expect(201);
    // A sign-in, as on any live site: its rows (the login counters) are in the backup like the rest.
    await t.adminToken();
  });

  beforeAll(async () => {
    rowsBefore = await snapshotRows(t.dataSource);
    filesBefore = snapshotFiles(t.config.uploadsDir);
    archive = await createBackup(t.config, backupDir);
  });

  beforeAll(async () => {
    target = await createTestDatabase();
    targetConfig = {
      ...t.config,
      dataDir: target.dataDir,
      uploadsDir: join(target.dataDir, 'uploads'),
      privateDir: join(target.dataDir, 'private'),
      database: target.config,
    };
  });

  afterAll(async () => {
    await target?.drop();
    rmSync(backupDir, { recursive: true, force: true });
  });

  it('writes one archive with its SHA-256 beside it', () => {
    expect(readdirSync(backupDir).sort()).toEqual([
      expect.stringMatching(/^haunt-backup-.+\.tar\.gz$/),
      expect.stringMatching(/\.tar\.gz\.sha256$/),
    ]);
    expect(readFileSync(`${archive}.sha256`, 'utf8')).toMatch(/^[0-9a-f]{64} {2}haunt-backup-.+\.tar\.gz\n$/);
    // Each picture with the sizes made from it: the two uploads and the pictures the demo content shows.
    expect(Object.keys(filesBefore).filter((path) => /^[0-9a-f]{32}\.(png|webp)$/.test(path))).toHaveLength(2 + DEMO_PICTURES);
    expect(rowsBefore.media_items).toHaveLength(2 + DEMO_PICTURES);
    expect(rowsBefore.blog_posts.length).toBeGreaterThan(5);
    expect(rowsBefore.contact_submissions).toHaveLength(1);
  });

  it('restores every row and every file into an empty database and data folder', async () => {
    await restoreBackup(targetConfig, archive, { force: false });
    await expect(withDataSource(targetConfig, snapshotRows)).resolves.toEqual(rowsBefore);
    expect(snapshotFiles(targetConfig.uploadsDir)).toEqual(filesBefore);
  });

  it('the app starts on the restored data without seeding anything, and the admin signs in', async () => {
    const app = await createApp({ ...targetConfig, servePages: false }, { logger: false });
    try {
      await request(app.getHttpServer()).post('/api/admin/login').send(TEST_ADMIN).expect(200);
      const stories = await request(app.getHttpServer()).get('/api/blog-posts?limit=1').expect(200);
      expect(stories.body.total).toBe(rowsBefore.blog_posts.filter((row) => Boolean((row as { published: unknown }).published)).length);
    } finally {
      await app.close();
    }
    expect(withoutSignInTimes(await withDataSource(targetConfig, snapshotRows))).toEqual(withoutSignInTimes(rowsBefore));
  });

  it('refuses to restore over a database that has tables, unless --force', async () => {
    await expect(restoreBackup(targetConfig, archive, { force: false })).rejects.toThrow(
      new RegExp(
        `^Refusing to restore: the database \\S+ has \\d+ tables and \\S+ holds ${Object.keys(filesBefore).length} files\\. ` +
          'Restore into an empty database and data folder, or pass --force to replace them$',
      ),
    );
    await withDataSource(targetConfig, (dataSource) => dataSource.query('DELETE FROM contact_submissions'));
    await restoreBackup(targetConfig, archive, { force: true });
    await expect(withDataSource(targetConfig, snapshotRows)).resolves.toEqual(rowsBefore);
  });

  it('refuses a damaged archive before changing anything', async () => {
    const damaged = join(backupDir, 'damaged.tar.gz');
    copyFileSync(archive, damaged);
    const bytes = readFileSync(damaged);
    bytes[bytes.length - 100] ^= 0xff;
    writeFileSync(damaged, bytes);
    writeFileSync(`${damaged}.sha256`, readFileSync(`${archive}.sha256`, 'utf8').replace(/\S+\n$/, 'damaged.tar.gz\n'));
    await expect(restoreBackup(targetConfig, damaged, { force: true })).rejects.toThrow(
      'damaged.tar.gz does not match its checksum in damaged.tar.gz.sha256: the archive is damaged or incomplete',
    );
    await expect(withDataSource(targetConfig, snapshotRows)).resolves.toEqual(rowsBefore);
  });
});
