import { Column, Entity, Index } from 'typeorm';
import { IdAndCreatedAtColumns } from '../../common/domain/timestamps';

/** discarded: staff chose not to send it (mail queued while SMTP was unset, or one that failed). */
export const OUTBOX_STATUSES = ['pending', 'sent', 'failed', 'discarded'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** One e-mail the app has to send, kept until it is sent (or has failed for good), whatever happens to the process. */
@Entity('mail_outbox')
@Index('IDX_mail_outbox_status_next_attempt', ['status', 'nextAttemptAt'])
@Index('IDX_mail_outbox_about', ['about'])
export class OutboxMail extends IdAndCreatedAtColumns {
  @Column({ type: 'varchar', length: 254 }) to: string;
  @Column({ type: 'varchar', length: 254, nullable: true }) replyTo: string | null;
  @Column({ type: 'varchar', length: 250 }) subject: string;
  @Column({ type: 'text' }) text: string;
  /** The same mail as HTML, sent beside the text, when it was written in Markdown. */
  @Column({ type: 'text', nullable: true }) html: string | null;
  /** What the mail is about, for staff reading the failures (e.g. "ContactSubmission 12"). */
  @Column({ type: 'varchar', length: 100 }) about: string;
  @Column({ type: 'varchar', length: 10, default: 'pending' }) status: OutboxStatus;
  @Column({ type: 'int', default: 0 }) attempts: number;
  @Column({ type: 'datetime', precision: 3 }) nextAttemptAt: Date;
  /** Set by the worker that claimed the mail; another may take it over only once this has passed. */
  @Column({ type: 'datetime', precision: 3, nullable: true }) claimedUntil: Date | null;
  @Column({ type: 'varchar', length: 500, nullable: true }) lastError: string | null;
  @Column({ type: 'datetime', precision: 3, nullable: true }) sentAt: Date | null;
  /** The one-click unsubscribe address of a mailing-list mail, sent as its List-Unsubscribe header. */
  @Column({ type: 'varchar', length: 500, nullable: true }) listUnsubscribe: string | null;
  /** Its links are written on SITE_ADDRESS: it waits until the site's public address is set, which replaces it when sent. */
  @Column({ type: 'boolean', default: false }) needsPublicUrl: boolean;
}
