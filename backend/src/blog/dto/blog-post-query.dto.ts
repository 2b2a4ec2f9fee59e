import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, Matches } from 'class-validator';
import { CURSOR_PATTERN, INVALID_CURSOR } from '../../common/pagination/cursor';
import { STORY_CATEGORIES, type StoryCategory } from '../../common/domain/constants';
import { PaginationQueryDto } from '../../common/pagination/pagination-query.dto';
import { SearchQuery } from '../../common/search/search-query';
import { BooleanQuery } from '../../common/validation/boolean-query.decorator';
import { EnumQuery } from '../../common/validation/enum-field.decorator';
import { IdQuery } from '../../common/validation/id-param.decorator';
import { RegionKey } from '../../common/validation/region-key.decorator';
import { WrittenLanguageQuery } from '../../common/validation/translations.decorator';
import type { Language } from '../../common/domain/languages';

export class BlogPostQueryDto extends PaginationQueryDto {
  @RegionKey({ optional: true })
  region?: string;

  @WrittenLanguageQuery()
  language?: Language;

  @ApiPropertyOptional({ type: Boolean, description: 'Admins only; visitors always get published posts whatever this says' })
  @BooleanQuery('published')
  published?: boolean;

  @EnumQuery(STORY_CATEGORIES, 'category', { enumName: 'StoryCategory', description: 'Omit for all categories' })
  category?: StoryCategory;

  @ApiPropertyOptional({
    description: 'The nextCursor of the previous page: the stories after it (offset is then ignored), however many were added since',
  })
  @IsOptional()
  @Matches(CURSOR_PATTERN, { message: INVALID_CURSOR })
  cursor?: string;

  @ApiPropertyOptional({ type: Number, description: 'Only the stories that name this attraction' })
  @IsOptional()
  @IdQuery('attractionId')
  attractionId?: number;

  @SearchQuery('Admins only (400 for visitors): stories whose title, slug or excerpt contain this text, case-insensitive')
  search?: string;
}
