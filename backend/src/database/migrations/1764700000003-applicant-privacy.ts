import { Table, TableColumn, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { datetime, int, updatedAt } from './column-helpers';

/** When each application last saw activity (for the retention period), and the hiring settings: retention, hiring day. */
export class ApplicantPrivacy1764700000003 implements MigrationInterface {
  name = 'ApplicantPrivacy1764700000003';

  async up(qr: QueryRunner): Promise<void> {
    await qr.addColumn('employment_applications', new TableColumn(datetime('lastActivityAt', { isNullable: true })));
    await qr.query('UPDATE employment_applications SET lastActivityAt = updatedAt');
    await qr.createIndex(
      'employment_applications',
      new TableIndex({ name: 'IDX_employment_applications_last_activity', columnNames: ['lastActivityAt'] }),
    );
    await qr.createTable(
      new Table({
        name: 'hiring_settings',
        columns: [
          int('id', { isPrimary: true }),
          int('retentionMonths', { default: 24 }),
          datetime('hiringDayStartsAt', { isNullable: true }),
          datetime('hiringDayEndsAt', { isNullable: true }),
          updatedAt(qr),
        ],
      }),
    );
    await qr.manager.insert('hiring_settings', { id: 1, retentionMonths: 24 });
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('hiring_settings');
    await qr.dropIndex('employment_applications', 'IDX_employment_applications_last_activity');
    await qr.dropColumn('employment_applications', 'lastActivityAt');
  }
}
