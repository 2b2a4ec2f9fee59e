import { ApiProperty } from '@nestjs/swagger';
import { LANGUAGES, type Language } from '../../common/domain/languages';
import { IdAndTimestampsDto, idAndTimestamps } from '../../common/http/id-and-timestamps.dto';
import { pick } from '../../common/http/pick';
import type { GroupBooking } from '../entities/group-booking.entity';
import { GROUP_BOOKING_STATUSES, type GroupBookingStatus } from '../group-bookings.constants';
import { RegionKey } from '../../common/validation/region-key.decorator';

export class GroupBookingResponseDto extends IdAndTimestampsDto {
  @ApiProperty({ example: 'Clarence High Drama Club' }) groupName: string;
  @ApiProperty({ example: 'Wanda Hollow' }) name: string;
  @ApiProperty({ example: 'wanda@example.com' }) email: string;
  @ApiProperty({ example: '555-123-4567' }) phone: string;
  @ApiProperty({ example: 30 }) groupSize: number;
  @ApiProperty({ type: [String], example: ['2026-10-17'] }) preferredNights: string[];
  @ApiProperty({ type: String, nullable: true }) notes: string | null;
  @RegionKey() region: string;
  @ApiProperty({ enum: GROUP_BOOKING_STATUSES, enumName: 'GroupBookingStatus' }) status: GroupBookingStatus;
  @ApiProperty({ type: Number, nullable: true, description: 'The staff member handling it (their id)' }) assigneeId: number | null;
}

export function toGroupBookingResponse(booking: GroupBooking): GroupBookingResponseDto {
  return {
    ...idAndTimestamps(booking),
    ...pick(booking, ['groupName', 'name', 'email', 'phone', 'groupSize', 'preferredNights', 'notes', 'region', 'status', 'assigneeId']),
  };
}

/** A request as staff read it: with the language to answer it in. */
export class StaffGroupBookingResponseDto extends GroupBookingResponseDto {
  @ApiProperty({ enum: LANGUAGES, enumName: 'Language', description: 'The language of the page it was sent from: the one to answer in' })
  language: Language;
}

export function toStaffGroupBookingResponse(booking: GroupBooking): StaffGroupBookingResponseDto {
  return { ...toGroupBookingResponse(booking), language: booking.language };
}

/** A staff member a request can be assigned to. */
export class AssigneeResponseDto {
  @ApiProperty({ example: 3 }) id: number;
  @ApiProperty({ example: 'maria' }) username: string;
}
