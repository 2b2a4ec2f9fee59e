import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { varchar } from './column-helpers';

/** A story's own search title and description and its share picture (by default: its title, excerpt and picture). */
export class StorySeoFields1764800000005 implements MigrationInterface {
  name = 'StorySeoFields1764800000005';

  async up(qr: QueryRunner): Promise<void> {
    await qr.addColumns('blog_posts', [
      new TableColumn(varchar('seoTitle', 70, { isNullable: true })),
      new TableColumn(varchar('seoDescription', 160, { isNullable: true })),
      new TableColumn(varchar('shareImage', 500, { isNullable: true })),
    ]);
  }

  async down(qr: QueryRunner): Promise<void> {
    for (const column of ['shareImage', 'seoDescription', 'seoTitle']) await qr.dropColumn('blog_posts', column);
  }
}
