import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';
import { updatedAt, varchar } from './column-helpers';

/** Each region's season state and the lines its pages show, which staff change under /admin/regions. */
export class RegionCopy1764600000001 implements MigrationInterface {
  name = 'RegionCopy1764600000001';

  async up(qr: QueryRunner): Promise<void> {
    await qr.createTable(
      new Table({
        name: 'region_copy',
        columns: [
          varchar('region', 20, { isPrimary: true }),
          varchar('status', 20),
          varchar('openingLine', 80),
          varchar('heroTitle', 80),
          varchar('heroLine', 200),
          varchar('cardLine', 200),
          varchar('cardLocation', 80),
          updatedAt(qr),
        ],
      }),
    );
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('region_copy');
  }
}
