import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { int, varchar } from './column-helpers';

/** What visitors want to know before they go: intensity, ages, content warnings, accessibility, duration. */
export class AttractionDetails1764500000010 implements MigrationInterface {
  name = 'AttractionDetails1764500000010';

  async up(qr: QueryRunner): Promise<void> {
    await qr.addColumns('attractions', [
      new TableColumn(int('intensity', { isNullable: true })),
      new TableColumn(int('minAge', { isNullable: true })),
      new TableColumn(int('adultRequiredUnder', { isNullable: true })),
      new TableColumn(varchar('contentWarnings', 200, { default: "''" })),
      new TableColumn(varchar('contentNote', 500, { isNullable: true })),
      new TableColumn(varchar('wheelchair', 10, { isNullable: true })),
      new TableColumn(varchar('accessRouteNote', 500, { isNullable: true })),
      new TableColumn(varchar('sensoryNote', 500, { isNullable: true })),
      new TableColumn(int('durationMinutes', { isNullable: true })),
    ]);
  }

  async down(qr: QueryRunner): Promise<void> {
    for (const column of [
      'intensity',
      'minAge',
      'adultRequiredUnder',
      'contentWarnings',
      'contentNote',
      'wheelchair',
      'accessRouteNote',
      'sensoryNote',
      'durationMinutes',
    ])
      await qr.dropColumn('attractions', column);
  }
}
