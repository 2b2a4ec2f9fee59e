import { Body, Controller, Delete, HttpCode, Param, Put } from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentAdmin } from '../common/auth/current-admin.decorator';
import type { AuthenticatedAdmin } from '../common/auth/authenticated-admin';
import { Public } from '../common/auth/public.decorator';
import {
  AdminAction,
  AdminCreate,
  AdminDelete,
  AdminGet,
  AdminReplace,
  ApiInvalidBody,
  ApiInvalidId,
  SecretLinkGet,
} from '../common/http/routes.decorator';
import { IdParam } from '../common/validation/id-param.decorator';
import { Auditions } from './auditions';
import {
  ApplicantAuditionResponseDto,
  AttendanceBodyDto,
  AuditionAttendeesResponseDto,
  AuditionSessionBodyDto,
  AuditionSessionResponseDto,
  AuditionSessionsResponseDto,
  BookAuditionBodyDto,
} from './dto/audition.dto';

const HAS_BOOKINGS = 'AUDITION_HAS_BOOKINGS: applicants have booked it';

@ApiTags('employment')
@Controller('audition-sessions')
export class AuditionSessionsController {
  constructor(private readonly auditions: Auditions) {}

  @AdminGet('/', { permission: 'applications', summary: 'Audition sessions, soonest first', response: AuditionSessionsResponseDto })
  list(): Promise<AuditionSessionsResponseDto> {
    return this.auditions.list();
  }

  @AdminCreate({ permission: 'applications', summary: 'Publish an audition session', record: AuditionSessionResponseDto })
  create(@Body() dto: AuditionSessionBodyDto): Promise<AuditionSessionResponseDto> {
    return this.auditions.create(dto);
  }

  @AdminReplace({
    permission: 'applications',
    summary: 'Change an audition session',
    description: 'The capacity cannot go below the places already booked (409 AUDITION_HAS_BOOKINGS).',
    record: AuditionSessionResponseDto,
    notFound: 'Audition session not found',
  })
  @ApiConflictResponse({ description: HAS_BOOKINGS })
  replace(@IdParam() id: number, @Body() dto: AuditionSessionBodyDto): Promise<AuditionSessionResponseDto> {
    return this.auditions.replace(id, dto);
  }

  @AdminDelete({ permission: 'applications', summary: 'Delete an audition session nobody booked', notFound: 'Audition session not found' })
  @ApiConflictResponse({ description: HAS_BOOKINGS })
  remove(@IdParam() id: number): Promise<void> {
    return this.auditions.remove(id);
  }

  @AdminGet(':id/attendees', {
    permission: 'applications',
    summary: "A session's booked applicants and their attendance",
    response: AuditionAttendeesResponseDto,
  })
  @ApiInvalidId()
  @ApiNotFoundResponse({ description: 'Audition session not found' })
  attendees(@IdParam() id: number): Promise<AuditionAttendeesResponseDto> {
    return this.auditions.attendees(id);
  }

  @AdminAction(':id/attendees/:bookingId/attendance', {
    permission: 'applications',
    summary: 'Mark an applicant attended or no-show (or booked again)',
    response: AuditionAttendeesResponseDto,
  })
  @ApiNotFoundResponse({ description: 'No such booking in the session' })
  mark(
    @IdParam() id: number,
    @IdParam('bookingId') bookingId: number,
    @Body() dto: AttendanceBodyDto,
    @CurrentAdmin() member: AuthenticatedAdmin,
  ): Promise<AuditionAttendeesResponseDto> {
    return this.auditions.markAttendance(id, bookingId, dto.attendance, member.username);
  }
}

const LINK_NOT_FOUND = 'The audition link is not valid';

/** The applicant's side, reached with the personal link of their invitation e-mail. */
@ApiTags('employment')
@Controller('auditions')
export class ApplicantAuditionsController {
  constructor(private readonly auditions: Auditions) {}

  @SecretLinkGet(':token', {
    summary: "The applicant's audition: the session booked and the sessions with a free place",
    response: ApplicantAuditionResponseDto,
    notFound: LINK_NOT_FOUND,
  })
  read(@Param('token') token: string): Promise<ApplicantAuditionResponseDto> {
    return this.auditions.forApplicant(token);
  }

  @Public()
  @Put(':token')
  @ApiOperation({
    summary: 'Book a session, or move the booking to it',
    description: 'Up to 24 hours before both sessions (409 AUDITION_TOO_LATE); 409 AUDITION_FULL when no place is left.',
  })
  @ApiOkResponse({ type: ApplicantAuditionResponseDto })
  @ApiInvalidBody()
  @ApiNotFoundResponse({ description: `${LINK_NOT_FOUND}, or no such session for the applicant` })
  @ApiConflictResponse({ description: 'AUDITION_FULL or AUDITION_TOO_LATE' })
  book(@Param('token') token: string, @Body() dto: BookAuditionBodyDto): Promise<ApplicantAuditionResponseDto> {
    return this.auditions.book(token, dto.sessionId);
  }

  @Public()
  @Delete(':token')
  @HttpCode(200)
  @ApiOperation({ summary: 'Cancel the booking, up to 24 hours before the session' })
  @ApiOkResponse({ type: ApplicantAuditionResponseDto })
  @ApiNotFoundResponse({ description: `${LINK_NOT_FOUND}, or nothing is booked` })
  @ApiConflictResponse({ description: 'AUDITION_TOO_LATE' })
  cancel(@Param('token') token: string): Promise<ApplicantAuditionResponseDto> {
    return this.auditions.cancel(token);
  }
}
