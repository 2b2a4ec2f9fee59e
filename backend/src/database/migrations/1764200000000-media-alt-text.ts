import { TableColumn, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { varchar } from './column-helpers';

/** Alt text of a media file, and the URL indexes public reads use to find it for a story's or attraction's picture. */
export class MediaAltText1764200000000 implements MigrationInterface {
  private readonly indexes = [
    new TableIndex({ name: 'IDX_media_items_url', columnNames: ['url'] }),
    new TableIndex({ name: 'IDX_media_items_web_url', columnNames: ['webUrl'] }),
  ];

  async up(qr: QueryRunner): Promise<void> {
    await qr.addColumn('media_items', new TableColumn(varchar('altText', 250, { isNullable: true })));
    await qr.createIndices('media_items', this.indexes);
  }

  async down(qr: QueryRunner): Promise<void> {
    for (const index of this.indexes) await qr.dropIndex('media_items', index.name as string);
    await qr.dropColumn('media_items', 'altText');
  }
}
