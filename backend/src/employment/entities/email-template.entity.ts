import { Column, Entity, Index } from 'typeorm';
import type { ApplicationStatus } from '../../common/domain/constants';
import { IdAndTimestampColumns } from '../../common/domain/timestamps';
import { TranslationsColumn } from '../../common/database/columns';
import type { MailTranslations } from '../../notifications/mail-languages';

/** An e-mail to applicants that staff write once and send many times; its placeholders are filled per applicant. */
@Entity('email_templates')
@Index('UQ_email_templates_name', ['name'], { unique: true })
@Index('UQ_email_templates_send_on_status', ['sendOnStatus'], { unique: true })
export class EmailTemplate extends IdAndTimestampColumns {
  @Column({ type: 'varchar', length: 100 }) name: string;
  @Column({ type: 'varchar', length: 200 }) subject: string;
  /** Markdown with placeholders such as {firstName}. */
  @Column({ type: 'text' }) body: string;
  /** The subject and body in other languages, for applicants who wrote in one; English where there is none. */
  @TranslationsColumn() translations: MailTranslations;
  /** Sent by itself to the applicant when an application reaches this status (pending: when it arrives); at most one per status. */
  @Column({ type: 'varchar', length: 20, nullable: true }) sendOnStatus: ApplicationStatus | null;
}
