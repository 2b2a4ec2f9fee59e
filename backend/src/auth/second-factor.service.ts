import { ConflictException, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { createHash, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { toDataURL } from 'qrcode';
import { IsNull, Repository } from 'typeorm';
import type { AuthenticatedAdmin } from '../common/auth/authenticated-admin';
import { User } from '../common/auth/user.entity';
import { FieldErrors } from '../common/validation/field-errors';

export const TOTP_ISSUER = 'Haunted Park';
export const RECOVERY_CODE_COUNT = 10;
const INVALID_CODE = 'That code is not valid. Enter the current 6-digit code from your authenticator app.';

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
 * Enrolment: setup() hands out a secret and its QR code, enable() activates it once a code from it is confirmed
 * and returns the recovery codes (shown once). At login, once enrolled, a current code or an unused recovery code is
 * required. Every acceptance is one conditional UPDATE, so a code or recovery code works exactly once even in parallel.
 */
@Injectable()
export class SecondFactorService {
  constructor(@InjectRepository(User) private readonly users: Repository<User>) {}

  async setup(admin: AuthenticatedAdmin): Promise<{ secret: string; otpauthUrl: string; qrCode: string }> {
    const user = await this.users.findOneByOrFail({ id: admin.id });
    if (user.totpSecret) throw new ConflictException('Two-factor authentication is already on for this account');
    const secret = new Secret({ size: 20 }).base32;
    await this.users.update(admin.id, { totpPendingSecret: secret });
    const otpauthUrl = totpFor(secret, admin.username).toString();
    return { secret, otpauthUrl, qrCode: await toDataURL(otpauthUrl, { margin: 1, width: 240 }) };
  }

  async enable(admin: AuthenticatedAdmin, code: string): Promise<{ recoveryCodes: string[] }> {
    const user = await this.users.findOneByOrFail({ id: admin.id });
    if (user.totpSecret) throw new ConflictException('Two-factor authentication is already on for this account');
    const step = user.totpPendingSecret ? this.currentStep(user.totpPendingSecret, code) : null;
    if (step === null) throw FieldErrors.of('code', INVALID_CODE);
    const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, recoveryCode);
    const result = await this.users.update(
      { id: user.id, totpSecret: IsNull(), totpPendingSecret: user.totpPendingSecret! },
      {
        totpSecret: user.totpPendingSecret,
        totpPendingSecret: null,
        totpLastStep: step,
        totpRecoveryCodes: JSON.stringify(recoveryCodes.map(hashCode)),
      },
    );
    if (!result.affected) throw new ConflictException('Two-factor authentication changed meanwhile; start again');
    return { recoveryCodes };
  }

  /** True when `code` is a current TOTP code not used before, or an unused recovery code (which is then spent). */
  async accept(user: User, code: string): Promise<boolean> {
    if (!user.totpSecret) return true;
    const step = /^\d{6}$/.test(code.trim()) ? this.currentStep(user.totpSecret, code.trim()) : null;
    if (step !== null) {
      const result = await this.users
        .createQueryBuilder()
        .update()
        .set({ totpLastStep: step })
        .where('id = :id AND (totpLastStep IS NULL OR totpLastStep < :step)', { id: user.id, step })
        .execute();
      return Boolean(result.affected);
    }
    const hashes: string[] = JSON.parse(user.totpRecoveryCodes ?? '[]');
    const hash = hashCode(code);
    if (!hashes.includes(hash)) return false;
    const result = await this.users.update(
      { id: user.id, totpRecoveryCodes: user.totpRecoveryCodes! },
      { totpRecoveryCodes: JSON.stringify(hashes.filter((h) => h !== hash)) },
    );
    return Boolean(result.affected);
  }

  /** The time step the code belongs to (one step of clock drift either way), or null. */
  private currentStep(secret: string, code: string): number | null {
    const totp = totpFor(secret);
    const delta = totp.validate({ token: code, window: 1 });
    return delta === null ? null : totp.counter() + delta;
  }
}
