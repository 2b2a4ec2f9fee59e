import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { varchar } from './column-helpers';

/**
 * Room for the sealed TOTP secrets (AES-GCM with its nonce and tag, base64url). The plaintext values already stored
 * are sealed at start by SecondFactorSealing, which holds the key; a migration does not.
 */
export class SecondFactorEncryption1764500000001 implements MigrationInterface {
  name = 'SecondFactorEncryption1764500000001';

  async up(qr: QueryRunner): Promise<void> {
    await this.resize(qr, 64, 255);
  }

  async down(qr: QueryRunner): Promise<void> {
    await this.resize(qr, 255, 64);
  }

  private async resize(qr: QueryRunner, from: number, to: number): Promise<void> {
    for (const name of ['totpPendingSecret', 'totpSecret']) {
      await qr.changeColumn(
        'users',
        new TableColumn(varchar(name, from, { isNullable: true })),
        new TableColumn(varchar(name, to, { isNullable: true })),
      );
    }
  }
}
