import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, Matches } from 'class-validator';
import { CURSOR_PATTERN, INVALID_CURSOR } from '../../common/pagination/cursor';
import { REGIONS, STORY_CATEGORIES, type Region, type StoryCategory } from '../../common/domain/constants';
import { PaginationQueryDto } from '../../common/pagination/pagination-query.dto';
import { SearchQuery } from '../../common/search/search-query';
import { BooleanQuery } from '../../common/validation/boolean-query.decorator';

export class BlogPostQueryDto extends PaginationQueryDto {
  @ApiPropertyOptional({ enum: REGIONS, enumName: 'Region' })
  @IsOptional()
  @IsIn(REGIONS, { message: `region must be one of: ${REGIONS.join(', ')}` })
  region?: Region;

  @ApiPropertyOptional({ type: Boolean, description: 'Admins only; visitors always get published posts whatever this says' })
  @BooleanQuery('published')
  published?: boolean;

  @ApiPropertyOptional({ enum: STORY_CATEGORIES, enumName: 'StoryCategory', description: 'Omit for all categories' })
  @IsOptional()
  @IsIn(STORY_CATEGORIES, { message: `category must be one of: ${STORY_CATEGORIES.join(', ')}` })
  category?: StoryCategory;

  @ApiPropertyOptional({
    description: 'The nextCursor of the previous page: the stories after it (offset is then ignored), however many were added since',
  })
  @IsOptional()
  @Matches(CURSOR_PATTERN, { message: INVALID_CURSOR })
  cursor?: string;

  @SearchQuery('Admins only (400 for visitors): stories whose title, slug or excerpt contain this text, case-insensitive')
  search?: string;
}
