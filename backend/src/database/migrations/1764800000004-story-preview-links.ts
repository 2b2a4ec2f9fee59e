import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';
import { createdAt, datetime, id, int, varchar } from './column-helpers';

/** Links that show a draft or scheduled story to anyone holding them, until they expire or are revoked. */
export class StoryPreviewLinks1764800000004 implements MigrationInterface {
  name = 'StoryPreviewLinks1764800000004';

  async up(qr: QueryRunner): Promise<void> {
    await qr.createTable(
      new Table({
        name: 'blog_post_preview_links',
        columns: [
          id(),
          int('postId'),
          // SHA-256 of the link's token, hex: the token itself is only in the link.
          varchar('tokenHash', 64),
          datetime('expiresAt'),
          datetime('revokedAt', { isNullable: true }),
          varchar('createdBy', 100, { isNullable: true }),
          createdAt(qr),
        ],
        indices: [
          { name: 'UQ_blog_post_preview_links_token', columnNames: ['tokenHash'], isUnique: true },
          { name: 'IDX_blog_post_preview_links_post', columnNames: ['postId'] },
        ],
      }),
    );
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('blog_post_preview_links');
  }
}
