import { Column, Entity, Index } from 'typeorm';
import type { PositionType } from '../../common/domain/constants';
import { IdAndCreatedAtColumns, IdAndTimestampColumns } from '../../common/domain/timestamps';
import { RegionColumn } from '../../common/database/columns';

/** An audition session staff publish: when, where, how many applicants, for which position types of which region. */
@Entity('audition_sessions')
@Index('IDX_audition_sessions_region_starts', ['region', 'startsAt'])
export class AuditionSession extends IdAndTimestampColumns {
  @Column({ type: 'datetime', precision: 3 }) startsAt: Date;
  @Column({ type: 'varchar', length: 200 }) place: string;
  @Column({ type: 'int' }) capacity: number;
  /** Kept beside the bookings so one conditional UPDATE can take a place: the last one goes to exactly one applicant. */
  @Column({ type: 'int', default: 0 }) bookedCount: number;
  @Column({ type: 'simple-json' }) positionTypes: PositionType[];
  @RegionColumn() region: string;
}

export const ATTENDANCES = ['booked', 'attended', 'no-show'] as const;
export type Attendance = (typeof ATTENDANCES)[number];

/** An applicant's place in a session (one at most per application), and whether they came. */
@Entity('audition_bookings')
@Index('UQ_audition_bookings_application', ['applicationId'], { unique: true })
@Index('IDX_audition_bookings_session', ['sessionId'])
export class AuditionBooking extends IdAndTimestampColumns {
  @Column({ type: 'int' }) sessionId: number;
  @Column({ type: 'int' }) applicationId: number;
  @Column({ type: 'varchar', length: 20, default: 'booked' }) attendance: Attendance;
  /** When the reminder the day before was queued; set once, by the replica that claims it. */
  @Column({ type: 'datetime', precision: 3, nullable: true }) reminderSentAt: Date | null;
}

/** An applicant's personal booking link: only the token's SHA-256 is kept. */
@Entity('audition_links')
@Index('UQ_audition_links_token', ['tokenHash'], { unique: true })
@Index('IDX_audition_links_application', ['applicationId'])
export class AuditionLink extends IdAndCreatedAtColumns {
  @Column({ type: 'int' }) applicationId: number;
  @Column({ type: 'varchar', length: 64 }) tokenHash: string;
}

export const AUDITION_ENTITIES = [AuditionSession, AuditionBooking, AuditionLink];
