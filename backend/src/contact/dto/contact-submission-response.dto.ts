import { ApiProperty } from '@nestjs/swagger';
import { REGIONS, type Region } from '../../common/domain/constants';
import type { ContactSubmission } from '../entities/contact-submission.entity';
import { IdAndCreatedAtDto, idAndCreatedAt } from '../../common/http/id-and-timestamps.dto';
import { pick } from '../../common/http/pick';

export class ContactSubmissionResponseDto extends IdAndCreatedAtDto {
  @ApiProperty({ example: 'Wanda Hollow' }) name: string;
  @ApiProperty({ example: 'wanda@example.com' }) email: string;
  @ApiProperty() message: string;
  @ApiProperty({ example: 'general' }) type: string;
  @ApiProperty({ enum: REGIONS, enumName: 'Region' }) region: Region;
  @ApiProperty() read: boolean;
}

export function toContactSubmissionResponse(submission: ContactSubmission): ContactSubmissionResponseDto {
  return { ...idAndCreatedAt(submission), ...pick(submission, ['name', 'email', 'message', 'type', 'region', 'read']) };
}
