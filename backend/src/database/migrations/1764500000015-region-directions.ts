import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';
import { text, updatedAt, varchar } from './column-helpers';

/** How to reach each region's park: directions, parking and coordinates staff set in the admin. */
export class RegionDirections1764500000015 implements MigrationInterface {
  name = 'RegionDirections1764500000015';

  async up(qr: QueryRunner): Promise<void> {
    await qr.createTable(
      new Table({
        name: 'region_directions',
        columns: [
          varchar('region', 20, { isPrimary: true }),
          text('directions', { isNullable: true }),
          text('parking', { isNullable: true }),
          { name: 'latitude', type: 'double', isNullable: true },
          { name: 'longitude', type: 'double', isNullable: true },
          updatedAt(qr),
        ],
      }),
    );
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('region_directions');
  }
}
