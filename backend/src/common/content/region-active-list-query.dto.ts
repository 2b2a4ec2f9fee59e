import { ApiPropertyOptional } from '@nestjs/swagger';
import { MAX_PAGE_SIZE, PaginationQueryDto } from '../pagination/pagination-query.dto';
import { BooleanQuery } from '../validation/boolean-query.decorator';
import { RegionKey } from '../validation/region-key.decorator';
import { ContentLanguage } from '../validation/translations.decorator';
import type { Language } from '../domain/languages';

/** The 400 of a region-active list's query. */
export const INVALID_REGION_ACTIVE_LIST = 'Invalid region, active, limit or offset';

/** The list query of region content staff switch on and off (attractions, testimonials). */
export class RegionActiveListQueryDto extends PaginationQueryDto {
  /** Validation is inherited; only the documented default differs (the whole list fits in one page). */
  @ApiPropertyOptional({ minimum: 1, maximum: MAX_PAGE_SIZE, default: 100 })
  declare limit?: number;

  @RegionKey({ optional: true })
  region?: string;

  @ApiPropertyOptional({ type: Boolean, description: 'Admin only: filter by the active flag (visitors always get active ones only)' })
  @BooleanQuery('active')
  active?: boolean;
}

/** The list query of region content staff translate (FAQ, attractions): a visitor's read names its language. */
export class TranslatedListQueryDto extends RegionActiveListQueryDto {
  @ContentLanguage()
  language?: Language;
}

/** The query of one record's public read: the language to read its texts in. */
export class ContentLanguageQueryDto {
  @ContentLanguage()
  language?: Language;
}
