import type { QueryRunner, TableColumnOptions } from 'typeorm';

/**
 * The few column shapes every table repeats. The only dialect difference in the schema is the
 * "now" default expression of timestamp columns, decided here once.
 *
 * Frozen: migrations that have already run on real databases call these, so changing what a helper
 * returns would rewrite history (a database migrated before the change would differ from one migrated
 * after it, and no migration would say so). A new column shape gets a new helper. The entities' column
 * decorators (common/database/columns.ts, common/domain/timestamps.ts) are free to change; the schema
 * test proves the two still agree.
 */
const isMysql = (qr: QueryRunner) => qr.connection.driver.options.type !== 'better-sqlite3';

export function now(qr: QueryRunner): string {
  return isMysql(qr) ? 'CURRENT_TIMESTAMP(6)' : "datetime('now')";
}

export const id = (): TableColumnOptions => ({
  name: 'id',
  type: 'integer',
  isPrimary: true,
  isGenerated: true,
  generationStrategy: 'increment',
});

export const varchar = (name: string, length: number, extra: Partial<TableColumnOptions> = {}): TableColumnOptions => ({
  name,
  type: 'varchar',
  length: String(length),
  ...extra,
});

export const text = (name: string, extra: Partial<TableColumnOptions> = {}): TableColumnOptions => ({ name, type: 'text', ...extra });

export const int = (name: string, extra: Partial<TableColumnOptions> = {}): TableColumnOptions => ({ name, type: 'integer', ...extra });

export const bool = (name: string, defaultValue?: boolean): TableColumnOptions => ({
  name,
  type: 'boolean',
  ...(defaultValue === undefined ? {} : { default: defaultValue ? 1 : 0 }),
});

export const datetime = (name: string, extra: Partial<TableColumnOptions> = {}): TableColumnOptions => ({
  name,
  type: 'datetime',
  precision: 3,
  ...extra,
});

export const createdAt = (qr: QueryRunner): TableColumnOptions => datetime('createdAt', { precision: 6, default: now(qr) });

export const updatedAt = (qr: QueryRunner): TableColumnOptions =>
  datetime('updatedAt', { precision: 6, default: now(qr), ...(isMysql(qr) ? { onUpdate: 'CURRENT_TIMESTAMP(6)' } : {}) });

/**
 * Inserts a row by plain SQL: the columns are the row's keys, as they are when the migration runs. (The entity
 * manager's insert would write the columns the entity has today, some of which a later migration adds.)
 */
export async function insertRow(qr: QueryRunner, table: string, row: Record<string, unknown>): Promise<void> {
  const columns = Object.keys(row).map((column) => qr.connection.driver.escape(column));
  await qr.query(`INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`, Object.values(row));
}
