import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { varchar } from './column-helpers';

/**
 * The discount game's settings: how long a won code is valid (until the end of the season by default), the vendor's
 * checkout URL template, and the generated-codes policy, which replaces the allowGeneratedCodes switch (a switch
 * turned off stays refused; on becomes automatic: generated codes only until a pool was ever imported).
 */
export class DiscountCodeSettings1764600000004 implements MigrationInterface {
  name = 'DiscountCodeSettings1764600000004';

  async up(qr: QueryRunner): Promise<void> {
    await qr.addColumns('discount_settings', [
      new TableColumn(varchar('generatedCodes', 10, { default: "'automatic'" })),
      new TableColumn(varchar('codeValidity', 20, { default: "'end-of-season'" })),
      new TableColumn(varchar('checkoutUrlTemplate', 500, { isNullable: true })),
    ]);
    await qr.query(`UPDATE discount_settings SET generatedCodes = 'refused' WHERE allowGeneratedCodes = ?`, [false]);
    await qr.dropColumn('discount_settings', 'allowGeneratedCodes');
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.addColumn('discount_settings', new TableColumn({ name: 'allowGeneratedCodes', type: 'boolean', default: 1 }));
    await qr.query(`UPDATE discount_settings SET allowGeneratedCodes = ? WHERE generatedCodes = 'refused'`, [false]);
    await qr.dropColumns('discount_settings', ['generatedCodes', 'codeValidity', 'checkoutUrlTemplate']);
  }
}
