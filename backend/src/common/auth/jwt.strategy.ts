import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { InjectRepository } from '@nestjs/typeorm';
import type { Request } from 'express';
import { Strategy } from 'passport-jwt';
import { Repository } from 'typeorm';
import { StaffPolicy } from './staff-policy.entity';
import { User } from './user.entity';
import type { AppConfig } from '../../config/app.config';
import { APP_CONFIG } from '../../config/config.module';
import type { AuthenticatedAdmin, JwtPayload } from './authenticated-admin';

export const JWT_ALGORITHM = 'HS256';

/** Exactly `Bearer <one compact JWS>`; anything else (two tokens, another scheme, stray text) carries no token. */
const BEARER = /^Bearer ([\w-]+\.[\w-]+\.[\w-]+)$/;

export function bearerToken(request: Request): string | null {
  return BEARER.exec(request.headers.authorization ?? '')?.[1] ?? null;
}

@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @InjectRepository(User) private readonly users: Repository<User>,
    @InjectRepository(StaffPolicy) private readonly policy: Repository<StaffPolicy>,
  ) {
    super({
      jwtFromRequest: bearerToken,
      secretOrKey: config.jwtSecret,
      algorithms: [JWT_ALGORITHM],
      ignoreExpiration: false,
    });
  }

  /** A token is only as good as its user: deleted and disabled users and revoked token versions are refused. */
  async validate(payload: JwtPayload): Promise<AuthenticatedAdmin | false> {
    // jsonwebtoken only checks `exp` when present; a token that never expires is never accepted.
    if (!Number.isInteger(payload?.sub) || !Number.isInteger(payload?.ver) || !Number.isInteger(payload?.exp)) return false;
    const user = await this.users.findOneBy({ id: payload.sub });
    if (!user || user.disabled || user.tokenVersion !== payload.ver) return false;
    const totpEnabled = user.totpSecret !== null;
    const twoFactorSetupRequired = !totpEnabled && ((await this.policy.findOneBy({ id: 1 }))?.requireTwoFactor ?? false);
    return { id: user.id, username: user.username, role: user.role, totpEnabled, twoFactorSetupRequired };
  }
}
