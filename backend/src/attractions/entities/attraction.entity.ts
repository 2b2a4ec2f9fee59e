import { Column, Entity, Index } from 'typeorm';
import type { Translations } from '../../common/content/translations';
import type { AttractionTranslatedField } from '../dto/attraction-details.dto';
import type { AttractionCategory, ContentWarning, WheelchairAccess } from '../../common/domain/constants';
import { UpdatedAt } from '../../common/domain/timestamps';
import { TranslationsColumn, UrlColumn } from '../../common/database/columns';
import { RegionActiveColumns } from '../../common/content/region-active-columns';

/** Content warnings are keys without commas, stored comma-separated so one column holds them on both databases. */
const listOfKeys = {
  to: (keys: ContentWarning[] | string | undefined) => (Array.isArray(keys) ? keys.join(',') : keys),
  // TypeORM also runs it on values it already holds as the array (change detection after a save).
  from: (stored: string | ContentWarning[] | null) =>
    Array.isArray(stored) ? stored : stored ? (stored.split(',') as ContentWarning[]) : [],
};

@Entity('attractions')
@Index('IDX_attractions_region_active', ['region', 'active'])
export class Attraction extends RegionActiveColumns {
  @Column({ type: 'varchar', length: 200 }) title: string;
  @Column({ type: 'text' }) description: string;
  @UrlColumn() image: string;
  @Column({ type: 'varchar', length: 20 }) category: AttractionCategory;
  @Column({ type: 'boolean', default: false }) featured: boolean;
  @Column({ type: 'int', default: 0 }) sortOrder: number;
  /** 1 (family friendly) to 5 (extreme); null when staff have not said. */
  @Column({ type: 'int', nullable: true }) intensity: number | null;
  @Column({ type: 'int', nullable: true }) minAge: number | null;
  /** Visitors under this age come with an adult. */
  @Column({ type: 'int', nullable: true }) adultRequiredUnder: number | null;
  @Column({ type: 'varchar', length: 200, default: '', transformer: listOfKeys }) contentWarnings: ContentWarning[];
  @Column({ type: 'varchar', length: 500, nullable: true }) contentNote: string | null;
  @Column({ type: 'varchar', length: 10, nullable: true }) wheelchair: WheelchairAccess | null;
  @Column({ type: 'varchar', length: 500, nullable: true }) accessRouteNote: string | null;
  @Column({ type: 'varchar', length: 500, nullable: true }) sensoryNote: string | null;
  @Column({ type: 'int', nullable: true }) durationMinutes: number | null;
  /** The title, description and notes in other languages, as far as staff wrote them. */
  @TranslationsColumn() translations: Translations<AttractionTranslatedField>;
  @UpdatedAt() updatedAt: Date;
}
