import { TableColumn, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { int } from './column-helpers';

/** The attraction a story inspires: the story page shows its card, the attraction lists its legends. */
export class StoryAttraction1764800000007 implements MigrationInterface {
  name = 'StoryAttraction1764800000007';

  async up(qr: QueryRunner): Promise<void> {
    await qr.addColumn('blog_posts', new TableColumn(int('attractionId', { isNullable: true })));
    await qr.createIndex('blog_posts', new TableIndex({ name: 'IDX_blog_posts_attraction', columnNames: ['attractionId'] }));
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropIndex('blog_posts', 'IDX_blog_posts_attraction');
    await qr.dropColumn('blog_posts', 'attractionId');
  }
}
