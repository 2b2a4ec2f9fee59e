import { Column, Entity, PrimaryColumn } from 'typeorm';
import { UpdatedAt } from '../../common/domain/timestamps';
import { UrlColumn } from '../../common/database/columns';

/** A single row (id 1): the contact details and links the public site shows. */
@Entity('site_settings')
export class SiteSettings {
  @PrimaryColumn({ type: 'int' }) id: number;
  /** The park's name: the header's wordmark, the footer, page titles, share previews and JSON-LD. */
  @Column({ type: 'varchar', length: 80, default: 'Haunted Park' }) parkName: string;
  /** One line under the name in the footer; empty: none. */
  @Column({ type: 'varchar', length: 200, default: '' }) tagline: string;
  /** A picture from the media library shown instead of the wordmark drawn from the name; null: the wordmark. */
  @UrlColumn({ nullable: true }) logoUrl: string | null;
  @Column({ type: 'varchar', length: 30 }) phone: string;
  @Column({ type: 'varchar', length: 30, nullable: true }) groupsPhone: string | null;
  @Column({ type: 'varchar', length: 254 }) infoEmail: string;
  @Column({ type: 'varchar', length: 254 }) groupsEmail: string;
  @Column({ type: 'varchar', length: 254 }) jobsEmail: string;
  @UrlColumn({ nullable: true }) facebookUrl: string | null;
  @UrlColumn({ nullable: true }) instagramUrl: string | null;
  @UrlColumn({ nullable: true }) tiktokUrl: string | null;
  @UrlColumn({ nullable: true }) youtubeUrl: string | null;
  @UrlColumn({ nullable: true }) twitterUrl: string | null;
  /** Where every ticket button and the /tickets frame go; null shows the ticket page fallback. */
  @UrlColumn({ nullable: true }) ticketingUrl: string | null;
  /** Whether the vendor allowed framing when the URL was saved: /tickets frames it, else ticket buttons open it in a new tab. */
  @Column({ type: 'boolean', default: false }) ticketingEmbeddable: boolean;
  /** That check's verdict (allows-framing, refuses-framing, unreachable) for staff; null while no URL is set. */
  @Column({ type: 'varchar', length: 300, nullable: true }) ticketingCheck: string | null;
  /** Whether the vendor's address takes the visit's campaign (utm_campaign, utm_source, utm_medium): ticket links then pass it on. */
  @Column({ type: 'boolean', default: false }) ticketingTakesCampaign: boolean;
  /** The owner's GA4 measurement id (G-…): public pages load Google's tag and the CSP admits its hosts; null: off. */
  @Column({ type: 'varchar', length: 20, nullable: true }) ga4MeasurementId: string | null;
  /** The owner's Meta pixel id (15–16 digits): public pages load Meta's pixel and the CSP admits its hosts; null: off. */
  @Column({ type: 'varchar', length: 16, nullable: true }) metaPixelId: string | null;
  @UpdatedAt() updatedAt: Date;
}
