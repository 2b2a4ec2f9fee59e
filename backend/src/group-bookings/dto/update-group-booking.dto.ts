import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsOptional, Min } from 'class-validator';
import { OptionalNotNull } from '../../common/validation/optional.decorators';
import { GROUP_BOOKING_STATUSES, type GroupBookingStatus } from '../group-bookings.constants';

export class UpdateGroupBookingDto {
  @ApiPropertyOptional({ enum: GROUP_BOOKING_STATUSES, enumName: 'GroupBookingStatus' })
  @OptionalNotNull()
  @IsIn(GROUP_BOOKING_STATUSES, { message: `Status must be one of: ${GROUP_BOOKING_STATUSES.join(', ')}` })
  status?: GroupBookingStatus;

  @ApiPropertyOptional({ type: Number, nullable: true, description: 'A staff member id; null unassigns it' })
  @IsOptional()
  @IsInt({ message: 'Assignee must be a staff member id' })
  @Min(1, { message: 'Assignee must be a staff member id' })
  assigneeId?: number | null;
}
