import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import type { Region } from '../../common/domain/constants';

/** How to reach a region's park: directions, parking and its map position, one row per region once staff save it. */
@Entity('region_directions')
export class RegionDirections {
  @PrimaryColumn({ type: 'varchar', length: 20 }) region: Region;
  @Column({ type: 'text', nullable: true }) directions: string | null;
  @Column({ type: 'text', nullable: true }) parking: string | null;
  @Column({ type: 'double', nullable: true }) latitude: number | null;
  @Column({ type: 'double', nullable: true }) longitude: number | null;
  @UpdateDateColumn({ type: 'datetime', precision: 6 }) updatedAt: Date;
}
