import { once } from 'node:events';
import { createReadStream, createWriteStream, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import Database from 'better-sqlite3';
import { DataSource, type QueryRunner } from 'typeorm';
import type { DatabaseConfig } from '../config/database.config';
import { dataSourceOptions } from '../database/data-source';

/** The database part of a backup, under `database/` in the archive. */
export interface DatabaseDump {
  type: 'sqlite' | 'mysql';
  /** MySQL/MariaDB: each table's definition and row count, in the order they are restored. */
  tables?: { name: string; rows: number }[];
}

const SQLITE_FILE = 'haunt.sqlite';
const INSERT_BATCH = 500;

/**
 * SQLite: the online backup API copies a consistent snapshot while the app keeps running. MySQL/MariaDB: one
 * REPEATABLE READ snapshot; each table's CREATE TABLE and its rows as JSON lines (dates as the server's strings, so
 * microseconds survive).
 */
export async function dumpDatabase(database: DatabaseConfig, dir: string): Promise<DatabaseDump> {
  mkdirSync(dir, { recursive: true });
  if (database.type === 'sqlite') {
    if (!existsSync(database.path)) throw new BackupError(`There is no database at ${database.path} to back up`);
    const db = new Database(database.path, { readonly: true, fileMustExist: true });
    try {
      await db.backup(join(dir, SQLITE_FILE));
    } finally {
      db.close();
    }
    return { type: 'sqlite' };
  }
  return withMysql(database, async (runner) => {
    await runner.query('SET SESSION TRANSACTION ISOLATION LEVEL REPEATABLE READ');
    await runner.query('START TRANSACTION WITH CONSISTENT SNAPSHOT');
    try {
      const tables: { name: string; rows: number }[] = [];
      for (const name of await mysqlTables(runner)) {
        const [created] = (await runner.query(`SHOW CREATE TABLE \`${name}\``)) as { 'Create Table': string }[];
        const out = createWriteStream(join(dir, `${name}.jsonl`));
        let rows = 0;
        const stream = await runner.stream(`SELECT * FROM \`${name}\``);
        for await (const row of stream) {
          if (!out.write(`${JSON.stringify(row)}\n`)) await once(out, 'drain');
          rows++;
        }
        out.end();
        await once(out, 'finish');
        tables.push({ name, rows });
        writeFileSync(join(dir, `${name}.create.json`), JSON.stringify({ sql: created['Create Table'] }));
      }
      return { type: 'mysql' as const, tables };
    } finally {
      await runner.query('COMMIT');
    }
  });
}

/** What the database holds now: the refusal to restore over it names it. Nothing means empty. */
export async function describeDatabaseContents(database: DatabaseConfig): Promise<string | undefined> {
  if (database.type === 'sqlite') {
    if (!existsSync(database.path)) return undefined;
    const db = new Database(database.path, { readonly: true });
    try {
      const { count } = db.prepare("SELECT count(*) AS count FROM sqlite_master WHERE type = 'table'").get() as { count: number };
      return count ? `the database ${database.path} has ${count} tables` : undefined;
    } finally {
      db.close();
    }
  }
  const tables = await withMysql(database, mysqlTables);
  return tables.length ? `the database ${database.database} has ${tables.length} tables` : undefined;
}

/** Removes what the database holds (restore --force). */
export async function emptyDatabase(database: DatabaseConfig): Promise<void> {
  if (database.type === 'sqlite') {
    for (const suffix of ['', '-wal', '-shm']) rmSync(`${database.path}${suffix}`, { force: true });
    return;
  }
  await withMysql(database, async (runner) => {
    await runner.query('SET FOREIGN_KEY_CHECKS = 0');
    for (const name of await mysqlTables(runner)) await runner.query(`DROP TABLE \`${name}\``);
    await runner.query('SET FOREIGN_KEY_CHECKS = 1');
  });
}

export async function restoreDatabase(database: DatabaseConfig, dir: string, dump: DatabaseDump): Promise<void> {
  const target = database.type === 'sqlite' ? 'sqlite' : 'mysql';
  if (dump.type !== target) {
    throw new BackupError(
      `This archive holds a ${dump.type === 'sqlite' ? 'SQLite' : 'MySQL'} database and the configuration names a ${target === 'sqlite' ? 'SQLite' : 'MySQL'} one: restore it into the same kind of database`,
    );
  }
  if (database.type === 'sqlite') {
    mkdirSync(dirname(database.path), { recursive: true });
    renameSync(join(dir, SQLITE_FILE), database.path);
    return;
  }
  await withMysql(database, async (runner) => {
    await runner.query('SET FOREIGN_KEY_CHECKS = 0');
    try {
      for (const { name } of dump.tables ?? []) {
        const { sql } = JSON.parse(readFileSync(join(dir, `${name}.create.json`), 'utf8')) as { sql: string };
        await runner.query(sql);
        let batch: Record<string, unknown>[] = [];
        const lines = createInterface({ input: createReadStream(join(dir, `${name}.jsonl`)), crlfDelay: Infinity });
        for await (const line of lines) {
          if (!line) continue;
          batch.push(JSON.parse(line) as Record<string, unknown>);
          if (batch.length === INSERT_BATCH) batch = await insertRows(runner, name, batch);
        }
        if (batch.length) await insertRows(runner, name, batch);
      }
    } finally {
      await runner.query('SET FOREIGN_KEY_CHECKS = 1');
    }
  });
}

async function insertRows(runner: QueryRunner, table: string, rows: Record<string, unknown>[]): Promise<Record<string, unknown>[]> {
  const columns = Object.keys(rows[0]);
  const placeholders = `(${columns.map(() => '?').join(', ')})`;
  await runner.query(
    `INSERT INTO \`${table}\` (${columns.map((column) => `\`${column}\``).join(', ')}) VALUES ${rows.map(() => placeholders).join(', ')}`,
    rows.flatMap((row) => columns.map((column) => row[column])),
  );
  return [];
}

async function mysqlTables(runner: QueryRunner): Promise<string[]> {
  const rows = (await runner.query("SHOW FULL TABLES WHERE Table_type = 'BASE TABLE'")) as Record<string, string>[];
  return rows.map((row) => Object.values(row)[0]);
}

/** One connection of the app's own data source options, with dates kept as the server's strings. */
async function withMysql<T>(database: DatabaseConfig, work: (runner: QueryRunner) => Promise<T>): Promise<T> {
  const dataSource = new DataSource({ ...dataSourceOptions(database), dateStrings: true } as ConstructorParameters<typeof DataSource>[0]);
  await dataSource.initialize();
  const runner = dataSource.createQueryRunner();
  try {
    return await work(runner);
  } finally {
    await runner.release();
    await dataSource.destroy();
  }
}

/** A refusal or a damaged archive: the CLI prints its message as one line. */
export class BackupError extends Error {}
