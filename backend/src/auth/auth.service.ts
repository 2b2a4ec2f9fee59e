import { Injectable, UnauthorizedException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
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
  ) {}

  async login(request: LoginRequest): Promise<IssuedToken & { device: DeviceCookie }> {
    const { username, password, code, ip } = request;
    const account = await this.users.findOneBy({ username });
    const rememberedDevice = account ? this.devices.recognise(request.cookies, account.id) : undefined;
    const user = await this.passwords.check(
      { ip, username, user: account, password, rememberedDevice },
      () => new UnauthorizedException(coded('INVALID_CREDENTIALS', 'Invalid credentials')),
    );
    // The password step is passed: from here on wrong codes count against the account (SecondFactorThrottle).
    if (user.totpSecret) {
      if (!code)
        throw new UnauthorizedException({ ...coded('SECOND_FACTOR_REQUIRED', SECOND_FACTOR_REQUIRED), secondFactorRequired: true });
      if ((await this.secondFactor.check(user, code)) !== 'accepted')
        throw new UnauthorizedException(coded('INVALID_SECOND_FACTOR_CODE', 'Invalid authentication code'));
    }
    return { ...(await this.tokens.issue(user)), device: this.devices.remember(user.id, request.secure, rememberedDevice) };
  }

  /** Revokes every token of this admin, on every server instance. */
  async logout(admin: AuthenticatedAdmin): Promise<void> {
    await this.users.increment({ id: admin.id }, 'tokenVersion', 1);
  }
}
