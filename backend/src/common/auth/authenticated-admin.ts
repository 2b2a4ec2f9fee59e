import type { UserRole } from '../domain/constants';

export interface AuthenticatedAdmin {
  id: number;
  username: string;
  role: UserRole;
  totpEnabled: boolean;
  /** The owner requires two-factor authentication and this member has not set it up: only that is allowed. */
  twoFactorSetupRequired: boolean;
}

export interface JwtPayload {
  sub: number;
  /** The user's tokenVersion when the token was issued; a logout, password change, reset, role change or disabling bumps it. */
  ver: number;
  role: UserRole;
  iat?: number;
  exp?: number;
}
