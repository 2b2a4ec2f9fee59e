import { Column, Entity, Index } from 'typeorm';
import type { AttractionCategory, Region } from '../../common/domain/constants';
import { IdAndTimestampColumns } from '../../common/domain/timestamps';
import { RegionColumn, UrlColumn } from '../../common/database/columns';

@Entity('attractions')
@Index('IDX_attractions_region_active', ['region', 'active'])
export class Attraction extends IdAndTimestampColumns {
  @Column({ type: 'varchar', length: 200 }) title: string;
  @Column({ type: 'text' }) description: string;
  @UrlColumn() image: string;
  @Column({ type: 'varchar', length: 20 }) category: AttractionCategory;
  @Column({ type: 'boolean', default: false }) featured: boolean;
  @Column({ type: 'boolean', default: true }) active: boolean;
  @RegionColumn() region: Region;
  @Column({ type: 'int', default: 0 }) sortOrder: number;
}
