import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { createdAt, datetime, id, int, text, varchar } from './column-helpers';

/** Every e-mail the app sends waits here until it is sent, retried with back-off when the mail server fails. */
export class MailOutbox1764340000000 implements MigrationInterface {
  name = 'MailOutbox1764340000000';

  async up(qr: QueryRunner): Promise<void> {
    await qr.createTable(
      new Table({
        name: 'mail_outbox',
        columns: [
          id(),
          varchar('to', 254),
          varchar('replyTo', 254, { isNullable: true }),
          varchar('subject', 250),
          text('text'),
          varchar('about', 100),
          varchar('status', 10, { default: "'pending'" }),
          int('attempts', { default: 0 }),
          datetime('nextAttemptAt'),
          datetime('claimedUntil', { isNullable: true }),
          varchar('lastError', 500, { isNullable: true }),
          datetime('sentAt', { isNullable: true }),
          createdAt(qr),
        ],
      }),
    );
    await qr.createIndex(
      'mail_outbox',
      new TableIndex({ name: 'IDX_mail_outbox_status_next_attempt', columnNames: ['status', 'nextAttemptAt'] }),
    );
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('mail_outbox');
  }
}
