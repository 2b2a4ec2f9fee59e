import { Table, TableColumn, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { createdAt, id, updatedAt, varchar } from './column-helpers';

/** The operating calendar: one row per region and night, and each region's time zone among the site settings. */
export class OperatingCalendar1764100000000 implements MigrationInterface {
  name = 'OperatingCalendar1764100000000';

  async up(qr: QueryRunner): Promise<void> {
    await qr.createTable(
      new Table({
        name: 'operating_nights',
        columns: [
          id(),
          varchar('region', 20),
          varchar('date', 10),
          varchar('doorsOpen', 5),
          varchar('attractionsStart', 5),
          varchar('lastEntry', 5),
          varchar('status', 10, { default: "'open'" }),
          varchar('note', 200, { isNullable: true }),
          createdAt(qr),
          updatedAt(qr),
        ],
      }),
    );
    await qr.createIndex(
      'operating_nights',
      new TableIndex({ name: 'UQ_operating_nights_region_date', columnNames: ['region', 'date'], isUnique: true }),
    );
    await qr.addColumns('site_settings', [
      new TableColumn(varchar('newYorkTimeZone', 64, { default: "'America/New_York'" })),
      new TableColumn(varchar('floridaTimeZone', 64, { default: "'America/New_York'" })),
    ]);
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropColumn('site_settings', 'floridaTimeZone');
    await qr.dropColumn('site_settings', 'newYorkTimeZone');
    await qr.dropTable('operating_nights');
  }
}
