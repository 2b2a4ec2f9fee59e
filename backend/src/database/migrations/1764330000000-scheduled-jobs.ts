import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';
import { datetime, varchar } from './column-helpers';

/** When each periodic job (the daily pruning of expired rows) is next due, shared by every replica. */
export class ScheduledJobs1764330000000 implements MigrationInterface {
  name = 'ScheduledJobs1764330000000';

  async up(qr: QueryRunner): Promise<void> {
    await qr.createTable(new Table({ name: 'scheduled_jobs', columns: [varchar('name', 64, { isPrimary: true }), datetime('nextRunAt')] }));
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('scheduled_jobs');
  }
}
