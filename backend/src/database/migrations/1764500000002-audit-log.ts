import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { createdAt, id, int, text, varchar } from './column-helpers';

/** The audit log: one row per admin write, sign-in and two-factor change. */
export class AuditLog1764500000002 implements MigrationInterface {
  name = 'AuditLog1764500000002';

  async up(qr: QueryRunner): Promise<void> {
    await qr.createTable(
      new Table({
        name: 'audit_log',
        columns: [
          id(),
          createdAt(qr),
          int('actorId', { isNullable: true }),
          varchar('actorUsername', 100, { isNullable: true }),
          varchar('actorRole', 20, { isNullable: true }),
          varchar('address', 64, { isNullable: true }),
          varchar('action', 40),
          varchar('recordType', 40),
          varchar('recordId', 64, { isNullable: true }),
          varchar('label', 200, { isNullable: true }),
          text('changes', { isNullable: true }),
        ],
      }),
    );
    await qr.createIndices('audit_log', [
      new TableIndex({ name: 'IDX_audit_log_created', columnNames: ['createdAt', 'id'] }),
      new TableIndex({ name: 'IDX_audit_log_actor_created', columnNames: ['actorUsername', 'createdAt'] }),
      new TableIndex({ name: 'IDX_audit_log_record_type_created', columnNames: ['recordType', 'createdAt'] }),
    ]);
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('audit_log');
  }
}
