import { TableColumn, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { varchar } from './column-helpers';

/** The SHA-256 of each uploaded file, so uploading the same file again reuses the item instead of storing a copy. */
export class MediaContentHash1764800000006 implements MigrationInterface {
  name = 'MediaContentHash1764800000006';

  async up(qr: QueryRunner): Promise<void> {
    await qr.addColumn('media_items', new TableColumn(varchar('contentHash', 64, { isNullable: true })));
    await qr.createIndex('media_items', new TableIndex({ name: 'IDX_media_items_content_hash', columnNames: ['contentHash'] }));
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropIndex('media_items', 'IDX_media_items_content_hash');
    await qr.dropColumn('media_items', 'contentHash');
  }
}
