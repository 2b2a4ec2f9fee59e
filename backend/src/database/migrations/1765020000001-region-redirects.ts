import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';
import { createdAt, varchar } from './column-helpers';

/** The keys regions had before staff renamed them, each with the key its old addresses now lead to (301). */
export class RegionRedirects1765020000001 implements MigrationInterface {
  name = 'RegionRedirects1765020000001';

  async up(qr: QueryRunner): Promise<void> {
    await qr.createTable(
      new Table({
        name: 'region_redirects',
        columns: [varchar('oldKey', 20, { isPrimary: true }), varchar('key', 20), createdAt(qr)],
      }),
    );
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('region_redirects');
  }
}
