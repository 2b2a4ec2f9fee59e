import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMinSize, ArrayUnique, IsArray, IsIn, IsInt, Max, Min, ValidateBy } from 'class-validator';
import { POSITION_TYPES, type PositionType } from '../../common/domain/constants';
import { EnumField } from '../../common/validation/enum-field.decorator';
import { RequiredText } from '../../common/validation/text-field.decorator';
import { isInstant } from '../../common/validation/zoned-time.decorators';
import { ATTENDANCES, type Attendance, type AuditionSession } from '../entities/audition.entities';
import { RegionKey } from '../../common/validation/region-key.decorator';

export const AUDITION_CAPACITY = { min: 1, max: 500 } as const;

export class AuditionSessionBodyDto {
  @ApiProperty({ type: String, format: 'date-time', example: '2026-09-12T10:00:00-04:00' })
  @ValidateBy(
    { name: 'isInstant', validator: { validate: (value) => isInstant(value) } },
    { message: 'Start must be a date and time with its offset, e.g. 2026-09-12T10:00:00-04:00' },
  )
  startsAt: string;

  @RequiredText({ label: 'Place', max: 200 }, { example: 'Main gate, 1 Hollow Rd' })
  place: string;

  @ApiProperty({ example: 20, minimum: AUDITION_CAPACITY.min, maximum: AUDITION_CAPACITY.max })
  @IsInt({ message: `Capacity must be a whole number from ${AUDITION_CAPACITY.min} to ${AUDITION_CAPACITY.max}` })
  @Min(AUDITION_CAPACITY.min, { message: `Capacity must be a whole number from ${AUDITION_CAPACITY.min} to ${AUDITION_CAPACITY.max}` })
  @Max(AUDITION_CAPACITY.max, { message: `Capacity must be a whole number from ${AUDITION_CAPACITY.min} to ${AUDITION_CAPACITY.max}` })
  capacity: number;

  @ApiProperty({ enum: POSITION_TYPES, enumName: 'PositionType', isArray: true, description: 'Who may book it' })
  @IsArray({ message: 'Position types must be a list' })
  @ArrayMinSize(1, { message: 'Choose at least one position type' })
  @ArrayUnique({ message: 'Position types must not repeat' })
  @IsIn(POSITION_TYPES, { each: true, message: `Each position type must be one of ${POSITION_TYPES.join(', ')}` })
  positionTypes: PositionType[];

  @RegionKey({ label: 'Region' })
  region: string;
}

export class AuditionSessionResponseDto {
  @ApiProperty() id: number;
  @ApiProperty({ format: 'date-time' }) startsAt: string;
  @ApiProperty() place: string;
  @ApiProperty() capacity: number;
  @ApiProperty() bookedCount: number;
  @ApiProperty({ enum: POSITION_TYPES, enumName: 'PositionType', isArray: true }) positionTypes: PositionType[];
  @RegionKey() region: string;
}

export class AuditionSessionsResponseDto {
  @ApiProperty({ type: [AuditionSessionResponseDto], description: 'Soonest first' }) sessions: AuditionSessionResponseDto[];
}

export const toAuditionSessionResponse = (s: AuditionSession): AuditionSessionResponseDto => ({
  id: s.id,
  startsAt: s.startsAt.toISOString(),
  place: s.place,
  capacity: s.capacity,
  bookedCount: s.bookedCount,
  positionTypes: s.positionTypes,
  region: s.region,
});

export class AuditionAttendeeDto {
  @ApiProperty() bookingId: number;
  @ApiProperty() applicationId: number;
  @ApiProperty() firstName: string;
  @ApiProperty() lastName: string;
  @ApiProperty() email: string;
  @ApiProperty() phone: string;
  @ApiProperty({ enum: POSITION_TYPES, enumName: 'PositionType' }) positionType: PositionType;
  @ApiProperty({ enum: ATTENDANCES, enumName: 'AuditionAttendance' }) attendance: Attendance;
}

export class AuditionAttendeesResponseDto {
  @ApiProperty({ type: AuditionSessionResponseDto }) session: AuditionSessionResponseDto;
  @ApiProperty({ type: [AuditionAttendeeDto], description: 'In the order they booked' }) attendees: AuditionAttendeeDto[];
}

export class AttendanceBodyDto {
  @EnumField(ATTENDANCES, 'Attendance', { enumName: 'AuditionAttendance' })
  attendance: Attendance;
}

/** A session as the applicant sees it: no one's names, only how many places are left. */
export class OpenAuditionSessionDto {
  @ApiProperty() id: number;
  @ApiProperty({ format: 'date-time' }) startsAt: string;
  @ApiProperty() place: string;
  @ApiProperty() freePlaces: number;
}

export class ApplicantAuditionResponseDto {
  @ApiProperty() firstName: string;
  @RegionKey() region: string;
  @ApiPropertyOptional({ type: OpenAuditionSessionDto, description: 'The session booked; absent when none is' })
  booked?: OpenAuditionSessionDto;
  @ApiPropertyOptional({ enum: ATTENDANCES, enumName: 'AuditionAttendance', description: 'Of the booking; absent when none' })
  attendance?: Attendance;
  @ApiProperty({ description: 'False within 24 hours of the booked session: it can no longer be changed or cancelled' })
  canChange: boolean;
  @ApiProperty({
    type: [OpenAuditionSessionDto],
    description: "Sessions for the applicant's region and position type, more than 24 hours away, with a free place",
  })
  sessions: OpenAuditionSessionDto[];
}

export class BookAuditionBodyDto {
  @ApiProperty({ example: 3 })
  @IsInt({ message: 'Choose a session' })
  sessionId: number;
}

export const toOpenSession = (s: AuditionSession): OpenAuditionSessionDto => ({
  id: s.id,
  startsAt: s.startsAt.toISOString(),
  place: s.place,
  freePlaces: Math.max(0, s.capacity - s.bookedCount),
});
