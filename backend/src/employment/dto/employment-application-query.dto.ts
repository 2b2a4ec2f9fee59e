import { ApiPropertyOptional } from '@nestjs/swagger';
import { APPLICATION_STATUSES, type ApplicationStatus } from '../../common/domain/constants';
import { PaginationQueryDto } from '../../common/pagination/pagination-query.dto';
import { SearchQuery } from '../../common/search/search-query';
import { EnumQuery } from '../../common/validation/enum-field.decorator';
import { BooleanQuery } from '../../common/validation/boolean-query.decorator';
import { RegionKey } from '../../common/validation/region-key.decorator';

export class EmploymentApplicationQueryDto extends PaginationQueryDto {
  @RegionKey({ optional: true })
  region?: string;

  @EnumQuery(APPLICATION_STATUSES, 'status', { enumName: 'ApplicationStatus' })
  status?: ApplicationStatus;

  @SearchQuery('Applications whose first name, last name or e-mail contain this text, case-insensitive')
  search?: string;

  @ApiPropertyOptional({ type: Boolean, description: 'Only applicants who applied in an earlier season (same e-mail or phone)' })
  @BooleanQuery('returning')
  returning?: boolean;

  @ApiPropertyOptional({
    type: Boolean,
    description: 'Only applications with another one from the same e-mail or phone in the same season',
  })
  @BooleanQuery('duplicate')
  duplicate?: boolean;

  @ApiPropertyOptional({ type: Boolean, description: 'Only applications with at least one note' })
  @BooleanQuery('hasNotes')
  hasNotes?: boolean;

  @ApiPropertyOptional({ type: Boolean, description: 'Only applicants with an audition booked (attended or not)' })
  @BooleanQuery('auditionBooked')
  auditionBooked?: boolean;
}
