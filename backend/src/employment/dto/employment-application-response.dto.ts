import { ApiProperty, OmitType } from '@nestjs/swagger';
import { LANGUAGES, type Language } from '../../common/domain/languages';
import {
  APPLICATION_STATUSES,
  AVAILABILITIES,
  POSITION_TYPES,
  type ApplicationStatus,
  type Availability,
  type PositionType,
} from '../../common/domain/constants';
import type { EmploymentApplication } from '../entities/employment-application.entity';
import { IdAndTimestampsDto, idAndTimestamps } from '../../common/http/id-and-timestamps.dto';
import { pick } from '../../common/http/pick';
import { CONFIRMATION_MAIL_STATES, type ConfirmationMailState } from '../../notifications/dto/outbox-mail-response.dto';
import { RegionKey } from '../../common/validation/region-key.decorator';

export class EmploymentApplicationResponseDto extends IdAndTimestampsDto {
  @ApiProperty() firstName: string;
  @ApiProperty() lastName: string;
  @ApiProperty() email: string;
  @ApiProperty({ example: '555-123-4567' }) phone: string;
  @ApiProperty() address: string;
  @ApiProperty() city: string;
  @ApiProperty({ example: 'NY' }) state: string;
  @ApiProperty({ example: '10591' }) zipCode: string;
  @RegionKey() region: string;
  @ApiProperty({ type: Number, nullable: true, description: 'The job posting applied to' }) jobPostingId: number | null;
  @ApiProperty({ type: String, nullable: true, example: 'Sinister Actor', description: "The posting's title when applied" })
  jobTitle: string | null;
  @ApiProperty({ enum: POSITION_TYPES, enumName: 'PositionType', description: "The posting's type when applied" })
  positionType: PositionType;
  @ApiProperty({ type: [String] }) specificPositions: string[];
  @ApiProperty({ enum: AVAILABILITIES, enumName: 'Availability' }) availability: Availability;
  @ApiProperty({ format: 'date', example: '2025-09-15' }) startDate: string;
  @ApiProperty({ type: [String], description: 'Operating nights (YYYY-MM-DD) the applicant can work' }) availableNights: string[];
  @ApiProperty({ type: String, nullable: true }) previousExperience: string | null;
  @ApiProperty({ type: String, nullable: true }) specialSkills: string | null;
  @ApiProperty({ type: String, nullable: true }) performanceLinks: string | null;
  @ApiProperty() over18: boolean;
  @ApiProperty() canLiftWeight: boolean;
  @ApiProperty() comfortableInDark: boolean;
  @ApiProperty({ enum: APPLICATION_STATUSES, enumName: 'ApplicationStatus' }) status: ApplicationStatus;
}

export function toEmploymentApplicationResponse(a: EmploymentApplication): EmploymentApplicationResponseDto {
  return {
    ...idAndTimestamps(a),
    ...pick(a, ['firstName', 'lastName', 'email', 'phone', 'address', 'city', 'state', 'zipCode', 'region']),
    ...pick(a, ['jobPostingId', 'jobTitle', 'positionType', 'specificPositions', 'availability', 'startDate']),
    availableNights: a.availableNights ?? [],
    ...pick(a, ['previousExperience', 'specialSkills', 'performanceLinks', 'over18', 'canLiftWeight', 'comfortableInDark', 'status']),
  };
}

/** The answer to an applicant's submission: their application, and what becomes of its confirmation e-mail. */
export class SubmittedApplicationResponseDto extends EmploymentApplicationResponseDto {
  @ApiProperty({
    enum: CONFIRMATION_MAIL_STATES,
    enumName: 'ConfirmationMailState',
    description:
      "The confirmation e-mail to the applicant's address: sending (queued, mail is set up), waiting (queued until the park sets up its mail) or none (the park sends none now, or the address had its share of visitors' mails today)",
  })
  confirmationMail: ConfirmationMailState;
}

export const RELATIONS = ['duplicate', 'returning', 'later'] as const;
export type Relation = (typeof RELATIONS)[number];

/** Another application from the same e-mail address or phone number. */
export class RelatedApplicationDto {
  @ApiProperty({ example: 12 }) id: number;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ enum: APPLICATION_STATUSES, enumName: 'ApplicationStatus' }) status: ApplicationStatus;
  @RegionKey() region: string;
  @ApiProperty({ example: 2025, description: 'The hiring season (year) it arrived in' }) season: number;
  @ApiProperty({
    enum: RELATIONS,
    enumName: 'ApplicationRelation',
    description: 'duplicate: the same season; returning: an earlier season (this applicant has applied before); later: a later season',
  })
  relation: Relation;
}

/** What staff read: the application, its season, and the applicant's other applications (newest first). */
export class StaffEmploymentApplicationResponseDto extends EmploymentApplicationResponseDto {
  @ApiProperty({ example: 2025, description: 'The hiring season (year) it arrived in' }) season: number;
  @ApiProperty({
    enum: LANGUAGES,
    enumName: 'Language',
    description: 'The language of the page it was sent from: the one to write to the applicant in',
  })
  language: Language;
  @ApiProperty({ type: [RelatedApplicationDto] }) relatedApplications: RelatedApplicationDto[];
  @ApiProperty({
    type: String,
    nullable: true,
    example: '/api/employment-applications/12/files/headshot',
    description: "Where staff download the applicant's headshot; null when none was sent",
  })
  headshotUrl: string | null;
  @ApiProperty({ type: String, nullable: true, description: "Where staff download the applicant's résumé (PDF); null when none was sent" })
  resumeUrl: string | null;
}

/** The application with what the park keeps beside it: the season it arrived in and the language it was sent in. */
export class KeptApplicationDto extends OmitType(StaffEmploymentApplicationResponseDto, [
  'relatedApplications',
  'headshotUrl',
  'resumeUrl',
] as const) {}

export const toKeptApplication = (a: EmploymentApplication): KeptApplicationDto => ({
  ...toEmploymentApplicationResponse(a),
  season: a.season,
  language: a.language,
});

/** The staff route serving an application's private file. */
export const applicationFileUrl = (id: number, kind: 'headshot' | 'resume') => `/api/employment-applications/${id}/files/${kind}`;

/** The staff view of `a`, with the applications of `others` that share its e-mail (any case) or phone. */
export function toStaffEmploymentApplicationResponse(
  a: EmploymentApplication,
  others: EmploymentApplication[],
): StaffEmploymentApplicationResponseDto {
  const email = a.email.toLowerCase();
  const related = others
    .filter((o) => o.id !== a.id && (o.email.toLowerCase() === email || o.phone === a.phone))
    .sort((x, y) => y.createdAt.getTime() - x.createdAt.getTime() || y.id - x.id)
    .map((o) => ({
      id: o.id,
      createdAt: o.createdAt.toISOString(),
      status: o.status,
      region: o.region,
      season: o.season,
      relation: (o.season === a.season ? 'duplicate' : o.season < a.season ? 'returning' : 'later') as Relation,
    }));
  return {
    ...toKeptApplication(a),
    relatedApplications: related,
    headshotUrl: a.headshotKey ? applicationFileUrl(a.id, 'headshot') : null,
    resumeUrl: a.resumeKey ? applicationFileUrl(a.id, 'resume') : null,
  };
}
