import { Column } from 'typeorm';
import { IdAndCreatedAtColumns } from '../domain/timestamps';
import { RegionColumn } from '../database/columns';

/**
 * The columns of region content staff switch on and off (attractions, testimonials), which regionActivePage filters
 * by; each such table indexes them as IDX_<table>_region_active. New records start active.
 */
export abstract class RegionActiveColumns extends IdAndCreatedAtColumns {
  @RegionColumn() region: string;
  @Column({ type: 'boolean', default: true }) active: boolean;
}
