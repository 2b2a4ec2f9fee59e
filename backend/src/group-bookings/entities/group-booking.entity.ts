import { Column, Entity, Index } from 'typeorm';
import { LanguageColumn, RegionColumn } from '../../common/database/columns';
import type { Language } from '../../regions/regions.constants';
import { IdAndTimestampColumns } from '../../common/domain/timestamps';
import type { GroupBookingStatus } from '../group-bookings.constants';

/** Dates are YYYY-MM-DD, stored comma-separated so one column holds them on both databases. */
const listOfDates = {
  to: (dates: string[] | string | undefined) => (Array.isArray(dates) ? dates.join(',') : dates),
  from: (stored: string | string[] | null) => (Array.isArray(stored) ? stored : stored ? stored.split(',') : []),
};

/** A group's request to visit, which staff answer and follow up in the admin inbox. */
@Entity('group_bookings')
@Index('IDX_group_bookings_status_created', ['status', 'createdAt'])
export class GroupBooking extends IdAndTimestampColumns {
  @Column({ type: 'varchar', length: 120 }) groupName: string;
  @Column({ type: 'varchar', length: 120 }) name: string;
  @Column({ type: 'varchar', length: 254 }) email: string;
  @Column({ type: 'varchar', length: 30 }) phone: string;
  @Column({ type: 'int' }) groupSize: number;
  @Column({ type: 'varchar', length: 120, default: '', transformer: listOfDates }) preferredNights: string[];
  @Column({ type: 'text', nullable: true }) notes: string | null;
  @RegionColumn() region: string;
  /** The language of the page it was sent from. */
  @LanguageColumn() language: Language;
  @Column({ type: 'varchar', length: 12, default: 'new' }) status: GroupBookingStatus;
  /** The staff member handling it (users.id); null until someone takes it. A deleted member's id stays, shown as unknown. */
  @Column({ type: 'int', nullable: true }) assigneeId: number | null;
}
