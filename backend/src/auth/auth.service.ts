import { Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { AuthenticatedAdmin, JwtPayload } from '../common/auth/authenticated-admin';
import { RateLimitService } from '../common/rate-limit/rate-limit.service';
import type { AppConfig } from '../config/app.config';
import { APP_CONFIG } from '../config/config.module';
import { User } from './entities/user.entity';
import { hashPassword, verifyPassword } from './password-hasher';

export const LOGIN_FAILURE_LIMIT = 10;
export const LOGIN_FAILURE_WINDOW_MS = 60_000;
const THROTTLED = 'Too many failed login attempts. Please wait a minute and try again.';

@Injectable()
export class AuthService {
  /** Compared against when the user does not exist, so both paths cost the same time. */
  private readonly decoyHash = hashPassword('decoy-password-for-unknown-users');

  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly jwt: JwtService,
    private readonly rateLimits: RateLimitService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async login(username: string, password: string, ip: string): Promise<{ token: string; expiresAt: Date }> {
    const buckets = [`login:ip:${ip}`, `login:user:${username.toLowerCase()}`];
    for (const bucket of buckets) await this.rateLimits.assertBelow(bucket, LOGIN_FAILURE_LIMIT, THROTTLED);

    const user = await this.users.findOneBy({ username });
    const valid = user ? await verifyPassword(user.passwordHash, password) : (await verifyPassword(await this.decoyHash, password), false);
    if (!user || !valid) {
      for (const bucket of buckets) await this.rateLimits.increment(bucket, LOGIN_FAILURE_WINDOW_MS);
      throw new UnauthorizedException('Invalid credentials');
    }
    const payload: JwtPayload = { sub: user.id, ver: user.tokenVersion, role: user.role };
    const token = await this.jwt.signAsync(payload);
    return { token, expiresAt: new Date(Date.now() + this.config.jwtExpiresInSeconds * 1000) };
  }

  /** Revokes every token of this admin, on every server instance. */
  async logout(admin: AuthenticatedAdmin): Promise<void> {
    await this.users.increment({ id: admin.id }, 'tokenVersion', 1);
  }
}
