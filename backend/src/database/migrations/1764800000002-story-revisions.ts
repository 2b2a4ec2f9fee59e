import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { createdAt, id, int, text, varchar } from './column-helpers';

/** Every save of a story keeps its fields as a revision (the last 50 per story), which staff can compare and restore. */
export class StoryRevisions1764800000002 implements MigrationInterface {
  name = 'StoryRevisions1764800000002';

  async up(qr: QueryRunner): Promise<void> {
    await qr.createTable(
      new Table({
        name: 'blog_post_revisions',
        columns: [
          id(),
          int('postId'),
          int('authorId', { isNullable: true }),
          varchar('authorUsername', 100, { isNullable: true }),
          varchar('title', 200),
          text('excerpt'),
          text('content'),
          text('fields'),
          createdAt(qr),
        ],
      }),
    );
    await qr.createIndex('blog_post_revisions', new TableIndex({ name: 'IDX_blog_post_revisions_post', columnNames: ['postId', 'id'] }));
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('blog_post_revisions');
  }
}
