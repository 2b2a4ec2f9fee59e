import { ApiProperty } from '@nestjs/swagger';
import { OUTBOX_STATUSES, type OutboxStatus } from '../../notifications/entities/outbox-mail.entity';

export const TIMELINE_KINDS = ['submitted', 'status', 'note', 'email', 'audition'] as const;
export type TimelineKind = (typeof TIMELINE_KINDS)[number];

/** One line of an applicant's timeline, oldest first. */
export class TimelineEntryDto {
  @ApiProperty({ format: 'date-time' }) at: string;
  @ApiProperty({ enum: TIMELINE_KINDS, enumName: 'TimelineKind' }) kind: TimelineKind;
  @ApiProperty({ type: String, nullable: true, description: 'The member who did it; null for the applicant or the app' })
  actor: string | null;
  @ApiProperty({
    example: 'Status: pending → reviewing',
    description: "What happened: the new status, the note's text, the e-mail's subject",
  })
  text: string;
  @ApiProperty({ type: Number, nullable: true, description: 'The note, for a note' }) noteId: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'The e-mail in the outbox, for an e-mail' }) mailId: number | null;
  @ApiProperty({
    type: String,
    enum: OUTBOX_STATUSES,
    nullable: true,
    description: 'Where an e-mail is: pending (queued), sent, failed, discarded',
  })
  mailStatus: OutboxStatus | null;
  @ApiProperty({ type: String, nullable: true, description: "The mail server's reason, for an e-mail that failed" })
  mailError: string | null;
}
