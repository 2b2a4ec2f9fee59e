import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';
import { int, updatedAt, varchar } from './column-helpers';

/** The words staff choose for each attraction intensity level, seeded with the words the site showed until now. */
export class IntensityWords1764510000001 implements MigrationInterface {
  name = 'IntensityWords1764510000001';

  async up(qr: QueryRunner): Promise<void> {
    await qr.createTable(
      new Table({
        name: 'intensity_words',
        columns: [int('level', { isPrimary: true }), varchar('label', 40), updatedAt(qr)],
      }),
    );
    const labels = ['Family friendly', 'Mild scares', 'Scary', 'Very scary', 'Extreme'];
    await qr.manager
      .createQueryBuilder()
      .insert()
      .into('intensity_words')
      .values(labels.map((label, index) => ({ level: index + 1, label })))
      .execute();
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('intensity_words');
  }
}
