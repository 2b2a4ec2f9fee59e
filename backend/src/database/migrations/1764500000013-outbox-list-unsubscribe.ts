import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { varchar } from './column-helpers';

/** Mailing-list mails carry their one-click unsubscribe address (List-Unsubscribe). */
export class OutboxListUnsubscribe1764500000013 implements MigrationInterface {
  name = 'OutboxListUnsubscribe1764500000013';

  async up(qr: QueryRunner): Promise<void> {
    await qr.addColumn('mail_outbox', new TableColumn(varchar('listUnsubscribe', 500, { isNullable: true })));
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropColumn('mail_outbox', 'listUnsubscribe');
  }
}
