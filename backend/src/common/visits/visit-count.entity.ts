import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { VisitEvent } from './visit-events';

/**
 * How many visitors did one thing on one day, in aggregate: no address, no visitor key, no cookie. A row per day and
 * combination of what was counted (`dimensionsKey` is the hash of event and dimensions); an empty string is "not
 * known" (a page view has no ticket type), so the combination stays one key on SQLite and MySQL alike.
 */
@Entity('visit_counts')
export class VisitCount {
  /** The calendar day (YYYY-MM-DD) on the clock of the region counted; the park's (its first region's) for no region. */
  @PrimaryColumn({ type: 'varchar', length: 10 }) day: string;
  @PrimaryColumn({ type: 'varchar', length: 64 }) dimensionsKey: string;
  @Column({ type: 'varchar', length: 20 }) event: VisitEvent;
  /** The page's canonical address (path and the query it reads). */
  @Column({ type: 'varchar', length: 300, default: '' }) path: string;
  @Column({ type: 'varchar', length: 40, default: '' }) region: string;
  /** The slug of the story the page shows. */
  @Column({ type: 'varchar', length: 160, default: '' }) story: string;
  /** The attraction a ticket button was about. */
  @Column({ type: 'varchar', length: 160, default: '' }) attraction: string;
  @Column({ type: 'varchar', length: 100, default: '' }) ticketType: string;
  /** utm_campaign (or ref) of the visit, utm_source and utm_medium beside it. */
  @Column({ type: 'varchar', length: 100, default: '' }) campaign: string;
  @Column({ type: 'varchar', length: 100, default: '' }) source: string;
  @Column({ type: 'varchar', length: 100, default: '' }) medium: string;
  @Column({ type: 'int', default: 0 }) total: number;
}
