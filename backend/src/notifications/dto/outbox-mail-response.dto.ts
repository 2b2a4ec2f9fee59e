import { ApiProperty } from '@nestjs/swagger';
import { IdAndCreatedAtDto, idAndCreatedAt } from '../../common/http/id-and-timestamps.dto';
import { pick } from '../../common/http/pick';
import { OUTBOX_STATUSES, type OutboxMail, type OutboxStatus } from '../entities/outbox-mail.entity';

/** What a pending mail waits for: a mail server, or the site's public address its links are made on. */
export const MAIL_WAITING_FOR = ['mail-server', 'public-address'] as const;
export type MailWaitingFor = (typeof MAIL_WAITING_FOR)[number];

/**
 * What becomes of the copy a visitor's submission mails to the address they typed: `sending` (queued, and mail goes
 * out now), `waiting` (queued until the park sets up its mail), `none` (no copy: the park sends none for it, or the
 * address had its share of visitors' mails today).
 */
export const CONFIRMATION_MAIL_STATES = ['sending', 'waiting', 'none'] as const;
export type ConfirmationMailState = (typeof CONFIRMATION_MAIL_STATES)[number];

export class OutboxMailResponseDto extends IdAndCreatedAtDto {
  @ApiProperty({ example: 'info@haunt.example.com' }) to: string;
  @ApiProperty({ example: 'New contact message from Wanda Hollow (New York)' }) subject: string;
  @ApiProperty({ example: 'ContactSubmission 12', description: 'The record the e-mail is about' }) about: string;
  @ApiProperty({ enum: OUTBOX_STATUSES, enumName: 'OutboxStatus' }) status: OutboxStatus;
  @ApiProperty({ example: 3, description: 'Sending attempts so far' }) attempts: number;
  @ApiProperty({ format: 'date-time', description: 'When a pending e-mail is tried next' }) nextAttemptAt: string;
  @ApiProperty({ type: String, nullable: true, example: 'connect ECONNREFUSED 10.0.0.5:587', description: 'Why the last attempt failed' })
  lastError: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) sentAt: string | null;
  @ApiProperty({
    type: String,
    enum: MAIL_WAITING_FOR,
    enumName: 'MailWaitingFor',
    nullable: true,
    description: "Why a pending e-mail is not sent: no mail server is set, or its links need the site's public address; null otherwise",
  })
  waitingFor: MailWaitingFor | null;
}

export function toOutboxMailResponse(mail: OutboxMail, waitingFor: MailWaitingFor | null = null): OutboxMailResponseDto {
  return {
    ...idAndCreatedAt(mail),
    ...pick(mail, ['to', 'subject', 'about', 'status', 'attempts', 'lastError']),
    nextAttemptAt: mail.nextAttemptAt.toISOString(),
    sentAt: mail.sentAt?.toISOString() ?? null,
    waitingFor,
  };
}
