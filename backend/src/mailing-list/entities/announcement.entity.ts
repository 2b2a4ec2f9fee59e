import { Column, Entity } from 'typeorm';
import { RegionColumn, TranslationsColumn } from '../../common/database/columns';
import type { MailTranslations } from '../../notifications/mail-languages';
import { IdAndCreatedAtColumns } from '../../common/domain/timestamps';

/** A mail staff sent to a region's confirmed subscribers; each copy waits in the mail outbox until it is sent. */
@Entity('announcements')
export class Announcement extends IdAndCreatedAtColumns {
  @RegionColumn() region: string;
  @Column({ type: 'varchar', length: 150 }) subject: string;
  /** Markdown, sent as the mail's text. */
  @Column({ type: 'text' }) body: string;
  /** The subject and body in other languages, for the subscribers who signed up in one; English where there is none. */
  @TranslationsColumn() translations: MailTranslations;
  /** How many confirmed subscribers it was queued for. */
  @Column({ type: 'int' }) recipients: number;
}
