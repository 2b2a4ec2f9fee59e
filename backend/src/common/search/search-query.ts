import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, Length } from 'class-validator';
import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';

export const MAX_SEARCH_LENGTH = 100;

/** Optional `search` query: trimmed, 1–100 characters. */
export function SearchQuery(description: string): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ minLength: 1, maxLength: MAX_SEARCH_LENGTH, description }),
    Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value)),
    IsOptional(),
    IsString({ message: 'search must be text' }),
    Length(1, MAX_SEARCH_LENGTH, { message: `search must be 1 to ${MAX_SEARCH_LENGTH} characters` }),
  );
}

/** The term as a LIKE pattern matching it anywhere, with the user's `\`, `%` and `_` taken literally. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * Narrows the query to rows where any of the columns contains the term (case-insensitive: SQLite's LIKE is for
 * ASCII, MariaDB's through the utf8mb4_unicode_ci collation). The escape character is one backslash on both
 * databases: MySQL reads backslashes in string literals as escapes, so it needs the literal written twice.
 */
export function whereContains<T extends ObjectLiteral>(
  qb: SelectQueryBuilder<T>,
  columns: string[],
  term: string | undefined,
): SelectQueryBuilder<T> {
  if (!term) return qb;
  const type = qb.connection.driver.options.type;
  const escapeClause = type === 'mysql' || type === 'mariadb' ? `ESCAPE '\\\\'` : `ESCAPE '\\'`;
  const condition = columns.map((column) => `${column} LIKE :searchPattern ${escapeClause}`).join(' OR ');
  return qb.andWhere(`(${condition})`, { searchPattern: containsPattern(term) });
}
