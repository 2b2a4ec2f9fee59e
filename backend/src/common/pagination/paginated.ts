import { applyDecorators, type Type } from '@nestjs/common';
import { ApiExtraModels, ApiOkResponse, ApiProperty, getSchemaPath } from '@nestjs/swagger';
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

class PageMetaDto {
  @ApiProperty({ example: 42 }) total: number;
  @ApiProperty({ example: 20 }) limit: number;
  @ApiProperty({ example: 0 }) offset: number;
}

/** Documents `{ items: Dto[], total, limit, offset }`. */
export function ApiPaginatedResponse(dto: Type<unknown>, description = 'One page of results') {
  return applyDecorators(
    ApiExtraModels(PageMetaDto, dto),
    ApiOkResponse({
      description,
      schema: {
        allOf: [
          { $ref: getSchemaPath(PageMetaDto) },
          { type: 'object', required: ['items'], properties: { items: { type: 'array', items: { $ref: getSchemaPath(dto) } } } },
        ],
      },
    }),
  );
}
