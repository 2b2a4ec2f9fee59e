import { Column, Entity, Index } from 'typeorm';
import { IdAndTimestampColumns } from '../../common/domain/timestamps';

/** A short tracking link, /go/{slug}: sends the visitor to a page of the site with the campaign set. */
@Entity('campaign_links')
export class CampaignLink extends IdAndTimestampColumns {
  @Index('UQ_campaign_links_slug', { unique: true })
  @Column({ type: 'varchar', length: 60 })
  slug: string;
  /** A path of the site, e.g. /new-york/dark-legends/the-lady-in-white. */
  @Column({ type: 'varchar', length: 300 }) targetPath: string;
  /** utm_campaign, utm_source and utm_medium (empty: none) the link adds. */
  @Column({ type: 'varchar', length: 100 }) campaign: string;
  @Column({ type: 'varchar', length: 100 }) source: string;
  @Column({ type: 'varchar', length: 100, default: '' }) medium: string;
}
