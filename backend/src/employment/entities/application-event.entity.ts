import { Column, Entity, Index } from 'typeorm';
import { IdAndCreatedAtColumns } from '../../common/domain/timestamps';

export const APPLICATION_EVENT_KINDS = ['status', 'audition'] as const;
export type ApplicationEventKind = (typeof APPLICATION_EVENT_KINDS)[number];

/** Something that happened to an application, for its timeline: a status change (who, from, to), or an audition booked, cancelled, attended or missed (in toStatus). */
@Entity('employment_application_events')
@Index('IDX_employment_application_events_application', ['applicationId', 'createdAt'])
export class ApplicationEvent extends IdAndCreatedAtColumns {
  @Column({ type: 'int' }) applicationId: number;
  @Column({ type: 'varchar', length: 20 }) kind: ApplicationEventKind;
  /** The member who did it; null when the app did it itself. */
  @Column({ type: 'varchar', length: 100, nullable: true }) actorUsername: string | null;
  @Column({ type: 'varchar', length: 20, nullable: true }) fromStatus: string | null;
  @Column({ type: 'varchar', length: 20, nullable: true }) toStatus: string | null;
}
