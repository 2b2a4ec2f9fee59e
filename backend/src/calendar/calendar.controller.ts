import { Body, Controller, Query } from '@nestjs/common';
import { ApiConflictResponse, ApiTags } from '@nestjs/swagger';
import type { AuthenticatedAdmin } from '../common/auth/authenticated-admin';
import { CurrentAdmin } from '../common/auth/current-admin.decorator';
import { AdminAction, AdminChange, AdminCreate, AdminDelete, PublicGet } from '../common/http/routes.decorator';
import { IdParam } from '../common/validation/id-param.decorator';
import { CalendarService } from './calendar.service';
import { BulkAddNightsDto, BulkAddResultDto } from './dto/bulk-add-nights.dto';
import { CalendarQueryDto } from './dto/calendar-query.dto';
import { CalendarResponseDto } from './dto/calendar-response.dto';
import { CreateOperatingNightDto } from './dto/create-operating-night.dto';
import { OperatingNightResponseDto } from './dto/operating-night-response.dto';
import { UpdateOperatingNightDto } from './dto/update-operating-night.dto';

const INVALID =
  'Validation failed (a malformed date or time, hours out of order, a range over 400 days); `errors` lists the messages per field';

@ApiTags('calendar')
@Controller('calendar')
export class CalendarController {
  constructor(private readonly calendar: CalendarService) {}

  @PublicGet('/', {
    summary: "A region's operating calendar",
    description:
      "The nights from `from` to `to` (default: today in the region's time zone, and the year after), each with its status, note, wall-clock hours and start/end instants with the UTC offset of that night.",
    response: CalendarResponseDto,
    invalid: 'Unknown region, a malformed date, to before from, or more than 400 days',
    cache: 'calendar',
  })
  read(@Query() query: CalendarQueryDto): Promise<CalendarResponseDto> {
    return this.calendar.read(query);
  }

  @AdminCreate({
    permission: 'calendar',
    path: 'nights',
    summary: 'Add one operating night',
    description: "Hours left out are the standard hours of the night's weekday.",
    record: OperatingNightResponseDto,
    invalid: INVALID,
  })
  @ApiConflictResponse({ description: 'The region already has a night on that date' })
  create(@Body() dto: CreateOperatingNightDto): Promise<OperatingNightResponseDto> {
    return this.calendar.create(dto);
  }

  @AdminAction('nights/bulk', {
    permission: 'calendar',
    summary: 'Add the nights of chosen weekdays in a date range',
    description:
      'E.g. every Friday and Saturday of October. Nights are open with the standard hours unless times are given; dates that already have a night are reported in `skipped` and left alone. All or nothing.',
    response: BulkAddResultDto,
    invalid: INVALID,
  })
  @ApiConflictResponse({ description: 'Other changes to the same dates kept colliding with this one; nothing was added' })
  bulkAdd(@Body() dto: BulkAddNightsDto): Promise<BulkAddResultDto> {
    return this.calendar.bulkAdd(dto);
  }

  @AdminChange({
    permission: 'calendar.status',
    path: 'nights/:id',
    summary: 'Change a night',
    description:
      'Only the fields sent change, e.g. `{ "status": "closed", "note": "Closed for weather" }`. A null or blank note clears it. Changing the hours needs the `calendar` permission (403 without it).',
    record: OperatingNightResponseDto,
    notFound: 'No such night',
    invalid: INVALID,
  })
  update(
    @IdParam() id: number,
    @Body() dto: UpdateOperatingNightDto,
    @CurrentAdmin() member: AuthenticatedAdmin,
  ): Promise<OperatingNightResponseDto> {
    return this.calendar.update(id, dto, member);
  }

  @AdminDelete({ permission: 'calendar', path: 'nights/:id', summary: 'Delete a night', notFound: 'No such night' })
  remove(@IdParam() id: number): Promise<void> {
    return this.calendar.remove(id);
  }
}
