import { Injectable } from '@nestjs/common';
import {
  DataSource,
  type EntityManager,
  type EntityMetadata,
  type EntitySubscriberInterface,
  type InsertEvent,
  type ObjectLiteral,
  type RemoveEvent,
  type UpdateEvent,
} from 'typeorm';
import { currentFlow } from '../common/logging/request-flow';
import { changedFields, createdFields, recordLabel } from './audit-changes';
import { AuditLog } from './audit-log';

/**
 * Tables whose rows are the app's own bookkeeping, not something a member changes (an application's timeline events
 * follow from its status change, and a region's redirects from its rename, which are audited).
 */
const UNAUDITED_TABLES = new Set([
  'audit_log',
  'rate_limits',
  'scheduled_jobs',
  'discount_visitors',
  'mail_outbox',
  'employment_application_events',
  'region_redirects',
]);

/** BlogPost → blog-post. */
const recordTypeOf = (metadata: EntityMetadata) => metadata.targetName.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

const fieldsOf = (metadata: EntityMetadata) => metadata.columns.map((column) => column.propertyName);

/**
 * Records every insert, update and removal a signed-in member's request makes through the entity manager, in the
 * transaction of the write itself (TypeORM runs these after-events before it commits): an entry for a change that is
 * rolled back is rolled back with it. An UPDATE or DELETE by a query builder does not say which rows it touched: a
 * service writing that way records its change itself (AuditLog.record).
 */
@Injectable()
export class AuditSubscriber implements EntitySubscriberInterface {
  constructor(
    dataSource: DataSource,
    private readonly audit: AuditLog,
  ) {
    dataSource.subscribers.push(this);
  }

  async afterInsert({ manager, metadata, entity }: InsertEvent<ObjectLiteral>): Promise<void> {
    if (!this.audited(metadata) || !entity) return;
    const row = entity as Record<string, unknown>;
    await this.write(manager, metadata, 'create', row, createdFields(fieldsOf(metadata), row));
  }

  async afterUpdate({ manager, metadata, entity, databaseEntity, updatedColumns }: UpdateEvent<ObjectLiteral>): Promise<void> {
    if (!this.audited(metadata) || !entity || !databaseEntity) return;
    const changes = changedFields(
      updatedColumns.map((column) => column.propertyName),
      databaseEntity as Record<string, unknown>,
      entity as Record<string, unknown>,
    );
    if (changes.length === 0) return;
    await this.write(manager, metadata, 'update', { ...databaseEntity, ...entity } as Record<string, unknown>, changes);
  }

  async afterRemove({ manager, metadata, entity, databaseEntity, entityId }: RemoveEvent<ObjectLiteral>): Promise<void> {
    const row = (databaseEntity ?? entity) as Record<string, unknown> | undefined;
    if (!this.audited(metadata) || !row) return;
    await this.write(manager, metadata, 'delete', { ...row, id: row.id ?? (entityId as { id?: unknown } | undefined)?.id ?? entityId }, []);
  }

  private audited(metadata: EntityMetadata): boolean {
    return currentFlow().actor !== undefined && !UNAUDITED_TABLES.has(metadata.tableName);
  }

  private write(
    manager: EntityManager,
    metadata: EntityMetadata,
    action: string,
    row: Record<string, unknown>,
    changes: ReturnType<typeof createdFields>,
  ) {
    const id = row.id;
    return this.audit.record(manager, {
      action,
      recordType: recordTypeOf(metadata),
      recordId: typeof id === 'number' || typeof id === 'string' ? id : null,
      label: recordLabel(row),
      changes,
    });
  }
}
