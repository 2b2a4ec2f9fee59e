import { Column, Entity, PrimaryColumn } from 'typeorm';
import { UpdatedAt } from '../../common/domain/timestamps';
import type { VideoPage } from '../../common/domain/constants';
import { MEDIA_URL_MAX_LENGTH } from '../../media/dto/media-url.validator';
import {
  REGION_TEXT_MAX,
  type ComingSoonFeature,
  type Language,
  type RegionIcon,
  type RegionStatus,
  type RegionTranslatedField,
} from '../regions.constants';
import { TranslationsColumn } from '../../common/database/columns';
import type { Translations } from '../../common/content/translations';

/** A region the brand runs a site for: its key in every address and record, its season, copy, clock and way there. */
@Entity('regions')
export class RegionRow {
  /** The slug in its pages' addresses and the `region` of every record of it. */
  @PrimaryColumn({ type: 'varchar', length: REGION_TEXT_MAX.key }) key: string;
  @Column({ type: 'varchar', length: REGION_TEXT_MAX.name }) name: string;
  @Column({ type: 'varchar', length: 20 }) status: RegionStatus;
  /** Where it stands in every list of regions: navigation, landing cards, admin choices. */
  @Column({ type: 'int' }) sortOrder: number;
  /** IANA time zone: the operating calendar's hours and every date of the region are on this clock. */
  @Column({ type: 'varchar', length: 64 }) timeZone: string;
  @Column({ type: 'varchar', length: REGION_TEXT_MAX.address }) address: string;
  @Column({ type: 'varchar', length: REGION_TEXT_MAX.openingLine }) openingLine: string;
  @Column({ type: 'varchar', length: REGION_TEXT_MAX.heroTitle }) heroTitle: string;
  @Column({ type: 'varchar', length: REGION_TEXT_MAX.heroLine }) heroLine: string;
  @Column({ type: 'varchar', length: REGION_TEXT_MAX.cardLine }) cardLine: string;
  @Column({ type: 'varchar', length: REGION_TEXT_MAX.cardLocation }) cardLocation: string;
  @Column({ type: 'text', nullable: true }) directions: string | null;
  @Column({ type: 'text', nullable: true }) parking: string | null;
  @Column({ type: 'double', nullable: true }) latitude: number | null;
  @Column({ type: 'double', nullable: true }) longitude: number | null;
  /** The wider area its copy names: "Western New York". */
  @Column({ type: 'varchar', length: REGION_TEXT_MAX.area }) area: string;
  /** The state in postal addresses (JSON-LD) and on the employment form: "NY"; null: none. */
  @Column({ type: 'varchar', length: REGION_TEXT_MAX.stateCode, nullable: true }) stateCode: string | null;
  /** How the employment form's location choice names it; null: its name. */
  @Column({ type: 'varchar', length: REGION_TEXT_MAX.employmentLocation, nullable: true }) employmentLocation: string | null;
  /** The employment page's line while the region is still to open; null: the line every region has. */
  @Column({ type: 'varchar', length: REGION_TEXT_MAX.firstCrewLine, nullable: true }) firstCrewLine: string | null;
  /** The landing card's icon; null: a map pin. */
  @Column({ type: 'varchar', length: 20, nullable: true }) icon: RegionIcon | null;
  /** The picture behind its home's hero (and the park's image in structured data); null: none. */
  @Column({ type: 'varchar', length: MEDIA_URL_MAX_LENGTH, nullable: true }) heroImage: string | null;
  /** The video-background page its home plays (/admin/videos); null: no video. */
  @Column({ type: 'varchar', length: 30, nullable: true }) homeVideo: VideoPage | null;
  /** The cards of what its coming-soon home promises, at most three; null: none. */
  @Column({ type: 'simple-json', nullable: true }) comingSoonFeatures: ComingSoonFeature[] | null;
  /** The languages its pages speak, English first (the fallback of a text not translated). */
  @Column({ type: 'simple-json' }) languages: Language[];
  /** The directions and parking in other languages, as far as staff wrote them. */
  @TranslationsColumn() translations: Translations<RegionTranslatedField>;
  @UpdatedAt() updatedAt: Date;
}
