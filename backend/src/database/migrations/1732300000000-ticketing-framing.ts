import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { bool, varchar } from './column-helpers';

/** The framing check of the ticketing site, made when staff save it (ticket buttons and /tickets follow it). */
export class TicketingFraming1732300000000 implements MigrationInterface {
  name = 'TicketingFraming1732300000000';

  async up(qr: QueryRunner): Promise<void> {
    await qr.addColumns('site_settings', [
      new TableColumn(bool('ticketingEmbeddable', false)),
      new TableColumn(varchar('ticketingCheck', 300, { isNullable: true })),
    ]);
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropColumn('site_settings', 'ticketingCheck');
    await qr.dropColumn('site_settings', 'ticketingEmbeddable');
  }
}
