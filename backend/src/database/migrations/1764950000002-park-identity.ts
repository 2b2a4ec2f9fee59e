import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { varchar } from './column-helpers';

/**
 * The park's identity becomes data: its name (header, footer, titles, share previews, JSON-LD), a tagline and a logo
 * from the media library. An existing park keeps the name its site showed until now.
 */
export class ParkIdentity1764950000002 implements MigrationInterface {
  name = 'ParkIdentity1764950000002';

  async up(qr: QueryRunner): Promise<void> {
    await qr.addColumns('site_settings', [
      new TableColumn(varchar('parkName', 80, { default: "'Haunted Park'" })),
      new TableColumn(varchar('tagline', 200, { default: "''" })),
      new TableColumn(varchar('logoUrl', 500, { isNullable: true })),
    ]);
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropColumn('site_settings', 'logoUrl');
    await qr.dropColumn('site_settings', 'tagline');
    await qr.dropColumn('site_settings', 'parkName');
  }
}
