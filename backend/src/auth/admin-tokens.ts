import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { JwtPayload } from '../common/auth/authenticated-admin';
import type { User } from '../common/auth/user.entity';
import type { AppConfig } from '../config/app.config';
import { APP_CONFIG } from '../config/config.module';

export interface IssuedToken {
  token: string;
  /** ISO 8601. */
  expiresAt: string;
}

/** Signs admin tokens; a token carries the account's tokenVersion, and bumping that revokes every earlier token. */
@Injectable()
export class AdminTokens {
  constructor(
    private readonly jwt: JwtService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async issue(user: Pick<User, 'id' | 'tokenVersion' | 'role'>): Promise<IssuedToken> {
    const payload: JwtPayload = { sub: user.id, ver: user.tokenVersion, role: user.role };
    const token = await this.jwt.signAsync(payload);
    return { token, expiresAt: new Date(Date.now() + this.config.jwtExpiresInSeconds * 1000).toISOString() };
  }
}
