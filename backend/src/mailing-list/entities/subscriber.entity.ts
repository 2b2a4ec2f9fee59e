import { Column, Entity, Index } from 'typeorm';
import { LanguageColumn, RegionColumn } from '../../common/database/columns';
import type { Language } from '../../regions/regions.constants';
import { IdAndCreatedAtColumns } from '../../common/domain/timestamps';

/** An address on a region's mailing list: nothing but the address, the region, the dates and what they agreed to. */
@Entity('subscribers')
@Index('UQ_subscribers_region_email', ['region', 'email'], { unique: true })
export class Subscriber extends IdAndCreatedAtColumns {
  @Column({ type: 'varchar', length: 254 }) email: string;
  @RegionColumn() region: string;
  /** The language of the page it was sent from. */
  @LanguageColumn() language: Language;
  @Column({ type: 'varchar', length: 300 }) consentText: string;
  /** Null until the visitor follows the link of the confirmation mail. */
  @Column({ type: 'datetime', precision: 3, nullable: true }) confirmedAt: Date | null;
  /** SHA-256 of the pending confirmation link's token; null once confirmed. */
  @Index('UQ_subscribers_confirm_token', { unique: true })
  @Column({ type: 'varchar', length: 64, nullable: true })
  confirmTokenHash: string | null;
  /** When the confirmation link was sent; the address is forgotten 7 days later unless confirmed. */
  @Column({ type: 'datetime', precision: 3 }) confirmationSentAt: Date;
  /** The outbox mail carrying the pending link: the 7 days run from its sending, and the address is kept while it waits. */
  @Column({ type: 'int', nullable: true }) confirmationMailId: number | null;
  /** The token of the unsubscribe link in every mail; it only ever removes this address. */
  @Index('UQ_subscribers_unsubscribe_token', { unique: true })
  @Column({ type: 'varchar', length: 64 })
  unsubscribeToken: string;
}
