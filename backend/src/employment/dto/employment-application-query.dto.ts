import { APPLICATION_STATUSES, REGIONS, type ApplicationStatus, type Region } from '../../common/domain/constants';
import { PaginationQueryDto } from '../../common/pagination/pagination-query.dto';
import { SearchQuery } from '../../common/search/search-query';
import { EnumQuery } from '../../common/validation/enum-field.decorator';

export class EmploymentApplicationQueryDto extends PaginationQueryDto {
  @EnumQuery(REGIONS, 'region', { enumName: 'Region' })
  region?: Region;

  @EnumQuery(APPLICATION_STATUSES, 'status', { enumName: 'ApplicationStatus' })
  status?: ApplicationStatus;

  @SearchQuery('Applications whose first name, last name or e-mail contain this text, case-insensitive')
  search?: string;
}
