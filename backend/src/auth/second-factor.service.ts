import { ConflictException, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { createHash, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { IsNull, Repository, type EntityManager } from 'typeorm';
import { AuditLog } from '../audit/audit-log';
import type { AuthenticatedAdmin } from '../common/auth/authenticated-admin';
import { User } from '../common/auth/user.entity';
import { FieldErrors } from '../common/validation/field-errors';
import { AdminTokens, type IssuedToken } from './admin-tokens';
import { PasswordCheck } from './password-check';
import { SecondFactorCipher } from './second-factor-cipher';
import { SecondFactorThrottle } from './second-factor-throttle';
import { coded } from '../common/http/error-codes';

export const TOTP_ISSUER = 'Haunted Park';
export const RECOVERY_CODE_COUNT = 10;
const INVALID_CODE = 'That code is not valid. Enter the current 6-digit code from your authenticator app.';
const WRONG_PASSWORD = 'That is not the password of this account.';
const ALREADY_ON = 'Two-factor authentication is already on for this account';

/** What became of a code at the code step. */
export type CodeOutcome = 'accepted' | 'wrong' | 'spent-meanwhile';

/** Who asks to change the second factor, and the password that proves it is the account's owner. */
export interface SecondFactorChange {
  admin: AuthenticatedAdmin;
  ip: string;
  password: string;
  code: string;
}

const totpFor = (secret: string, label = 'admin') =>
  new TOTP({ issuer: TOTP_ISSUER, label, secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });
const hashCode = (code: string) => createHash('sha256').update(code.trim().toLowerCase()).digest('hex');

/** xxxxx-xxxxx from an alphabet without look-alikes; 50 bits, single use. */
function recoveryCode(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  const chars = [...randomBytes(10)].map((byte) => alphabet[byte % alphabet.length]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/**
 * The optional TOTP second factor of an admin (RFC 6238, 30 s, 6 digits, SHA-1 as every authenticator app reads).
 * Enrolment: setup() hands out a secret and its QR code, enable() activates it once the account's password and a
 * code from it are confirmed and returns the recovery codes (shown once); disable() takes the password and a current
 * code. Either revokes every other token of the account (its tokenVersion, as a logout or `npm run admin -- reset`)
 * and hands the caller a new one. At login, once enrolled, a current code or an unused recovery code is required,
 * capped per account by SecondFactorThrottle. Every acceptance is one conditional UPDATE, so a code or recovery code
 * works exactly once even in parallel.
 */
@Injectable()
export class SecondFactorService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly throttle: SecondFactorThrottle,
    private readonly passwords: PasswordCheck,
    private readonly tokens: AdminTokens,
    private readonly cipher: SecondFactorCipher,
    private readonly audit: AuditLog,
  ) {}

  async setup(admin: AuthenticatedAdmin): Promise<{ secret: string; otpauthUrl: string; qrCode: string }> {
    const user = await this.users.findOneByOrFail({ id: admin.id });
    if (user.totpSecret) throw new ConflictException(coded('SECOND_FACTOR_ALREADY_ON', ALREADY_ON));
    const secret = new Secret({ size: 20 }).base32;
    await this.users.manager.transaction(async (manager) => {
      await manager.update(User, admin.id, { totpPendingSecret: this.cipher.seal(secret, admin.id) });
      await this.recordChange(manager, 'two-factor-setup', admin);
    });
    const otpauthUrl = totpFor(secret, admin.username).toString();
    return { secret, otpauthUrl, qrCode: await (await import('qrcode')).toDataURL(otpauthUrl, { margin: 1, width: 240 }) };
  }

  async enable({ admin, ip, password, code }: SecondFactorChange): Promise<{ recoveryCodes: string[] } & IssuedToken> {
    const user = await this.users.findOneByOrFail({ id: admin.id });
    if (user.totpSecret) throw new ConflictException(coded('SECOND_FACTOR_ALREADY_ON', ALREADY_ON));
    await this.confirmPassword(user, password, ip);
    const pending = user.totpPendingSecret ? this.cipher.open(user.totpPendingSecret, user.id) : null;
    const step = pending ? this.currentStep(pending, code) : null;
    if (step === null) throw FieldErrors.of('code', INVALID_CODE);
    const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, recoveryCode);
    const enabled = await this.users.manager.transaction(async (manager) => {
      const result = await manager.update(
        User,
        { id: user.id, totpSecret: IsNull(), totpPendingSecret: user.totpPendingSecret! },
        {
          totpSecret: this.cipher.seal(pending!, user.id),
          totpPendingSecret: null,
          totpLastStep: step,
          totpRecoveryCodes: this.sealRecoveryHashes(user.id, recoveryCodes.map(hashCode)),
          tokenVersion: () => 'tokenVersion + 1',
        },
      );
      if (result.affected) await this.recordChange(manager, 'two-factor-on', admin);
      return result.affected;
    });
    if (!enabled) throw new ConflictException(coded('CHANGED_MEANWHILE', 'Two-factor authentication changed meanwhile; start again'));
    return { recoveryCodes, ...(await this.tokens.issue(await this.users.findOneByOrFail({ id: user.id }))) };
  }

  async disable({ admin, ip, password, code }: SecondFactorChange): Promise<IssuedToken> {
    const user = await this.users.findOneByOrFail({ id: admin.id });
    if (!user.totpSecret)
      throw new ConflictException(coded('SECOND_FACTOR_ALREADY_OFF', 'Two-factor authentication is already off for this account'));
    await this.confirmPassword(user, password, ip);
    if ((await this.check(user, code)) !== 'accepted') throw FieldErrors.of('code', INVALID_CODE);
    const disabled = await this.users.manager.transaction(async (manager) => {
      const result = await manager.update(
        User,
        { id: user.id, totpSecret: user.totpSecret },
        { totpSecret: null, totpPendingSecret: null, totpLastStep: null, totpRecoveryCodes: null, tokenVersion: () => 'tokenVersion + 1' },
      );
      if (result.affected) await this.recordChange(manager, 'two-factor-off', admin);
      return result.affected;
    });
    if (!disabled) throw new ConflictException(coded('CHANGED_MEANWHILE', 'Two-factor authentication changed meanwhile; start again'));
    return this.tokens.issue(await this.users.findOneByOrFail({ id: user.id }));
  }

  /**
   * The code step: a current TOTP code not used before, or an unused recovery code (then spent). Counted against the
   * account unless accepted or lost to a parallel request spending the same recovery code; throws 429 while the
   * account's code step waits.
   */
  async check(user: User, code: string): Promise<CodeOutcome> {
    const attempt = await this.throttle.reserve(user.id);
    const outcome = await this.accept(user, code);
    if (outcome === 'wrong') {
      if (attempt.uncounted) throw attempt.uncounted;
    } else {
      await attempt.succeeded();
    }
    return outcome;
  }

  private async confirmPassword(user: User, password: string, ip: string): Promise<void> {
    await this.passwords.check({ ip, username: user.username, user, password }, () => FieldErrors.of('password', WRONG_PASSWORD));
  }

  private async accept(user: User, code: string): Promise<CodeOutcome> {
    if (!user.totpSecret) return 'accepted';
    const step = /^\d{6}$/.test(code.trim()) ? this.currentStep(this.cipher.open(user.totpSecret, user.id), code.trim()) : null;
    if (step !== null) {
      const result = await this.users
        .createQueryBuilder()
        .update()
        .set({ totpLastStep: step })
        .where('id = :id AND (totpLastStep IS NULL OR totpLastStep < :step)', { id: user.id, step })
        .execute();
      return result.affected ? 'accepted' : 'wrong';
    }
    const hash = hashCode(code);
    let stored = user.totpRecoveryCodes;
    if (!this.recoveryHashes(user.id, stored).includes(hash)) return 'wrong';
    // Compare-and-set on the list; when another recovery code was spent meanwhile, try again on the new list. Each
    // retry follows another code's success, so this ends within RECOVERY_CODE_COUNT rounds.
    for (;;) {
      const hashes = this.recoveryHashes(user.id, stored);
      if (!hashes.includes(hash)) return 'spent-meanwhile';
      const result = await this.users.update(
        { id: user.id, totpRecoveryCodes: stored ?? IsNull() },
        {
          totpRecoveryCodes: this.sealRecoveryHashes(
            user.id,
            hashes.filter((h) => h !== hash),
          ),
        },
      );
      if (result.affected) return 'accepted';
      stored = (await this.users.findOneBy({ id: user.id }))?.totpRecoveryCodes ?? null;
    }
  }

  private recordChange(manager: EntityManager, action: string, admin: AuthenticatedAdmin): Promise<void> {
    return this.audit.record(manager, { action, recordType: 'user', recordId: admin.id, label: admin.username });
  }

  private recoveryHashes(userId: number, stored: string | null): string[] {
    return stored === null ? [] : (JSON.parse(this.cipher.open(stored, userId)) as string[]);
  }

  private sealRecoveryHashes(userId: number, hashes: string[]): string {
    return this.cipher.seal(JSON.stringify(hashes), userId);
  }

  /** The time step the code belongs to (one step of clock drift either way), or null. */
  private currentStep(secret: string, code: string): number | null {
    const totp = totpFor(secret);
    const delta = totp.validate({ token: code, window: 1 });
    return delta === null ? null : totp.counter() + delta;
  }
}
