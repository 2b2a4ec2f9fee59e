import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Fixed-window counters shared by every backend instance (login throttling, form rate limits). */
@Entity('rate_limits')
export class RateLimit {
  @PrimaryColumn({ type: 'varchar', length: 191 }) bucket: string;
  @Column({ type: 'int', default: 0 }) hits: number;
  @Column({ type: 'datetime', precision: 3 }) windowEndsAt: Date;
}
