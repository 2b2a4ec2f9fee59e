import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { bool, createdAt, datetime, id, int, varchar } from './column-helpers';

/** Promo codes imported from the ticketing vendor, and whether the game may fall back to generated codes. */
export class DiscountPool1732400000000 implements MigrationInterface {
  name = 'DiscountPool1732400000000';

  async up(qr: QueryRunner): Promise<void> {
    await qr.createTable(
      new Table({
        name: 'discount_pool_codes',
        columns: [
          id(),
          varchar('code', 32),
          varchar('value', 8),
          datetime('expiresAt', { isNullable: true }),
          datetime('issuedAt', { isNullable: true }),
          createdAt(qr),
        ],
      }),
    );
    await qr.createIndices('discount_pool_codes', [
      new TableIndex({ name: 'UQ_discount_pool_codes_code', columnNames: ['code'], isUnique: true }),
      new TableIndex({ name: 'IDX_discount_pool_codes_value_issued', columnNames: ['value', 'issuedAt'] }),
    ]);
    await qr.createTable(
      new Table({ name: 'discount_settings', columns: [int('id', { isPrimary: true }), bool('allowGeneratedCodes', true)] }),
    );
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('discount_settings');
    await qr.dropTable('discount_pool_codes');
  }
}
