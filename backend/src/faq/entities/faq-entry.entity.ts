import { Column, Entity, Index } from 'typeorm';
import { RegionActiveColumns } from '../../common/content/region-active-columns';
import { UpdatedAt } from '../../common/domain/timestamps';
import type { FaqGroup } from '../faq.constants';

/** One question of a region's "Know before you go" page; its answer is Markdown. */
@Entity('faq_entries')
@Index('IDX_faq_entries_region_active', ['region', 'active'])
export class FaqEntry extends RegionActiveColumns {
  @Column({ type: 'varchar', length: 30 }) group: FaqGroup;
  @Column({ type: 'varchar', length: 300 }) question: string;
  @Column({ type: 'text' }) answer: string;
  @Column({ type: 'int', default: 0 }) sortOrder: number;
  @UpdatedAt() updatedAt: Date;
}
