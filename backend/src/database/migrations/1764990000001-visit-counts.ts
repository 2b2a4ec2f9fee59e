import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';
import { int, varchar } from './column-helpers';

/** Visits counted in aggregate per day: page views, ticket clicks, sign-ups and applications (common/visits). */
export class VisitCounts1764990000001 implements MigrationInterface {
  name = 'VisitCounts1764990000001';

  async up(qr: QueryRunner): Promise<void> {
    await qr.createTable(
      new Table({
        name: 'visit_counts',
        columns: [
          varchar('day', 10, { isPrimary: true }),
          varchar('dimensionsKey', 64, { isPrimary: true }),
          varchar('event', 20),
          varchar('path', 300, { default: "''" }),
          varchar('region', 40, { default: "''" }),
          varchar('story', 160, { default: "''" }),
          varchar('attraction', 160, { default: "''" }),
          varchar('ticketType', 100, { default: "''" }),
          varchar('campaign', 100, { default: "''" }),
          varchar('source', 100, { default: "''" }),
          varchar('medium', 100, { default: "''" }),
          int('total', { default: 0 }),
        ],
      }),
    );
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('visit_counts');
  }
}
