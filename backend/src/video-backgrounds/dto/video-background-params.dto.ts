import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { VIDEO_PAGES, type VideoPage } from '../../common/domain/constants';
import { MAX_PAGE_SIZE, PaginationQueryDto } from '../../common/pagination/pagination-query.dto';
import { BooleanQuery } from '../../common/validation/boolean-query.decorator';

const PAGE_MESSAGE = `page must be one of: ${VIDEO_PAGES.join(', ')}`;

export class ActivePageParamsDto {
  @ApiProperty({ enum: VIDEO_PAGES, enumName: 'VideoPage' })
  @IsIn(VIDEO_PAGES, { message: PAGE_MESSAGE })
  page: VideoPage;
}

export class ListVideoBackgroundsQueryDto extends PaginationQueryDto {
  /** Validation is inherited; only the documented default differs (the whole list fits in one page). */
  @ApiPropertyOptional({ minimum: 1, maximum: MAX_PAGE_SIZE, default: 100 })
  declare limit?: number;

  @ApiPropertyOptional({ enum: VIDEO_PAGES, enumName: 'VideoPage' })
  @IsOptional()
  @IsIn(VIDEO_PAGES, { message: PAGE_MESSAGE })
  page?: VideoPage;

  @ApiPropertyOptional({ type: Boolean })
  @BooleanQuery('isActive')
  isActive?: boolean;
}
