import { Table, TableColumn, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { bool, datetime, int, varchar } from './column-helpers';

/**
 * Staff accounts with roles: every existing `admin` becomes an `owner`; a member has an e-mail address, can be
 * disabled, remembers the last sign-in and may hold one pending invitation (the SHA-256 of its token and its expiry).
 * staff_policy holds the owner's team-wide rules (two-factor required).
 */
export class StaffAccounts1764400000001 implements MigrationInterface {
  name = 'StaffAccounts1764400000001';

  private readonly columns = [
    varchar('email', 254, { isNullable: true }),
    bool('disabled', false),
    datetime('lastSignInAt', { isNullable: true }),
    varchar('inviteTokenHash', 64, { isNullable: true }),
    datetime('inviteExpiresAt', { isNullable: true }),
  ];

  async up(qr: QueryRunner): Promise<void> {
    await qr.addColumns(
      'users',
      this.columns.map((column) => new TableColumn(column)),
    );
    await qr.createIndex('users', new TableIndex({ name: 'UQ_users_invite_token', columnNames: ['inviteTokenHash'], isUnique: true }));
    await qr.query(`UPDATE users SET role = 'owner' WHERE role = 'admin'`);
    await qr.changeColumn('users', 'role', new TableColumn(varchar('role', 20, { default: "'owner'" })));
    await qr.createTable(new Table({ name: 'staff_policy', columns: [int('id', { isPrimary: true }), bool('requireTwoFactor', false)] }));
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('staff_policy');
    await qr.changeColumn('users', 'role', new TableColumn(varchar('role', 20, { default: "'admin'" })));
    await qr.query(`UPDATE users SET role = 'admin'`);
    await qr.dropIndex('users', 'UQ_users_invite_token');
    for (const column of [...this.columns].reverse()) await qr.dropColumn('users', column.name);
  }
}
