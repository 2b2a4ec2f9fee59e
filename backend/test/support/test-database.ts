import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createConnection, type Connection, type RowDataPacket } from 'mysql2/promise';
import type { DataSource } from 'typeorm';
import { parseDatabase, type DatabaseConfig } from '../../src/config/database.config';
import { createDataSource } from '../../src/database/data-source';

export interface TestDatabase {
  config: DatabaseConfig;
  dataDir: string;
  drop(): Promise<void>;
}

/**
 * The databases the e2e run's global setup prepared once, for createTestDatabase({ from }): a SQLite file's path, or a
 * MySQL database's name, in these variables. `migrated`: every migration run; `demo`: that, plus a first start's seed
 * with the demo content.
 */
export const TEMPLATE_ENV = { migrated: 'TEST_DATABASE_MIGRATED_TEMPLATE', demo: 'TEST_DATABASE_DEMO_TEMPLATE' } as const;
export type TemplateName = keyof typeof TEMPLATE_ENV;

/**
 * A fresh database for one suite: a temporary SQLite file, or, when TEST_DATABASE_URL names a MySQL server, a new
 * database on it (created here, dropped by drop()). Empty, unless `from` names one of the run's templates to copy (on a
 * loaded MariaDB the migrations' DDL and the demo seed take seconds, a copy a fifth of that): the app's own start then
 * finds it migrated, and seeded, as it would any database after its first start. `from` may also be a test database
 * the suite prepared (closed: a SQLite file is copied as it is on disk), for tests that each start from that state.
 */
export async function createTestDatabase(options: { from?: TemplateName | TestDatabase } = {}): Promise<TestDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'haunt-test-'));
  const removeDir = () => rmSync(dataDir, { recursive: true, force: true });
  const template = templateOf(options.from);
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const config = parseDatabase(undefined, dataDir);
    if (template && config.type === 'sqlite') copyFileSync(template, config.path);
    return { config, dataDir, drop: async () => removeDir() };
  }
  const url = new URL(serverUrl);
  const base = url.pathname.replace(/^\//, '') || 'haunt_test';
  const name = `${base}_${randomBytes(4).toString('hex')}`.slice(0, 64);
  const connect = () =>
    createConnection({
      host: url.hostname,
      port: Number(url.port || 3306),
      user: decodeURIComponent(url.username),
      password: decodeURIComponent(url.password),
      multipleStatements: true,
    });
  const admin = await connect();
  try {
    await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    if (template) await copyDatabase(admin, template, name);
  } finally {
    await admin.end();
  }
  url.pathname = `/${name}`;
  return {
    config: parseDatabase(url.toString(), dataDir),
    dataDir,
    drop: async () => {
      const conn = await connect();
      await conn.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await conn.end();
      removeDir();
    },
  };
}

/**
 * A database as the version before `migration` left it, after `firstStart` (what that version's first start wrote), and
 * closed: made once for a migration's tests, which each take a copy (`createTestDatabase({ from })`), since undoing the
 * migrations that followed takes seconds on a loaded MariaDB.
 */
export async function databaseBefore(
  migration: string,
  firstStart: (dataSource: DataSource) => Promise<unknown> = async () => undefined,
): Promise<TestDatabase> {
  const db = await createTestDatabase({ from: 'migrated' });
  const dataSource = createDataSource(db.config);
  try {
    await dataSource.initialize();
    const applied = async () => ((await dataSource.query('SELECT name FROM migrations')) as { name: string }[]).map((m) => m.name);
    while ((await applied()).includes(migration)) await dataSource.undoLastMigration();
    await firstStart(dataSource);
  } catch (error) {
    if (dataSource.isInitialized) await dataSource.destroy();
    await db.drop();
    throw error;
  }
  await dataSource.destroy();
  return db;
}

/** The SQLite file or MySQL database name that `from` names. */
function templateOf(from: TemplateName | TestDatabase | undefined): string | undefined {
  if (from === undefined) return undefined;
  if (typeof from !== 'string') return from.config.type === 'sqlite' ? from.config.path : from.config.database;
  const template = process.env[TEMPLATE_ENV[from]];
  if (!template) throw new Error(`No ${from} template database: the e2e global setup makes it`);
  return template;
}

/** Every table of `from` (foreign keys and auto-increment counters included) and its rows, into the empty `to`. */
export async function copyDatabase(conn: Connection, from: string, to: string): Promise<void> {
  const [tables] = await conn.query<RowDataPacket[]>(
    "SELECT TABLE_NAME AS name FROM information_schema.TABLES WHERE TABLE_SCHEMA = ? AND TABLE_TYPE = 'BASE TABLE'",
    [from],
  );
  const names = tables.map((table) => String(table.name));
  const creates: string[] = [];
  for (const table of names) {
    const [[row]] = await conn.query<RowDataPacket[]>(`SHOW CREATE TABLE \`${from}\`.\`${table}\``);
    creates.push(String(row['Create Table']));
  }
  await conn.query(
    [
      `USE \`${to}\``,
      'SET FOREIGN_KEY_CHECKS = 0',
      ...creates,
      ...names.map((table) => `INSERT INTO \`${to}\`.\`${table}\` SELECT * FROM \`${from}\`.\`${table}\``),
      'SET FOREIGN_KEY_CHECKS = 1',
    ].join(';\n'),
  );
}
