import { TableColumn, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { datetime } from './column-helpers';

/** When a draft story goes live by itself, and when a published one goes back to draft (time-limited stories). */
export class StorySchedule1764800000001 implements MigrationInterface {
  name = 'StorySchedule1764800000001';

  private readonly indexes = [
    new TableIndex({ name: 'IDX_blog_posts_publish_at', columnNames: ['publishAt'] }),
    new TableIndex({ name: 'IDX_blog_posts_unpublish_at', columnNames: ['unpublishAt'] }),
  ];

  async up(qr: QueryRunner): Promise<void> {
    await qr.addColumns('blog_posts', [
      new TableColumn(datetime('publishAt', { isNullable: true })),
      new TableColumn(datetime('unpublishAt', { isNullable: true })),
    ]);
    await qr.createIndices('blog_posts', this.indexes);
  }

  async down(qr: QueryRunner): Promise<void> {
    for (const index of this.indexes) await qr.dropIndex('blog_posts', index.name as string);
    await qr.dropColumn('blog_posts', 'unpublishAt');
    await qr.dropColumn('blog_posts', 'publishAt');
  }
}
