import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { APPLICATION_STATUSES, REGIONS, type ApplicationStatus, type Region } from '../../common/domain/constants';
import { PaginationQueryDto } from '../../common/pagination/pagination-query.dto';
import { SearchQuery } from '../../common/search/search-query';

export class EmploymentApplicationQueryDto extends PaginationQueryDto {
  @ApiPropertyOptional({ enum: REGIONS, enumName: 'Region' })
  @IsOptional()
  @IsIn(REGIONS, { message: `region must be one of: ${REGIONS.join(', ')}` })
  region?: Region;

  @ApiPropertyOptional({ enum: APPLICATION_STATUSES, enumName: 'ApplicationStatus' })
  @IsOptional()
  @IsIn(APPLICATION_STATUSES, { message: `status must be one of: ${APPLICATION_STATUSES.join(', ')}` })
  status?: ApplicationStatus;

  @SearchQuery('Applications whose first name, last name or e-mail contain this text, case-insensitive')
  search?: string;
}
