import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { createdAt, id, int, text, updatedAt, varchar } from './column-helpers';

/** Groups of 15 or more ask to visit; staff follow each request up with a status and an assignee. */
export class GroupBookings1764500000012 implements MigrationInterface {
  name = 'GroupBookings1764500000012';

  async up(qr: QueryRunner): Promise<void> {
    await qr.createTable(
      new Table({
        name: 'group_bookings',
        columns: [
          id(),
          varchar('groupName', 120),
          varchar('name', 120),
          varchar('email', 254),
          varchar('phone', 30),
          int('groupSize'),
          varchar('preferredNights', 120, { default: "''" }),
          text('notes', { isNullable: true }),
          varchar('region', 20),
          varchar('status', 12, { default: "'new'" }),
          int('assigneeId', { isNullable: true }),
          createdAt(qr),
          updatedAt(qr),
        ],
      }),
    );
    await qr.createIndex(
      'group_bookings',
      new TableIndex({ name: 'IDX_group_bookings_status_created', columnNames: ['status', 'createdAt'] }),
    );
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('group_bookings');
  }
}
