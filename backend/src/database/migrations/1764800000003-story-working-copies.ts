import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';
import { createdAt, id, int, text, updatedAt, varchar } from './column-helpers';

/** What the story editor autosaves while a member types: a working copy beside the story, never over it. */
export class StoryWorkingCopies1764800000003 implements MigrationInterface {
  name = 'StoryWorkingCopies1764800000003';

  async up(qr: QueryRunner): Promise<void> {
    await qr.createTable(
      new Table({
        name: 'blog_post_working_copies',
        columns: [
          id(),
          // `post:<id>` for a story's copy, `new:<member id>` for the story a member is creating.
          varchar('owner', 40),
          int('authorId', { isNullable: true }),
          varchar('authorUsername', 100, { isNullable: true }),
          // The content apart: up to 65 535 bytes alone, as much as a MySQL TEXT holds.
          text('content'),
          text('fields'),
          createdAt(qr),
          updatedAt(qr),
        ],
        indices: [{ name: 'UQ_blog_post_working_copies_owner', columnNames: ['owner'], isUnique: true }],
      }),
    );
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('blog_post_working_copies');
  }
}
