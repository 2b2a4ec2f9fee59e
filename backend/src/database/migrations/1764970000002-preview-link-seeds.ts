import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { varchar } from './column-helpers';

/** The seed a preview link's token is derived from, so "Share preview" can show a story's link again. */
export class PreviewLinkSeeds1764970000002 implements MigrationInterface {
  name = 'PreviewLinkSeeds1764970000002';

  async up(qr: QueryRunner): Promise<void> {
    await qr.addColumn('blog_post_preview_links', new TableColumn(varchar('tokenSeed', 43, { isNullable: true })));
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropColumn('blog_post_preview_links', 'tokenSeed');
  }
}
