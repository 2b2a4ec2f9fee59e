import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';
import { createdAt, datetime, id, int, text, updatedAt, varchar } from './column-helpers';

/** Audition sessions, applicants' bookings of them (at most one each) and the personal links they book with. */
export class Auditions1764710000001 implements MigrationInterface {
  name = 'Auditions1764710000001';

  async up(qr: QueryRunner): Promise<void> {
    await qr.createTable(
      new Table({
        name: 'audition_sessions',
        columns: [
          id(),
          datetime('startsAt'),
          varchar('place', 200),
          int('capacity'),
          int('bookedCount', { default: 0 }),
          text('positionTypes'),
          varchar('region', 20),
          createdAt(qr),
          updatedAt(qr),
        ],
        indices: [{ name: 'IDX_audition_sessions_region_starts', columnNames: ['region', 'startsAt'] }],
      }),
    );
    await qr.createTable(
      new Table({
        name: 'audition_bookings',
        columns: [
          id(),
          int('sessionId'),
          int('applicationId'),
          varchar('attendance', 20, { default: "'booked'" }),
          datetime('reminderSentAt', { isNullable: true }),
          createdAt(qr),
          updatedAt(qr),
        ],
        indices: [
          { name: 'UQ_audition_bookings_application', columnNames: ['applicationId'], isUnique: true },
          { name: 'IDX_audition_bookings_session', columnNames: ['sessionId'] },
        ],
      }),
    );
    await qr.createTable(
      new Table({
        name: 'audition_links',
        columns: [id(), int('applicationId'), varchar('tokenHash', 64), createdAt(qr)],
        indices: [
          { name: 'UQ_audition_links_token', columnNames: ['tokenHash'], isUnique: true },
          { name: 'IDX_audition_links_application', columnNames: ['applicationId'] },
        ],
      }),
    );
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('audition_links');
    await qr.dropTable('audition_bookings');
    await qr.dropTable('audition_sessions');
  }
}
