import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { Region } from '../../common/domain/constants';
import { UpdatedAt } from '../../common/domain/timestamps';
import { REGION_TEXT_MAX, type RegionStatus } from '../regions.constants';

/** One row per region: its season state and the lines its pages show. */
@Entity('region_copy')
export class RegionCopyRow {
  @PrimaryColumn({ type: 'varchar', length: 20 }) region: Region;
  @Column({ type: 'varchar', length: 20 }) status: RegionStatus;
  @Column({ type: 'varchar', length: REGION_TEXT_MAX.openingLine }) openingLine: string;
  @Column({ type: 'varchar', length: REGION_TEXT_MAX.heroTitle }) heroTitle: string;
  @Column({ type: 'varchar', length: REGION_TEXT_MAX.heroLine }) heroLine: string;
  @Column({ type: 'varchar', length: REGION_TEXT_MAX.cardLine }) cardLine: string;
  @Column({ type: 'varchar', length: REGION_TEXT_MAX.cardLocation }) cardLocation: string;
  @UpdatedAt() updatedAt: Date;
}
