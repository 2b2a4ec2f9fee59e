import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createConnection, type Connection, type RowDataPacket } from 'mysql2/promise';
import { parseDatabase, type DatabaseConfig } from '../../src/config/database.config';

export interface TestDatabase {
  config: DatabaseConfig;
  dataDir: string;
  drop(): Promise<void>;
}

/**
 * The database the e2e run's global setup migrated once, for createTestDatabase({ migrated: true }): a SQLite file's
 * path, or a MySQL database's name.
 */
export const MIGRATED_TEMPLATE_ENV = 'TEST_DATABASE_MIGRATED_TEMPLATE';

/**
 * A fresh database for one suite: a temporary SQLite file, or, when TEST_DATABASE_URL names a MySQL server, a new
 * database on it (created here, dropped by drop()). Empty, unless `migrated` asks for one already migrated: a copy of
 * the run's migrated template (on a loaded MariaDB the migrations' DDL takes seconds, a copy a fifth of that), which
 * the app's own migration run then finds up to date, as it would any migrated database.
 */
export async function createTestDatabase(options: { migrated?: boolean } = {}): Promise<TestDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'haunt-test-'));
  const removeDir = () => rmSync(dataDir, { recursive: true, force: true });
  const template = options.migrated ? process.env[MIGRATED_TEMPLATE_ENV] : undefined;
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

/** Every table of `from` (foreign keys and auto-increment counters included) and its rows, into the empty `to`. */
async function copyDatabase(conn: Connection, from: string, to: string): Promise<void> {
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
