import { TableColumn, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { int } from './column-helpers';

/** The hiring season (year) of each application, to tell a duplicate (same season) from a returning applicant. */
export class ApplicationSeason1764700000002 implements MigrationInterface {
  name = 'ApplicationSeason1764700000002';

  async up(qr: QueryRunner): Promise<void> {
    await qr.addColumn('employment_applications', new TableColumn(int('season', { default: 0 })));
    const year = qr.connection.driver.options.type === 'better-sqlite3' ? "CAST(strftime('%Y', createdAt) AS INTEGER)" : 'YEAR(createdAt)';
    await qr.query(`UPDATE employment_applications SET season = ${year}`);
    await qr.createIndices('employment_applications', [
      new TableIndex({ name: 'IDX_employment_applications_email', columnNames: ['email'] }),
      new TableIndex({ name: 'IDX_employment_applications_phone', columnNames: ['phone'] }),
    ]);
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropIndex('employment_applications', 'IDX_employment_applications_phone');
    await qr.dropIndex('employment_applications', 'IDX_employment_applications_email');
    await qr.dropColumn('employment_applications', 'season');
  }
}
