import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { Inject, Injectable, Logger, ServiceUnavailableException, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { User } from '../common/auth/user.entity';
import { coded } from '../common/http/error-codes';
import type { AppConfig } from '../config/app.config';
import { APP_CONFIG } from '../config/config.module';

/** Marks a sealed value; a stored value without it is a plaintext one written before encryption existed. */
const SEALED = 'enc:v1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** The answer when a sealed value does not open: the key differs from the one it was sealed with (a restore onto a new data folder without its key, a changed SECOND_FACTOR_KEY). */
export const SECOND_FACTOR_KEY_MISMATCH =
  "The server's second-factor key (SECOND_FACTOR_KEY, or DATA_DIR/second-factor-key) cannot decrypt this account's " +
  'two-factor data: it is not the key the data was encrypted with. The operator must restore that key, or turn two-factor ' +
  'authentication off for every member with `npm run admin -- two-factor-off`';

/**
 * AES-256-GCM for what proves a second factor (the TOTP secrets and the recovery codes' hashes), under
 * SECOND_FACTOR_KEY: a leaked JWT secret or database dump alone does not hand out second factors. Each value is bound
 * to its account (the GCM additional data), so a value copied to another account's row does not open.
 */
@Injectable()
export class SecondFactorCipher {
  private readonly logger = new Logger(SecondFactorCipher.name);
  private readonly key: Buffer;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.key = Buffer.from(hkdfSync('sha256', config.secondFactorKey, '', 'second-factor-encryption', 32));
  }

  seal(plain: string, userId: number): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv).setAAD(accountData(userId));
    const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return SEALED + Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
  }

  /**
   * The plain value; a legacy plaintext value is returned as it is (SecondFactorSealing seals it at start). A value that
   * does not open under this key is the server's state, not the member's mistake: 503 naming the cause, and an error
   * line for the operator.
   */
  open(stored: string, userId: number): string {
    if (!isSealed(stored)) return stored;
    const bytes = Buffer.from(stored.slice(SEALED.length), 'base64url');
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, bytes.subarray(0, IV_BYTES)).setAAD(accountData(userId));
      decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
    } catch (error) {
      this.logger.error(`Account ${userId}: ${SECOND_FACTOR_KEY_MISMATCH} (${(error as Error).message})`);
      throw new ServiceUnavailableException(coded('SECOND_FACTOR_KEY_MISMATCH', SECOND_FACTOR_KEY_MISMATCH));
    }
  }
}

export const isSealed = (stored: string): boolean => stored.startsWith(SEALED);

const accountData = (userId: number) => Buffer.from(`user:${userId}`);

const SEALED_COLUMNS = ['totpPendingSecret', 'totpSecret', 'totpRecoveryCodes'] as const;

/**
 * Seals, at start, the second-factor values stored in plaintext before they were encrypted. Each row is updated only
 * if it still holds the plaintext value read, so replicas starting together do not seal a value twice.
 */
@Injectable()
export class SecondFactorSealing implements OnApplicationBootstrap {
  private readonly logger = new Logger(SecondFactorSealing.name);

  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly cipher: SecondFactorCipher,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const sealed = await this.sealPlaintext();
    if (sealed > 0) this.logger.log(`Encrypted the second-factor values of ${sealed} accounts`);
  }

  /** How many accounts had a plaintext value sealed. */
  async sealPlaintext(): Promise<number> {
    let sealed = 0;
    for (const user of await this.users.find()) {
      const plaintext = SEALED_COLUMNS.filter((column) => user[column] !== null && !isSealed(user[column]));
      if (plaintext.length === 0) continue;
      const where = Object.fromEntries(plaintext.map((column) => [column, user[column]]));
      const values = Object.fromEntries(plaintext.map((column) => [column, this.cipher.seal(user[column]!, user.id)]));
      const result = await this.users
        .createQueryBuilder()
        .update()
        .set(values)
        .where({ id: user.id, ...where })
        .execute();
      sealed += result.affected ?? 0;
    }
    return sealed;
  }
}
