import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { bool, createdAt, id, int, text, updatedAt, varchar } from './column-helpers';

/** The ticket types each region sells, with their prices in cents, which staff keep under /admin/tickets. */
export class TicketTypes1764600000002 implements MigrationInterface {
  name = 'TicketTypes1764600000002';

  async up(qr: QueryRunner): Promise<void> {
    await qr.createTable(
      new Table({
        name: 'ticket_types',
        columns: [
          id(),
          varchar('region', 20),
          bool('active', true),
          varchar('name', 80),
          varchar('description', 300),
          int('priceFromCents'),
          int('priceToCents', { isNullable: true }),
          text('includes'),
          varchar('priceNote', 200, { isNullable: true }),
          int('sortOrder', { default: 0 }),
          createdAt(qr),
          updatedAt(qr),
        ],
      }),
    );
    await qr.createIndex('ticket_types', new TableIndex({ name: 'IDX_ticket_types_region_active', columnNames: ['region', 'active'] }));
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('ticket_types');
  }
}
