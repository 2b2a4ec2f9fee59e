import { Column, Entity, Index } from 'typeorm';
import type { Translations } from '../../common/content/translations';
import { TranslationsColumn } from '../../common/database/columns';
import type { JobPostingTranslatedField } from '../employment.constants';
import type { PositionType } from '../../common/domain/constants';
import { UpdatedAt } from '../../common/domain/timestamps';
import { RegionActiveColumns } from '../../common/content/region-active-columns';
import type { PayUnit } from '../employment.constants';

/**
 * A job a region's park is hiring for, written by hiring staff. `active` is open: visitors see open postings on
 * /employment and may apply to them; a closed one is hidden and refuses new applications. Pay is kept in cents.
 */
@Entity('job_postings')
@Index('IDX_job_postings_region_active', ['region', 'active'])
export class JobPosting extends RegionActiveColumns {
  @Column({ type: 'varchar', length: 100 }) title: string;
  /** Which kind of work it is: the positions an applicant picks, the audition sessions and the night coverage follow it. */
  @Column({ type: 'varchar', length: 20 }) positionType: PositionType;
  /** Markdown without raw HTML, as the stories'. */
  @Column({ type: 'text' }) description: string;
  @Column({ type: 'int', nullable: true }) payFromCents: number | null;
  /** The top of the pay range; null: one rate (or no pay stated). */
  @Column({ type: 'int', nullable: true }) payToCents: number | null;
  @Column({ type: 'varchar', length: 10, default: 'hour' }) payUnit: PayUnit;
  /** The nights or hours it works, in words ("Friday and Saturday nights, 6 pm to midnight"). */
  @Column({ type: 'varchar', length: 200, nullable: true }) schedule: string | null;
  /** The first and last day of the work (YYYY-MM-DD), when known. */
  @Column({ type: 'varchar', length: 10, nullable: true }) startDate: string | null;
  @Column({ type: 'varchar', length: 10, nullable: true }) endDate: string | null;
  @Column({ type: 'int', default: 0 }) sortOrder: number;
  /** The title, description and schedule in other languages, as far as staff wrote them. */
  @TranslationsColumn() translations: Translations<JobPostingTranslatedField>;
  @UpdatedAt() updatedAt: Date;
}
