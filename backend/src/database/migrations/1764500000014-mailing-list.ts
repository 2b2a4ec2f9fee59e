import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { createdAt, datetime, id, int, text, varchar } from './column-helpers';

/** Visitors sign up for a region's news (double opt-in); staff send them announcements. */
export class MailingList1764500000014 implements MigrationInterface {
  name = 'MailingList1764500000014';

  async up(qr: QueryRunner): Promise<void> {
    await qr.createTable(
      new Table({
        name: 'subscribers',
        columns: [
          id(),
          varchar('email', 254),
          varchar('region', 20),
          varchar('consentText', 300),
          datetime('confirmedAt', { isNullable: true }),
          varchar('confirmTokenHash', 64, { isNullable: true }),
          datetime('confirmationSentAt'),
          varchar('unsubscribeToken', 64),
          createdAt(qr),
        ],
        indices: [
          new TableIndex({ name: 'UQ_subscribers_region_email', columnNames: ['region', 'email'], isUnique: true }),
          new TableIndex({ name: 'UQ_subscribers_confirm_token', columnNames: ['confirmTokenHash'], isUnique: true }),
          new TableIndex({ name: 'UQ_subscribers_unsubscribe_token', columnNames: ['unsubscribeToken'], isUnique: true }),
        ],
      }),
    );
    await qr.createTable(
      new Table({
        name: 'announcements',
        columns: [id(), varchar('region', 20), varchar('subject', 150), text('body'), int('recipients'), createdAt(qr)],
      }),
    );
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('announcements');
    await qr.dropTable('subscribers');
  }
}
