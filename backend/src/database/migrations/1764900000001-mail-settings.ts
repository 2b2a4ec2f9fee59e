import { Table, TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { bool, int, text, updatedAt, varchar } from './column-helpers';

/**
 * The mail server and the site's public address set from the admin (the environment still wins); outbox mails whose
 * links wait for that address; and the confirmation mail of each sign-up, whose sending starts its 7 days.
 */
export class MailSettings1764900000001 implements MigrationInterface {
  name = 'MailSettings1764900000001';

  async up(qr: QueryRunner): Promise<void> {
    await qr.createTable(
      new Table({
        name: 'mail_settings',
        columns: [
          int('id', { isPrimary: true }),
          text('smtpUrlSecret', { isNullable: true }),
          varchar('mailFrom', 254, { isNullable: true }),
          varchar('publicUrl', 300, { isNullable: true }),
          updatedAt(qr),
        ],
      }),
    );
    await qr.addColumn('mail_outbox', new TableColumn(bool('needsPublicUrl', false)));
    await qr.addColumn('subscribers', new TableColumn(int('confirmationMailId', { isNullable: true })));
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropColumn('subscribers', 'confirmationMailId');
    await qr.dropColumn('mail_outbox', 'needsPublicUrl');
    await qr.dropTable('mail_settings');
  }
}
