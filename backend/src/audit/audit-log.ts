import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, LessThan, Repository, type EntityManager, type SelectQueryBuilder } from 'typeorm';
import { currentFlow, type AuditActor } from '../common/logging/request-flow';
import { toCsv } from '../common/http/csv';
import { newestFirstPage, type Page } from '../common/pagination/paginated';
import type { FieldChange } from './audit-changes';
import { AuditEntry } from './entities/audit-entry.entity';
import type { AuditLogFilterDto, AuditLogQueryDto } from './dto/audit-log-query.dto';
import { toAuditEntryResponse, type AuditEntryResponseDto } from './dto/audit-entry-response.dto';

/** What one audit entry says; the member and address default to the request's signed-in member. */
export interface AuditRecord {
  /** A verb: create, update, delete, import, redeem, retry, sign-in, sign-in-failed, sign-out, two-factor-setup… */
  action: string;
  /** The kind of record, kebab-case (`blog-post`, `user`, `site-settings`). */
  recordType: string;
  recordId?: string | number | null;
  label?: string | null;
  changes?: FieldChange[];
  /** Who did it, when it is not the request's signed-in member (a sign-in names the account signing in). */
  actor?: AuditActor;
}

/** A CSV export holds at most this many entries (the newest); narrow the dates for older ones. */
export const MAX_EXPORTED_ENTRIES = 50_000;

const CSV_COLUMNS = ['time', 'member', 'role', 'address', 'action', 'record type', 'record id', 'record', 'changes'];

/**
 * The audit log (docs/architecture.md §7). Writes of entities are recorded by AuditSubscriber; a write it cannot see
 * whole (a conditional UPDATE, a sign-in) records itself with `record(manager, …)`, passing the manager of the
 * transaction that makes the change, so the entry and the change commit or roll back together.
 */
@Injectable()
export class AuditLog {
  constructor(@InjectRepository(AuditEntry) private readonly entries: Repository<AuditEntry>) {}

  async record(manager: EntityManager, { action, recordType, recordId, label, changes, actor }: AuditRecord): Promise<void> {
    const who = actor ?? currentFlow().actor;
    // One INSERT: no listeners, and no read-back of the generated id and time (MySQL has no RETURNING).
    await manager
      .createQueryBuilder()
      .insert()
      .into(AuditEntry)
      .callListeners(false)
      .updateEntity(false)
      .values({
        actorId: who?.id ?? null,
        actorUsername: who?.username.slice(0, 100) ?? null,
        actorRole: who?.role ?? null,
        address: who?.address ?? null,
        action,
        recordType,
        recordId: recordId === undefined || recordId === null ? null : String(recordId),
        label: label?.slice(0, 200) ?? null,
        changes: changes && changes.length > 0 ? JSON.stringify(changes) : null,
      })
      .execute();
  }

  list(query: AuditLogQueryDto): Promise<Page<AuditEntryResponseDto>> {
    return newestFirstPage(this.filtered(query), query, toAuditEntryResponse);
  }

  async exportCsv(filter: AuditLogFilterDto): Promise<string> {
    const rows = await this.filtered(filter)
      .orderBy('entry.createdAt', 'DESC')
      .addOrderBy('entry.id', 'DESC')
      .limit(MAX_EXPORTED_ENTRIES)
      .getMany();
    return toCsv(
      CSV_COLUMNS,
      rows
        .map(toAuditEntryResponse)
        .map((entry) => [
          entry.createdAt,
          entry.actorUsername ?? '',
          entry.actorRole ?? '',
          entry.address ?? '',
          entry.action,
          entry.recordType,
          entry.recordId ?? '',
          entry.label ?? '',
          entry.changes.map(describeChange).join('; '),
        ]),
    );
  }

  /**
   * Deletes, in the caller's transaction, every entry about these records: what erasing a person's data leaves of them
   * is the entry that says they were erased.
   */
  async forget(manager: EntityManager, recordType: string, recordIds: (string | number)[]): Promise<void> {
    if (recordIds.length === 0) return;
    await manager.delete(AuditEntry, { recordType, recordId: In(recordIds.map(String)) });
  }

  /** Deletes the entries older than `retentionDays`; how many. */
  async prune(retentionDays: number, now = new Date()): Promise<number> {
    const result = await this.entries.delete({ createdAt: LessThan(new Date(now.getTime() - retentionDays * 24 * 60 * 60 * 1000)) });
    return result.affected ?? 0;
  }

  private filtered(filter: AuditLogFilterDto): SelectQueryBuilder<AuditEntry> {
    const qb = this.entries.createQueryBuilder('entry');
    if (filter.member) qb.andWhere('entry.actorUsername = :member', { member: filter.member });
    if (filter.recordType) qb.andWhere('entry.recordType = :recordType', { recordType: filter.recordType });
    if (filter.from) qb.andWhere('entry.createdAt >= :from', { from: new Date(`${filter.from}T00:00:00Z`) });
    if (filter.to)
      qb.andWhere('entry.createdAt < :to', { to: new Date(new Date(`${filter.to}T00:00:00Z`).getTime() + 24 * 60 * 60 * 1000) });
    return qb;
  }
}

function describeChange({ field, from, to }: FieldChange): string {
  if (from === undefined && to === undefined) return field;
  if (from === undefined) return `${field}: ${to ?? '(empty)'}`;
  return `${field}: ${from ?? '(empty)'} → ${to ?? '(empty)'}`;
}
