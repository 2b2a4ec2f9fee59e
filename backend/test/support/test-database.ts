import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createConnection } from 'mysql2/promise';
import { parseDatabase, type DatabaseConfig } from '../../src/config/database.config';

export interface TestDatabase {
  config: DatabaseConfig;
  dataDir: string;
  drop(): Promise<void>;
}

/**
 * A fresh, empty database for one suite: a temporary SQLite file, or, when TEST_DATABASE_URL
 * names a MySQL server, a new database on it (created here, dropped by drop()).
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'haunt-test-'));
  const removeDir = () => rmSync(dataDir, { recursive: true, force: true });
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    return { config: parseDatabase(undefined, dataDir), dataDir, drop: async () => removeDir() };
  }
  const url = new URL(serverUrl);
  const base = url.pathname.replace(/^\//, '') || 'haunt_test';
  const name = `${base}_${randomBytes(4).toString('hex')}`.slice(0, 64);
  const admin = await createConnection({
    host: url.hostname,
    port: Number(url.port || 3306),
    user: decodeURIComponent(url.username),
    password: decodeURIComponent(url.password),
  });
  await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await admin.end();
  url.pathname = `/${name}`;
  return {
    config: parseDatabase(url.toString(), dataDir),
    dataDir,
    drop: async () => {
      const conn = await createConnection({
        host: url.hostname,
        port: Number(url.port || 3306),
        user: decodeURIComponent(url.username),
        password: decodeURIComponent(url.password),
      });
      await conn.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await conn.end();
      removeDir();
    },
  };
}
