import { Column, Entity, PrimaryColumn } from 'typeorm';
import { UpdatedAt } from '../../common/domain/timestamps';
import { REGION_TEXT_MAX, type RegionStatus } from '../regions.constants';

/** A region the brand runs a site for: its key in every address and record, its season, copy, clock and way there. */
@Entity('regions')
export class RegionRow {
  /** The slug in its pages' addresses and the `region` of every record of it. */
  @PrimaryColumn({ type: 'varchar', length: REGION_TEXT_MAX.key }) key: string;
  @Column({ type: 'varchar', length: REGION_TEXT_MAX.name }) name: string;
  @Column({ type: 'varchar', length: 20 }) status: RegionStatus;
  /** Where it stands in every list of regions: navigation, landing cards, admin choices. */
  @Column({ type: 'int' }) sortOrder: number;
  /** IANA time zone: the operating calendar's hours and every date of the region are on this clock. */
  @Column({ type: 'varchar', length: 64 }) timeZone: string;
  @Column({ type: 'varchar', length: REGION_TEXT_MAX.address }) address: string;
  @Column({ type: 'varchar', length: REGION_TEXT_MAX.openingLine }) openingLine: string;
  @Column({ type: 'varchar', length: REGION_TEXT_MAX.heroTitle }) heroTitle: string;
  @Column({ type: 'varchar', length: REGION_TEXT_MAX.heroLine }) heroLine: string;
  @Column({ type: 'varchar', length: REGION_TEXT_MAX.cardLine }) cardLine: string;
  @Column({ type: 'varchar', length: REGION_TEXT_MAX.cardLocation }) cardLocation: string;
  @Column({ type: 'text', nullable: true }) directions: string | null;
  @Column({ type: 'text', nullable: true }) parking: string | null;
  @Column({ type: 'double', nullable: true }) latitude: number | null;
  @Column({ type: 'double', nullable: true }) longitude: number | null;
  @UpdatedAt() updatedAt: Date;
}
