import { Column, Entity, Index } from 'typeorm';
import type { Region } from '../../common/domain/constants';
import { IdAndCreatedAtColumns } from '../../common/domain/timestamps';
import { RegionColumn } from '../../common/database/columns';

@Entity('testimonials')
@Index('IDX_testimonials_region_active', ['region', 'active'])
export class Testimonial extends IdAndCreatedAtColumns {
  @Column({ type: 'varchar', length: 120 }) name: string;
  @Column({ type: 'text' }) content: string;
  @RegionColumn() region: Region;
  @Column({ type: 'int', default: 5 }) rating: number;
  @Column({ type: 'boolean', default: true }) active: boolean;
}
