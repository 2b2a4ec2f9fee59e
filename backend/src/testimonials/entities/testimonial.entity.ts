import { Column, Entity, Index } from 'typeorm';
import { RegionActiveColumns } from '../../common/content/region-active-columns';

@Entity('testimonials')
@Index('IDX_testimonials_region_active', ['region', 'active'])
export class Testimonial extends RegionActiveColumns {
  @Column({ type: 'varchar', length: 120 }) name: string;
  @Column({ type: 'text' }) content: string;
  @Column({ type: 'int', default: 5 }) rating: number;
  @Column({ type: 'int', default: 0 }) sortOrder: number;
}
