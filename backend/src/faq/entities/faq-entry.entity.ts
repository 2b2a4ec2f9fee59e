import { Column, Entity, Index } from 'typeorm';
import { RegionActiveColumns } from '../../common/content/region-active-columns';
import { UpdatedAt } from '../../common/domain/timestamps';
import type { FaqGroup, FaqTranslatedField } from '../faq.constants';
import { TranslationsColumn } from '../../common/database/columns';
import type { Translations } from '../../common/content/translations';

/** One question of a region's "Know before you go" page; its answer is Markdown. */
@Entity('faq_entries')
@Index('IDX_faq_entries_region_active', ['region', 'active'])
export class FaqEntry extends RegionActiveColumns {
  @Column({ type: 'varchar', length: 30 }) group: FaqGroup;
  @Column({ type: 'varchar', length: 300 }) question: string;
  @Column({ type: 'text' }) answer: string;
  /** The question and answer in other languages, as far as staff wrote them. */
  @TranslationsColumn() translations: Translations<FaqTranslatedField>;
  @Column({ type: 'int', default: 0 }) sortOrder: number;
  @UpdatedAt() updatedAt: Date;
}
