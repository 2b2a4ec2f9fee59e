import { ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import { PaginationQueryDto } from '../../common/pagination/pagination-query.dto';
import { BooleanQuery } from '../../common/validation/boolean-query.decorator';
import { RegionKey } from '../../common/validation/region-key.decorator';

/** Which subscribers: the list's filters, which the CSV export takes too. */
export class SubscriberFilterDto {
  @RegionKey({ optional: true })
  region?: string;

  @ApiPropertyOptional({ type: Boolean, description: 'Only confirmed (true) or unconfirmed (false) addresses' })
  @BooleanQuery('confirmed')
  confirmed?: boolean;
}

export class SubscriberQueryDto extends IntersectionType(PaginationQueryDto, SubscriberFilterDto) {}
