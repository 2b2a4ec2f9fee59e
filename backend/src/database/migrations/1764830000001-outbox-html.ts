import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { text } from './column-helpers';

/** A mail written in Markdown (an applicant template) is sent with its HTML beside the plain text. */
export class OutboxHtml1764830000001 implements MigrationInterface {
  name = 'OutboxHtml1764830000001';

  async up(qr: QueryRunner): Promise<void> {
    await qr.addColumn('mail_outbox', new TableColumn(text('html', { isNullable: true })));
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropColumn('mail_outbox', 'html');
  }
}
