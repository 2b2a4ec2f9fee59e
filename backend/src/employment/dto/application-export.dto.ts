import { ApiProperty } from '@nestjs/swagger';
import { ApplicationNoteResponseDto } from './application-note.dto';
import { KeptApplicationDto } from './employment-application-response.dto';
import { TimelineEntryDto } from './timeline-entry.dto';

export class ExportedMailDto {
  @ApiProperty() to: string;
  @ApiProperty() subject: string;
  @ApiProperty() text: string;
  @ApiProperty({ example: 'sent' }) status: string;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) sentAt: string | null;
}

export class ExportedFileDto {
  @ApiProperty({ enum: ['headshot', 'resume'] }) kind: 'headshot' | 'resume';
  @ApiProperty({ example: 'application/pdf' }) contentType: string;
  @ApiProperty({ description: 'The file itself, base64-encoded' }) base64: string;
}

/** Everything the park holds about one applicant, as one file (a data-subject request). */
export class ApplicationExportDto {
  @ApiProperty({ format: 'date-time' }) exportedAt: string;
  @ApiProperty({ type: KeptApplicationDto }) application: KeptApplicationDto;
  @ApiProperty({ type: [ApplicationNoteResponseDto] }) notes: ApplicationNoteResponseDto[];
  @ApiProperty({ type: [TimelineEntryDto] }) timeline: TimelineEntryDto[];
  @ApiProperty({ type: [ExportedMailDto], description: 'E-mails to the applicant and the staff alert about the application' })
  emails: ExportedMailDto[];
  @ApiProperty({ type: [ExportedFileDto], description: 'The headshot and résumé the applicant sent, if any' })
  files: ExportedFileDto[];
}
