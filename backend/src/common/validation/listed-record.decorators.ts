import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsInt, Max, Min } from 'class-validator';
import { OptionalNotNull } from './optional.decorators';

/** The largest position a listed record may take; the admin forms check the same bound. */
export const SORT_ORDER_MAX = 1_000_000;

/** A listed record's position (`sortOrder`): a whole number from 0, lower first; left out it is 0. */
export function SortOrderField(description = 'Lists are ordered by sortOrder, then id'): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ default: 0, minimum: 0, maximum: SORT_ORDER_MAX, description }),
    OptionalNotNull(),
    IsInt({ message: 'sortOrder must be a whole number' }),
    Min(0, { message: 'sortOrder must be at least 0' }),
    Max(SORT_ORDER_MAX, { message: `sortOrder must be at most ${SORT_ORDER_MAX}` }),
  );
}

/** Whether visitors see a listed record (`active`); left out it is true. */
export function ActiveField(description: string): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ default: true, description }),
    OptionalNotNull(),
    IsBoolean({ message: 'active must be true or false' }),
  );
}
