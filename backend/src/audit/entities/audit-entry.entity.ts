import { Column, Entity, Index } from 'typeorm';
import { IdAndCreatedAtColumns } from '../../common/domain/timestamps';

/** One admin write, as AuditLog recorded it in the write's own transaction. Never changed after it is written. */
@Entity('audit_log')
@Index('IDX_audit_log_created', ['createdAt', 'id'])
@Index('IDX_audit_log_actor_created', ['actorUsername', 'createdAt'])
@Index('IDX_audit_log_record_type_created', ['recordType', 'createdAt'])
export class AuditEntry extends IdAndCreatedAtColumns {
  /** The member's account; null for a failed sign-in with an unknown username, or a change made outside a request. */
  @Column({ type: 'int', nullable: true }) actorId: number | null;
  /** Kept as it was then, so the entry still names a member whose account was renamed or deleted. */
  @Column({ type: 'varchar', length: 100, nullable: true }) actorUsername: string | null;
  @Column({ type: 'varchar', length: 20, nullable: true }) actorRole: string | null;
  /** The client address (common/http/client-ip.ts). */
  @Column({ type: 'varchar', length: 64, nullable: true }) address: string | null;
  @Column({ type: 'varchar', length: 40 }) action: string;
  @Column({ type: 'varchar', length: 40 }) recordType: string;
  @Column({ type: 'varchar', length: 64, nullable: true }) recordId: string | null;
  /** What the record was called (a title, a name, a date), so a deleted record is still recognisable. */
  @Column({ type: 'varchar', length: 200, nullable: true }) label: string | null;
  /** JSON array of FieldChange (audit-changes.ts). */
  @Column({ type: 'text', nullable: true }) changes: string | null;
}
