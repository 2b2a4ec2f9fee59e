import type { UserRole } from '../domain/constants';

export interface AuthenticatedAdmin {
  id: number;
  username: string;
  role: UserRole;
  totpEnabled: boolean;
}

export interface JwtPayload {
  sub: number;
  /** The user's tokenVersion when the token was issued; a logout or password reset bumps it. */
  ver: number;
  role: UserRole;
  iat?: number;
  exp?: number;
}
