import { Injectable, UnauthorizedException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { AuditLog } from '../audit/audit-log.service';
import type { AuditActor } from '../common/logging/request-flow';
import type { AuthenticatedAdmin } from '../common/auth/authenticated-admin';
import { User } from '../common/auth/user.entity';
import { AdminTokens, type IssuedToken } from './admin-tokens';
import { PasswordCheck } from './password-check';
import { RememberedDevices, type DeviceCookie } from './remembered-devices';
import { SecondFactorService } from './second-factor.service';
import { coded } from '../common/http/error-codes';

export const SECOND_FACTOR_REQUIRED = 'Enter the code from your authenticator app';

export interface LoginRequest {
  username: string;
  password: string;
  code?: string;
  ip: string;
  /** The request's Cookie header (the remembered-device cookie). */
  cookies: string | undefined;
  /** The request came over https, so the device cookie may be marked Secure. */
  secure: boolean;
}

@Injectable()
export class AuthService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly passwords: PasswordCheck,
    private readonly tokens: AdminTokens,
    private readonly devices: RememberedDevices,
    private readonly secondFactor: SecondFactorService,
    private readonly audit: AuditLog,
  ) {}

  async login(request: LoginRequest): Promise<IssuedToken & { device: DeviceCookie }> {
    const { username, password, code, ip } = request;
    const account = await this.users.findOneBy({ username });
    const rememberedDevice = account ? this.devices.recognise(request.cookies, account.id) : undefined;
    const actor: AuditActor = { id: account?.id ?? null, username, role: account?.role ?? null, address: ip };
    const invalidCredentials = new UnauthorizedException(coded('INVALID_CREDENTIALS', 'Invalid credentials'));
    const user = await this.passwords
      .check({ ip, username, user: account, password, rememberedDevice }, () => invalidCredentials)
      .catch(async (error: unknown) => {
        // Only a wrong password is a failed sign-in; an attempt that could not be counted passes as it is.
        if (error === invalidCredentials) await this.recordSignIn('sign-in-failed', actor);
        throw error;
      });
    // The password step is passed: from here on wrong codes count against the account (SecondFactorThrottle).
    if (user.totpSecret) {
      if (!code)
        throw new UnauthorizedException({ ...coded('SECOND_FACTOR_REQUIRED', SECOND_FACTOR_REQUIRED), secondFactorRequired: true });
      if ((await this.secondFactor.check(user, code)) !== 'accepted') {
        await this.recordSignIn('second-factor-failed', actor);
        throw new UnauthorizedException(coded('INVALID_SECOND_FACTOR_CODE', 'Invalid authentication code'));
      }
    }
    await this.recordSignIn('sign-in', actor);
    return { ...(await this.tokens.issue(user)), device: this.devices.remember(user.id, request.secure, rememberedDevice) };
  }

  /** Revokes every token of this admin, on every server instance. */
  async logout(admin: AuthenticatedAdmin): Promise<void> {
    await this.users.manager.transaction(async (manager) => {
      await manager.increment(User, { id: admin.id }, 'tokenVersion', 1);
      await this.audit.record(manager, { action: 'sign-out', recordType: 'user', recordId: admin.id, label: admin.username });
    });
  }

  /** A sign-in, or a failed one: whose account (when the username has one) and from which address. */
  private recordSignIn(action: 'sign-in' | 'sign-in-failed' | 'second-factor-failed', actor: AuditActor): Promise<void> {
    return this.audit.record(this.users.manager, { action, recordType: 'user', recordId: actor.id, label: actor.username, actor });
  }
}
