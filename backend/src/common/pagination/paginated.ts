import { applyDecorators, type Type } from '@nestjs/common';
import { ApiExtraModels, ApiOkResponse, ApiProperty, getSchemaPath } from '@nestjs/swagger';
import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import type { PaginationQueryDto } from './pagination-query.dto';

export interface Page<T> {
  items: T[];
  total: number;
  limit: number;
  offset: number;
}

export function pageWindow(query: PaginationQueryDto, defaultLimit = 20): { limit: number; offset: number } {
  return { limit: query.limit ?? defaultLimit, offset: query.offset ?? 0 };
}

export function paginated<T>(items: T[], total: number, window: { limit: number; offset: number }): Page<T> {
  return { items, total, limit: window.limit, offset: window.offset };
}

/** One page of the query's rows, newest first (id breaks ties between rows created in the same second). */
export async function newestFirstPage<Row extends ObjectLiteral, Item>(
  qb: SelectQueryBuilder<Row>,
  query: PaginationQueryDto,
  toItem: (row: Row) => Item,
): Promise<Page<Item>> {
  const window = pageWindow(query);
  const [rows, total] = await qb
    .orderBy(`${qb.alias}.createdAt`, 'DESC')
    .addOrderBy(`${qb.alias}.id`, 'DESC')
    .limit(window.limit)
    .offset(window.offset)
    .getManyAndCount();
  return paginated(rows.map(toItem), total, window);
}

class PageMetaDto {
  @ApiProperty({ example: 42 }) total: number;
  @ApiProperty({ example: 20 }) limit: number;
  @ApiProperty({ example: 0 }) offset: number;
}

/** A page of a list paged by cursor (see cursor.ts); offset stays for lists that show page numbers. */
export interface CursorPage<T> extends Page<T> {
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: string | null;
}

class CursorPageMetaDto extends PageMetaDto {
  @ApiProperty({
    type: String,
    nullable: true,
    example: '1730419200000-42',
    description: 'Pass as cursor for the next page; null on the last page',
  })
  nextCursor: string | null;
}

/** Documents `{ items: Dto[], total, limit, offset }` (plus `nextCursor` with `{ cursor: true }`). */
export function ApiPaginatedResponse(dto: Type<unknown>, description = 'One page of results', { cursor = false } = {}) {
  const meta = cursor ? CursorPageMetaDto : PageMetaDto;
  return applyDecorators(
    ApiExtraModels(meta, dto),
    ApiOkResponse({
      description,
      schema: {
        allOf: [
          { $ref: getSchemaPath(meta) },
          { type: 'object', required: ['items'], properties: { items: { type: 'array', items: { $ref: getSchemaPath(dto) } } } },
        ],
      },
    }),
  );
}
