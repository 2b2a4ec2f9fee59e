import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { text } from './column-helpers';

/** The operating nights an applicant said they can work (a JSON list of dates), for the staff coverage view. */
export class AvailableNights1764700000004 implements MigrationInterface {
  name = 'AvailableNights1764700000004';

  async up(qr: QueryRunner): Promise<void> {
    await qr.addColumn('employment_applications', new TableColumn(text('availableNights', { isNullable: true })));
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropColumn('employment_applications', 'availableNights');
  }
}
