import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { int, text, varchar } from './column-helpers';

/** Optional TOTP second factor of an admin: the secret being enrolled, the active one, its last used time step and recovery codes. */
export class AdminSecondFactor1764000000000 implements MigrationInterface {
  private readonly columns = [
    varchar('totpPendingSecret', 64, { isNullable: true }),
    varchar('totpSecret', 64, { isNullable: true }),
    int('totpLastStep', { isNullable: true }),
    text('totpRecoveryCodes', { isNullable: true }),
  ];

  async up(qr: QueryRunner): Promise<void> {
    await qr.addColumns(
      'users',
      this.columns.map((column) => new TableColumn(column)),
    );
  }

  async down(qr: QueryRunner): Promise<void> {
    for (const column of [...this.columns].reverse()) await qr.dropColumn('users', column.name);
  }
}
