import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DataSource, DataSourceOptions } from 'typeorm';
import { PRIVATE_DIR_MODE, secureSqliteFile } from '../config/data-dir';
import type { DatabaseConfig } from '../config/database.config';
import { ENTITIES } from './entities';
import { MIGRATIONS } from './migrations';

export function dataSourceOptions(database: DatabaseConfig): DataSourceOptions {
  const common = { entities: ENTITIES, migrations: MIGRATIONS, synchronize: false, migrationsRun: false, logging: false } as const;
  if (database.type !== 'sqlite') {
    const { host, port, username, password, database: name, poolSize, ssl, options } = database;
    return {
      ...common,
      type: database.type,
      host,
      port,
      username,
      password,
      database: name,
      charset: 'utf8mb4_unicode_ci',
      timezone: 'Z',
      connectTimeout: 10_000,
      poolSize,
      ...(ssl ? { ssl: { ...ssl, rejectUnauthorized: true, minVersion: 'TLSv1.2' } } : {}),
      extra: options,
    };
  }
  mkdirSync(dirname(database.path), { recursive: true, mode: PRIVATE_DIR_MODE });
  secureSqliteFile(database.path);
  return {
    ...common,
    type: 'better-sqlite3',
    database: database.path,
    prepareDatabase: (db: { pragma(sql: string): unknown }) => {
      db.pragma('journal_mode = WAL');
      db.pragma('busy_timeout = 5000');
      db.pragma('foreign_keys = ON');
    },
  };
}

export function createDataSource(database: DatabaseConfig): DataSource {
  return new DataSource(dataSourceOptions(database));
}
