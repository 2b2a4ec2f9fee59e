import { Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { AuthenticatedAdmin, JwtPayload } from '../common/auth/authenticated-admin';
import type { AppConfig } from '../config/app.config';
import { APP_CONFIG } from '../config/config.module';
import { User } from '../common/auth/user.entity';
import { LoginThrottle } from './login-throttle';
import { hashPassword, verifyPassword } from './password-hasher';
import { SecondFactorService } from './second-factor.service';

export const SECOND_FACTOR_REQUIRED = 'Enter the code from your authenticator app';

@Injectable()
export class AuthService {
  /** Compared against when the user does not exist, so both paths cost the same time. */
  private readonly decoyHash = hashPassword('decoy-password-for-unknown-users');

  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly jwt: JwtService,
    private readonly throttle: LoginThrottle,
    private readonly secondFactor: SecondFactorService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async login(username: string, password: string, ip: string, code?: string): Promise<{ token: string; expiresAt: Date }> {
    const attempt = await this.throttle.reserve(ip, username);
    const user = await this.users.findOneBy({ username });
    const valid = user ? await verifyPassword(user.passwordHash, password) : (await verifyPassword(await this.decoyHash, password), false);
    if (!user || !valid) throw new UnauthorizedException('Invalid credentials');
    if (user.totpSecret) {
      if (!code) {
        // The first half of a two-step login: the password was right, so this is no failed attempt.
        await attempt.succeeded();
        throw new UnauthorizedException({
          statusCode: 401,
          message: SECOND_FACTOR_REQUIRED,
          error: 'Unauthorized',
          secondFactorRequired: true,
        });
      }
      if (!(await this.secondFactor.accept(user, code))) throw new UnauthorizedException('Invalid authentication code');
    }
    await attempt.succeeded();
    const payload: JwtPayload = { sub: user.id, ver: user.tokenVersion, role: user.role };
    const token = await this.jwt.signAsync(payload);
    return { token, expiresAt: new Date(Date.now() + this.config.jwtExpiresInSeconds * 1000) };
  }

  /** Revokes every token of this admin, on every server instance. */
  async logout(admin: AuthenticatedAdmin): Promise<void> {
    await this.users.increment({ id: admin.id }, 'tokenVersion', 1);
  }
}
