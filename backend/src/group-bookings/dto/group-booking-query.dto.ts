import { PaginationQueryDto } from '../../common/pagination/pagination-query.dto';
import { REGIONS, type Region } from '../../common/domain/constants';
import { EnumQuery } from '../../common/validation/enum-field.decorator';
import { GROUP_BOOKING_STATUSES, type GroupBookingStatus } from '../group-bookings.constants';

export class GroupBookingQueryDto extends PaginationQueryDto {
  @EnumQuery(GROUP_BOOKING_STATUSES, 'status', { enumName: 'GroupBookingStatus', description: 'Only requests in this state, e.g. new' })
  status?: GroupBookingStatus;

  @EnumQuery(REGIONS, 'region', { enumName: 'Region' })
  region?: Region;
}
