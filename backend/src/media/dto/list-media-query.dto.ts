import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { MEDIA_TYPES, type MediaType } from '../../common/domain/constants';
import { PaginationQueryDto } from '../../common/pagination/pagination-query.dto';
import { SearchQuery } from '../../common/search/search-query';

export class ListMediaQueryDto extends PaginationQueryDto {
  @ApiPropertyOptional({ enum: MEDIA_TYPES, enumName: 'MediaType' })
  @IsOptional()
  @IsIn(MEDIA_TYPES, { message: `type must be one of: ${MEDIA_TYPES.join(', ')}` })
  type?: MediaType;

  @SearchQuery('Files whose original name contains this text, case-insensitive')
  search?: string;
}
