import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { text } from './column-helpers';

/**
 * The languages a region's pages speak, as a JSON list, English first. Every region speaks English, as it did; staff
 * add Spanish to a region under /admin/regions. Down drops the column.
 */
export class RegionLanguages1765040000001 implements MigrationInterface {
  name = 'RegionLanguages1765040000001';

  async up(qr: QueryRunner): Promise<void> {
    await qr.addColumn('regions', new TableColumn(text('languages', { isNullable: true })));
    await qr.query(`UPDATE regions SET languages = '["en"]'`);
    await qr.changeColumn('regions', 'languages', new TableColumn(text('languages')));
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropColumn('regions', 'languages');
  }
}
