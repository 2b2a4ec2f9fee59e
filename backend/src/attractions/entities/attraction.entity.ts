import { Column, Entity, Index } from 'typeorm';
import type { AttractionCategory } from '../../common/domain/constants';
import { UpdatedAt } from '../../common/domain/timestamps';
import { UrlColumn } from '../../common/database/columns';
import { RegionActiveColumns } from '../../common/content/region-active-columns';

@Entity('attractions')
@Index('IDX_attractions_region_active', ['region', 'active'])
export class Attraction extends RegionActiveColumns {
  @Column({ type: 'varchar', length: 200 }) title: string;
  @Column({ type: 'text' }) description: string;
  @UrlColumn() image: string;
  @Column({ type: 'varchar', length: 20 }) category: AttractionCategory;
  @Column({ type: 'boolean', default: false }) featured: boolean;
  @Column({ type: 'int', default: 0 }) sortOrder: number;
  @UpdatedAt() updatedAt: Date;
}
