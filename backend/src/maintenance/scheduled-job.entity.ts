import { Column, Entity, PrimaryColumn } from 'typeorm';

/** When a periodic job is next due; the replica whose conditional UPDATE moves the time on runs it. */
@Entity('scheduled_jobs')
export class ScheduledJob {
  @PrimaryColumn({ type: 'varchar', length: 64 }) name: string;
  @Column({ type: 'datetime', precision: 3 }) nextRunAt: Date;
}
