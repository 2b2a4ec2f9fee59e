import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { varchar } from './column-helpers';

/** The storage keys of an applicant's optional headshot and résumé (private files, served to hiring staff only). */
export class ApplicationFiles1764720000001 implements MigrationInterface {
  name = 'ApplicationFiles1764720000001';

  async up(qr: QueryRunner): Promise<void> {
    await qr.addColumns('employment_applications', [
      new TableColumn(varchar('headshotKey', 100, { isNullable: true })),
      new TableColumn(varchar('resumeKey', 100, { isNullable: true })),
    ]);
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropColumn('employment_applications', 'resumeKey');
    await qr.dropColumn('employment_applications', 'headshotKey');
  }
}
