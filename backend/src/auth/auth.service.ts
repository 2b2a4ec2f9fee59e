import { Injectable, Logger, UnauthorizedException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { AuditLog } from '../audit/audit-log';
import { SettingsService } from '../settings/settings.service';
import type { AuditActor } from '../common/logging/request-flow';
import type { AuthenticatedAdmin } from '../common/auth/authenticated-admin';
import { User } from '../common/auth/user.entity';
import { AdminTokens, type IssuedToken } from './admin-tokens';
import { PasswordCheck } from './password-check';
import { hashPassword } from './password-hasher';
import { refuseWeakPassword } from './password-strength';
import { environmentFailure, refusesWrites } from '../common/http/environment-failure';
import { FieldErrors } from '../common/validation/field-errors';
import { RememberedDevices, type DeviceCookie } from './remembered-devices';
import { SecondFactorService } from './second-factor.service';
import { coded } from '../common/http/error-codes';

export const SECOND_FACTOR_REQUIRED = 'Enter the code from your authenticator app';
export const ACCOUNT_DISABLED = 'This account is disabled; ask the park owner';
const WRONG_CURRENT_PASSWORD = 'That is not your current password.';

export interface LoginRequest {
  username: string;
  password: string;
  code?: string;
  /** The client's key for the throttles (clientIp: an IPv6 address as its /64). */
  ip: string;
  /** The client's own address, for the audit log (clientAddress). */
  address: string;
  /** The request's Cookie header (the remembered-device cookie). */
  cookies: string | undefined;
  /** The request came over https, so the device cookie may be marked Secure. */
  secure: boolean;
}

export interface PasswordChange {
  admin: AuthenticatedAdmin;
  ip: string;
  currentPassword: string;
  newPassword: string;
}

@Injectable()
export class AuthService {
  private readonly logger = new Logger('Auth');

  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly passwords: PasswordCheck,
    private readonly tokens: AdminTokens,
    private readonly devices: RememberedDevices,
    private readonly secondFactor: SecondFactorService,
    private readonly audit: AuditLog,
    private readonly settings: SettingsService,
  ) {}

  async login(request: LoginRequest): Promise<IssuedToken & { device: DeviceCookie }> {
    const { username, password, code, ip, address } = request;
    const account = await this.users.findOneBy({ username });
    const rememberedDevice = account ? this.devices.recognise(request.cookies, account.id) : undefined;
    const actor: AuditActor = { id: account?.id ?? null, username, role: account?.role ?? null, address };
    const invalidCredentials = new UnauthorizedException(coded('INVALID_CREDENTIALS', 'Invalid credentials'));
    const user = await this.passwords
      .check({ ip, username, user: account, password, rememberedDevice }, () => invalidCredentials)
      .catch(async (error: unknown) => {
        // Only a wrong password is a failed sign-in; an attempt that could not be counted passes as it is.
        if (error === invalidCredentials) await this.recordSignIn('sign-in-failed', actor);
        throw error;
      });
    if (user.disabled) {
      await this.recordSignIn('sign-in-failed', actor);
      throw new UnauthorizedException(coded('ACCOUNT_DISABLED', ACCOUNT_DISABLED));
    }
    // The password step is passed: from here on wrong codes count against the account (SecondFactorThrottle).
    if (user.totpSecret) {
      if (!code)
        throw new UnauthorizedException({ ...coded('SECOND_FACTOR_REQUIRED', SECOND_FACTOR_REQUIRED), secondFactorRequired: true });
      if ((await this.secondFactor.check(user, code)) !== 'accepted') {
        await this.recordSignIn('second-factor-failed', actor);
        throw new UnauthorizedException(coded('INVALID_SECOND_FACTOR_CODE', 'Invalid authentication code'));
      }
    }
    await this.recordSignIn('sign-in', actor, user.id);
    return { ...(await this.tokens.issue(user)), device: this.devices.remember(user.id, request.secure, rememberedDevice) };
  }

  /** A member changes their own password; every other token of the account stops working, this session gets a new one. */
  async changePassword({ admin, ip, currentPassword, newPassword }: PasswordChange): Promise<IssuedToken> {
    const user = await this.users.findOneByOrFail({ id: admin.id });
    await this.passwords.check({ ip, username: user.username, user, password: currentPassword }, () =>
      FieldErrors.of('currentPassword', WRONG_CURRENT_PASSWORD),
    );
    await refuseWeakPassword('newPassword', newPassword, user.username, await this.settings.parkName());
    const passwordHash = await hashPassword(newPassword);
    await this.users.manager.transaction(async (manager) => {
      await manager.update(User, user.id, { passwordHash, tokenVersion: () => 'tokenVersion + 1' });
      await this.audit.record(manager, { action: 'password-change', recordType: 'user', recordId: user.id, label: user.username });
    });
    return this.tokens.issue(await this.users.findOneByOrFail({ id: user.id }));
  }

  /** Revokes every token of this admin, on every server instance. */
  async logout(admin: AuthenticatedAdmin): Promise<void> {
    await this.users.manager.transaction(async (manager) => {
      await manager.increment(User, { id: admin.id }, 'tokenVersion', 1);
      await this.audit.record(manager, { action: 'sign-out', recordType: 'user', recordId: admin.id, label: admin.username });
    });
  }

  /** A sign-in, or a failed one: whose account (when the username has one) and from which address. */
  /**
   * Records a sign-in or a failed one in the audit log, and a member's last sign-in. Best effort: staff must be able to
   * sign in to free space on a full or read-only storage.
   */
  private async recordSignIn(action: 'sign-in' | 'sign-in-failed' | 'second-factor-failed', actor: AuditActor, signedIn?: number) {
    try {
      await this.users.manager.transaction(async (manager) => {
        if (signedIn !== undefined) await manager.update(User, signedIn, { lastSignInAt: new Date() });
        await this.audit.record(manager, { action, recordType: 'user', recordId: actor.id, label: actor.username, actor });
      });
    } catch (error) {
      if (!refusesWrites(error)) throw error;
      this.logger.warn(`The ${action} of "${actor.username}" is not recorded: ${environmentFailure(error)!.cause}`);
    }
  }
}
