import { ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import { REGIONS, type Region } from '../../common/domain/constants';
import { PaginationQueryDto } from '../../common/pagination/pagination-query.dto';
import { BooleanQuery } from '../../common/validation/boolean-query.decorator';
import { EnumQuery } from '../../common/validation/enum-field.decorator';

/** Which subscribers: the list's filters, which the CSV export takes too. */
export class SubscriberFilterDto {
  @EnumQuery(REGIONS, 'region', { enumName: 'Region' })
  region?: Region;

  @ApiPropertyOptional({ type: Boolean, description: 'Only confirmed (true) or unconfirmed (false) addresses' })
  @BooleanQuery('confirmed')
  confirmed?: boolean;
}

export class SubscriberQueryDto extends IntersectionType(PaginationQueryDto, SubscriberFilterDto) {}
