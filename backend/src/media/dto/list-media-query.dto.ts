import { MEDIA_TYPES, type MediaType } from '../../common/domain/constants';
import { PaginationQueryDto } from '../../common/pagination/pagination-query.dto';
import { SearchQuery } from '../../common/search/search-query';
import { EnumQuery } from '../../common/validation/enum-field.decorator';

export class ListMediaQueryDto extends PaginationQueryDto {
  @EnumQuery(MEDIA_TYPES, 'type', { enumName: 'MediaType' })
  type?: MediaType;

  @SearchQuery('Files whose original name contains this text, case-insensitive')
  search?: string;
}
