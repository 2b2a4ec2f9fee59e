import { PaginationQueryDto } from '../../common/pagination/pagination-query.dto';
import { EnumQuery } from '../../common/validation/enum-field.decorator';
import { GROUP_BOOKING_STATUSES, type GroupBookingStatus } from '../group-bookings.constants';
import { RegionKey } from '../../common/validation/region-key.decorator';

export class GroupBookingQueryDto extends PaginationQueryDto {
  @EnumQuery(GROUP_BOOKING_STATUSES, 'status', { enumName: 'GroupBookingStatus', description: 'Only requests in this state, e.g. new' })
  status?: GroupBookingStatus;

  @RegionKey({ optional: true })
  region?: string;
}
