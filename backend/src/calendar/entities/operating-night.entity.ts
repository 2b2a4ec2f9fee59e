import { Column, Entity, Index } from 'typeorm';
import { IdAndTimestampColumns } from '../../common/domain/timestamps';
import type { NightStatus } from '../calendar.constants';
import { RegionColumn } from '../../common/database/columns';

/** One night the park of a region operates (or planned to): its date and hours on the region's wall clock. */
@Entity('operating_nights')
@Index('UQ_operating_nights_region_date', ['region', 'date'], { unique: true })
export class OperatingNight extends IdAndTimestampColumns {
  @RegionColumn() region: string;
  /** YYYY-MM-DD: the evening the doors open (a last entry after midnight still belongs to it). */
  @Column({ type: 'varchar', length: 10 }) date: string;
  /** HH:MM, 24-hour, the region's local time. */
  @Column({ type: 'varchar', length: 5 }) doorsOpen: string;
  @Column({ type: 'varchar', length: 5 }) attractionsStart: string;
  @Column({ type: 'varchar', length: 5 }) lastEntry: string;
  @Column({ type: 'varchar', length: 10, default: 'open' }) status: NightStatus;
  /** Shown to visitors, e.g. "Closed for weather". */
  @Column({ type: 'varchar', length: 200, nullable: true }) note: string | null;
}
