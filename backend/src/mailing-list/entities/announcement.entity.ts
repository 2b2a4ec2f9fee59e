import { Column, Entity } from 'typeorm';
import { RegionColumn } from '../../common/database/columns';
import { IdAndCreatedAtColumns } from '../../common/domain/timestamps';

/** A mail staff sent to a region's confirmed subscribers; each copy waits in the mail outbox until it is sent. */
@Entity('announcements')
export class Announcement extends IdAndCreatedAtColumns {
  @RegionColumn() region: string;
  @Column({ type: 'varchar', length: 150 }) subject: string;
  /** Markdown, sent as the mail's text. */
  @Column({ type: 'text' }) body: string;
  /** How many confirmed subscribers it was queued for. */
  @Column({ type: 'int' }) recipients: number;
}
