import { ApiProperty } from '@nestjs/swagger';
import { LANGUAGES, type Language } from '../../common/domain/languages';
import type { ContactSubmission } from '../entities/contact-submission.entity';
import { IdAndCreatedAtDto, idAndCreatedAt } from '../../common/http/id-and-timestamps.dto';
import { pick } from '../../common/http/pick';
import { RegionKey } from '../../common/validation/region-key.decorator';

export class ContactSubmissionResponseDto extends IdAndCreatedAtDto {
  @ApiProperty({ example: 'Wanda Hollow' }) name: string;
  @ApiProperty({ example: 'wanda@example.com' }) email: string;
  @ApiProperty() message: string;
  @ApiProperty({ example: 'general' }) type: string;
  @RegionKey() region: string;
  @ApiProperty() read: boolean;
}

export function toContactSubmissionResponse(submission: ContactSubmission): ContactSubmissionResponseDto {
  return { ...idAndCreatedAt(submission), ...pick(submission, ['name', 'email', 'message', 'type', 'region', 'read']) };
}

/** A message as staff read it: with the language to answer it in. */
export class StaffContactSubmissionResponseDto extends ContactSubmissionResponseDto {
  @ApiProperty({ enum: LANGUAGES, enumName: 'Language', description: 'The language of the page it was sent from: the one to answer in' })
  language: Language;
}

export function toStaffContactSubmissionResponse(submission: ContactSubmission): StaffContactSubmissionResponseDto {
  return { ...toContactSubmissionResponse(submission), language: submission.language };
}
