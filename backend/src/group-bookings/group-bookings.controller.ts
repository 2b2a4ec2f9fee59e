import { Body, Controller, Query, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { clientIp } from '../common/http/client-ip';
import { AdminChange, AdminDelete, AdminGet, AdminList, PublicSubmit } from '../common/http/routes.decorator';
import { CountVisit } from '../common/visits/count-visit.interceptor';
import type { Page } from '../common/pagination/paginated';
import { IdParam } from '../common/validation/id-param.decorator';
import { CreateGroupBookingDto } from './dto/create-group-booking.dto';
import { GroupBookingQueryDto } from './dto/group-booking-query.dto';
import { AssigneeResponseDto, GroupBookingResponseDto, StaffGroupBookingResponseDto } from './dto/group-booking-response.dto';
import { UpdateGroupBookingDto } from './dto/update-group-booking.dto';
import { GroupBookingsService } from './group-bookings.service';

const NOT_FOUND = 'Group booking not found';

@ApiTags('group-bookings')
@Controller('group-bookings')
export class GroupBookingsController {
  constructor(private readonly groupBookings: GroupBookingsService) {}

  @PublicSubmit({
    summary: 'Ask for a group booking (15 people or more)',
    description:
      "Rate limited per client address like the contact form. Preferred nights must be nights of the region's operating calendar. The groups address is e-mailed when SMTP is configured.",
    record: GroupBookingResponseDto,
    invalid: "Invalid fields, e.g. 'Groups are 15 or more'",
    tooMany: 'Too many requests from this address (Retry-After)',
  })
  @CountVisit('group-request')
  submit(@Body() dto: CreateGroupBookingDto, @Req() req: Request): Promise<GroupBookingResponseDto> {
    return this.groupBookings.submit(dto, clientIp(req));
  }

  @AdminList({ permission: 'group-bookings', summary: 'List group booking requests, newest first', record: StaffGroupBookingResponseDto })
  list(@Query() query: GroupBookingQueryDto): Promise<Page<StaffGroupBookingResponseDto>> {
    return this.groupBookings.list(query);
  }

  @AdminGet('assignees', {
    permission: 'group-bookings',
    summary: 'The staff members a request can be assigned to',
    response: { type: AssigneeResponseDto, isArray: true },
  })
  assignees(): Promise<AssigneeResponseDto[]> {
    return this.groupBookings.assignees();
  }

  @AdminChange({
    permission: 'group-bookings',
    summary: "Change a request's status or who handles it",
    record: StaffGroupBookingResponseDto,
    notFound: NOT_FOUND,
  })
  update(@IdParam() id: number, @Body() dto: UpdateGroupBookingDto): Promise<StaffGroupBookingResponseDto> {
    return this.groupBookings.update(id, dto);
  }

  @AdminDelete({ permission: 'group-bookings', summary: 'Delete a group booking request', notFound: NOT_FOUND })
  remove(@IdParam() id: number): Promise<void> {
    return this.groupBookings.remove(id);
  }
}
