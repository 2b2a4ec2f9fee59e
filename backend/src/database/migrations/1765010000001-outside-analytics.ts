import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { varchar } from './column-helpers';

/** The owner's optional outside analytics: a GA4 measurement id and a Meta pixel id, both off (null) until set. */
export class OutsideAnalytics1765010000001 implements MigrationInterface {
  name = 'OutsideAnalytics1765010000001';

  async up(qr: QueryRunner): Promise<void> {
    await qr.addColumns('site_settings', [
      new TableColumn(varchar('ga4MeasurementId', 20, { isNullable: true })),
      new TableColumn(varchar('metaPixelId', 16, { isNullable: true })),
    ]);
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropColumn('site_settings', 'metaPixelId');
    await qr.dropColumn('site_settings', 'ga4MeasurementId');
  }
}
