import { Injectable, Logger, UnauthorizedException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { AuthenticatedAdmin } from '../common/auth/authenticated-admin';
import { User } from '../common/auth/user.entity';
import { AdminTokens, type IssuedToken } from './admin-tokens';
import { PasswordCheck } from './password-check';
import { hashPassword } from './password-hasher';
import { environmentFailure, refusesWrites } from '../common/http/environment-failure';
import { FieldErrors } from '../common/validation/field-errors';
import { RememberedDevices, type DeviceCookie } from './remembered-devices';
import { SecondFactorService } from './second-factor.service';

export const SECOND_FACTOR_REQUIRED = 'Enter the code from your authenticator app';
export const ACCOUNT_DISABLED = 'This account is disabled; ask the park owner';
const WRONG_CURRENT_PASSWORD = 'That is not your current password.';

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
  ) {}

  async login(request: LoginRequest): Promise<IssuedToken & { device: DeviceCookie }> {
    const { username, password, code, ip } = request;
    const account = await this.users.findOneBy({ username });
    const rememberedDevice = account ? this.devices.recognise(request.cookies, account.id) : undefined;
    const user = await this.passwords.check(
      { ip, username, user: account, password, rememberedDevice },
      () => new UnauthorizedException('Invalid credentials'),
    );
    if (user.disabled) throw new UnauthorizedException(ACCOUNT_DISABLED);
    // The password step is passed: from here on wrong codes count against the account (SecondFactorThrottle).
    if (user.totpSecret) {
      if (!code)
        throw new UnauthorizedException({
          statusCode: 401,
          message: SECOND_FACTOR_REQUIRED,
          error: 'Unauthorized',
          secondFactorRequired: true,
        });
      if ((await this.secondFactor.check(user, code)) !== 'accepted') throw new UnauthorizedException('Invalid authentication code');
    }
    await this.recordSignIn(user.id);
    return { ...(await this.tokens.issue(user)), device: this.devices.remember(user.id, request.secure, rememberedDevice) };
  }

  /** Best effort: staff must be able to sign in to free space on a full or read-only storage. */
  private async recordSignIn(id: number): Promise<void> {
    try {
      await this.users.update(id, { lastSignInAt: new Date() });
    } catch (error) {
      if (!refusesWrites(error)) throw error;
      this.logger.warn(`The sign-in of account ${id} is not recorded: ${environmentFailure(error)!.cause}`);
    }
  }

  /** A member changes their own password; every other token of the account stops working, this session gets a new one. */
  async changePassword({ admin, ip, currentPassword, newPassword }: PasswordChange): Promise<IssuedToken> {
    const user = await this.users.findOneByOrFail({ id: admin.id });
    await this.passwords.check({ ip, username: user.username, user, password: currentPassword }, () =>
      FieldErrors.of('currentPassword', WRONG_CURRENT_PASSWORD),
    );
    await this.users.update(user.id, { passwordHash: await hashPassword(newPassword), tokenVersion: () => 'tokenVersion + 1' });
    return this.tokens.issue(await this.users.findOneByOrFail({ id: user.id }));
  }

  /** Revokes every token of this admin, on every server instance. */
  async logout(admin: AuthenticatedAdmin): Promise<void> {
    await this.users.increment({ id: admin.id }, 'tokenVersion', 1);
  }
}
