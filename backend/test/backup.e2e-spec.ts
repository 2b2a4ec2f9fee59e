import { copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Secret, TOTP } from 'otpauth';
import request from 'supertest';
import * as tar from 'tar';
import type { DataSource } from 'typeorm';
import { createApp } from '../src/app.factory';
import { createBackup, restoreBackup } from '../src/backup/backup-archive';
import { loadConfig, type AppConfig } from '../src/config/app.config';
import { createDataSource } from '../src/database/data-source';
import { DEMO_ATTRACTIONS } from '../src/database/seed/demo-attractions';
import { DEMO_STORIES } from '../src/database/seed/demo-stories';
import { contactBody } from './support/factories';
import { imageFile } from './support/media-files';
import { createTestDatabase, type TestDatabase } from './support/test-database';
import { bearer, TEST_ADMIN, testAppSession } from './support/test-app';

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
    ({ archive } = await createBackup(t.config, backupDir));
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

const codeFor = (secret: string, stepsAhead = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp: Date.now() + stepsAhead * 30_000,
  });

describe('a restore onto a new data folder', () => {
  // Loopback is the trusted proxy, so X-Forwarded-For stands for the visitor.
  const t = testAppSession({ config: { trustedProxies: ['127.0.0.1', '::1'] } });
  const VISITOR = '203.0.113.41';
  const backupDir = mkdtempSync(join(tmpdir(), 'haunt-backups-'));
  let target: TestDatabase;
  let archive: string;
  let totpSecret: string;
  let session: Record<string, string>;
  let restored: NestExpressApplication;
  let restoreNotes: string[];
  const http = () => request(restored.getHttpServer());
  /** The configuration `npm run restore` and then the app load on the new host: its own DATA_DIR, keys generated there. */
  const targetConfig = (): AppConfig => ({
    ...loadConfig({ DATA_DIR: target.dataDir }),
    database: target.config,
    servePages: false,
    trustedProxies: ['127.0.0.1', '::1'],
  });

  beforeAll(async () => {
    totpSecret = (await t.http.post('/api/admin/totp/setup').set(t.admin).expect(200)).body.secret;
    const enabled = await t.http
      .post('/api/admin/totp/enable')
      .set(t.admin)
      .send({ password: TEST_ADMIN.password, code: codeFor(totpSecret) })
      .expect(200);
    session = bearer(enabled.body.token);
    await t.http.post('/api/discount/generate').set('X-Forwarded-For', VISITOR).send({ value: '10%' }).expect(201);
    ({ archive } = await createBackup(t.config, backupDir));

    target = await createTestDatabase();
    restoreNotes = (await restoreBackup(targetConfig(), archive, { force: false })).notes;
    const log = console.log;
    console.log = () => undefined;
    try {
      restored = await createApp(targetConfig(), { logger: false });
    } finally {
      console.log = log;
    }
  });

  afterAll(async () => {
    await restored?.close();
    await target?.drop();
    rmSync(backupDir, { recursive: true, force: true });
  });

  it('carries the keys as entries of their own, readable by their owner only, in an archive readable by its owner only', async () => {
    const entries: Record<string, number> = {};
    await tar.list({ file: archive, onReadEntry: (entry) => void (entries[entry.path] = entry.mode ?? 0) });
    expect(Object.keys(entries).filter((path) => path.startsWith('keys/'))).toEqual(
      expect.arrayContaining(['keys/jwt-secret', 'keys/second-factor-key', 'keys/visitor-key-secret']),
    );
    for (const key of ['keys/jwt-secret', 'keys/second-factor-key', 'keys/visitor-key-secret']) expect(entries[key] & 0o777).toBe(0o600);
    expect(statSync(archive).mode & 0o777).toBe(0o600);
    for (const key of ['jwt-secret', 'second-factor-key', 'visitor-key-secret']) {
      expect(readFileSync(join(target.dataDir, key), 'utf8')).toBe(readFileSync(join(t.config.dataDir, key), 'utf8'));
      expect(statSync(join(target.dataDir, key)).mode & 0o777).toBe(0o600);
    }
    expect(restoreNotes).toEqual([]);
  });

  it('keeps the sessions signed before the backup', async () => {
    await http().get('/api/admin/verify').set(session).expect(200);
  });

  it("keeps the second factor: the authenticator app's code signs in", async () => {
    await http().post('/api/admin/login').send(TEST_ADMIN).expect(401);
    const signedIn = await http()
      .post('/api/admin/login')
      .send({ ...TEST_ADMIN, code: codeFor(totpSecret, 1) })
      .expect(200);
    await http().get('/api/admin/verify').set(bearer(signedIn.body.token)).expect(200);
  });

  it("keeps a visitor's discount cooldown", async () => {
    await http().post('/api/discount/generate').set('X-Forwarded-For', VISITOR).send({ value: '10%' }).expect(429);
  });

  it('refuses to restore while SECOND_FACTOR_KEY sets another key, before changing anything', async () => {
    const other = await createTestDatabase();
    try {
      const config = {
        ...loadConfig({ DATA_DIR: other.dataDir, SECOND_FACTOR_KEY: 'another-second-factor-key-of-32-bytes-at-least' }),
        database: other.config,
      };
      await expect(restoreBackup(config, archive, { force: false })).rejects.toThrow(
        /^Refusing to restore: SECOND_FACTOR_KEY is set to another key than the backup was made with/,
      );
      expect(await withDataSource(config, (dataSource) => dataSource.query('SELECT 1 FROM migrations')).catch(() => 'no table')).toBe(
        'no table',
      );
    } finally {
      await other.drop();
    }
  });
});
