import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { varchar } from './column-helpers';

/** The language a story is written in: it shows in that language's pages only. Every story so far is English. */
export class StoryLanguages1765050000003 implements MigrationInterface {
  name = 'StoryLanguages1765050000003';

  async up(qr: QueryRunner): Promise<void> {
    await qr.addColumn('blog_posts', new TableColumn(varchar('language', 5, { default: "'en'" })));
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropColumn('blog_posts', 'language');
  }
}
