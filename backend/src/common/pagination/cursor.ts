import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';

/**
 * Keyset paging for lists ordered newest first (createdAt DESC, id DESC): the cursor is the id of the last item of a
 * page, and the next page is what sorts after that row, however many rows were added meanwhile. The row's own
 * createdAt is compared in the database (a JavaScript Date would lose MySQL's microseconds and SQLite's text form).
 */
export const CURSOR_PATTERN = /^[1-9]\d{0,9}$/;
export const INVALID_CURSOR = 'cursor must be the nextCursor of a previous page';

export function cursorAfter(item: { id: number }): string {
  return String(item.id);
}

/** Adds "after the cursor's row" to a query on `table` (alias `alias`) ordered by createdAt DESC, id DESC. */
export function whereAfterCursor<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, alias: string, cursor: string): void {
  const table = qb.expressionMap.mainAlias!.metadata.tableName;
  const cursorAt = `(SELECT cursor_row.createdAt FROM ${table} cursor_row WHERE cursor_row.id = :cursorId)`;
  qb.andWhere(`(${alias}.createdAt < ${cursorAt} OR (${alias}.createdAt = ${cursorAt} AND ${alias}.id < :cursorId))`, {
    cursorId: Number(cursor),
  });
}
