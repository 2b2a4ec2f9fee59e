import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';
import { datetime, text, updatedAt, varchar } from './column-helpers';

/** /privacy and /terms, which staff write under /admin/legal. */
export class LegalPages1764600000003 implements MigrationInterface {
  name = 'LegalPages1764600000003';

  async up(qr: QueryRunner): Promise<void> {
    await qr.createTable(
      new Table({
        name: 'legal_pages',
        columns: [
          varchar('key', 20, { isPrimary: true }),
          varchar('title', 100),
          text('body'),
          datetime('reviewedAt', { isNullable: true }),
          updatedAt(qr),
        ],
      }),
    );
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('legal_pages');
  }
}
