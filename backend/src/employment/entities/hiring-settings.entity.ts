import { Column, Entity, PrimaryColumn } from 'typeorm';
import { UpdatedAt } from '../../common/domain/timestamps';

/** A single row (id 1): how long applications are kept, and the hiring-day window. */
@Entity('hiring_settings')
export class HiringSettings {
  @PrimaryColumn({ type: 'int' }) id: number;
  /** Applications with no activity for this many months are erased, once a day. */
  @Column({ type: 'int', default: 24 }) retentionMonths: number;
  /** While now is in [startsAt, endsAt) applications are not limited per client address (a hiring day on the park's Wi-Fi). */
  @Column({ type: 'datetime', precision: 3, nullable: true }) hiringDayStartsAt: Date | null;
  @Column({ type: 'datetime', precision: 3, nullable: true }) hiringDayEndsAt: Date | null;
  @UpdatedAt() updatedAt: Date;
}
