import { ApiProperty } from '@nestjs/swagger';
import { REGIONS, type Region } from '../../common/domain/constants';
import type { ContactSubmission } from '../entities/contact-submission.entity';

export class ContactSubmissionResponseDto {
  @ApiProperty({ example: 1 }) id: number;
  @ApiProperty({ example: 'Wanda Hollow' }) name: string;
  @ApiProperty({ example: 'wanda@example.com' }) email: string;
  @ApiProperty() message: string;
  @ApiProperty({ example: 'general' }) type: string;
  @ApiProperty({ enum: REGIONS, enumName: 'Region' }) region: Region;
  @ApiProperty() read: boolean;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

export function toContactSubmissionResponse(submission: ContactSubmission): ContactSubmissionResponseDto {
  return {
    id: submission.id,
    name: submission.name,
    email: submission.email,
    message: submission.message,
    type: submission.type,
    region: submission.region,
    read: submission.read,
    createdAt: submission.createdAt.toISOString(),
  };
}
