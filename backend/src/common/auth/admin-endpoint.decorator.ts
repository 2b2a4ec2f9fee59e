import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiBearerAuth, ApiForbiddenResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { ROLE_PERMISSIONS, type Permission } from './permissions';

/** What the guard answers (401) without a valid admin token: missing, malformed, expired, or revoked by a logout. */
export const ADMIN_TOKEN_REFUSED = 'Missing, invalid, expired or revoked admin token';

export const REQUIRED_PERMISSION = 'requiredPermission';

const rolesWith = (permission: Permission) =>
  Object.entries(ROLE_PERMISSIONS)
    .filter(([, permissions]) => permissions.includes(permission))
    .map(([role]) => role);

/**
 * A route that only signed-in staff whose role has `permission` may call (common/auth/permissions.ts). The global
 * JwtAuthGuard enforces it; this declares it and documents the bearer token, the guard's 401 and its 403.
 */
export const AdminEndpoint = (permission: Permission) =>
  applyDecorators(
    SetMetadata(REQUIRED_PERMISSION, permission),
    ApiBearerAuth(),
    ApiUnauthorizedResponse({ description: ADMIN_TOKEN_REFUSED }),
    ApiForbiddenResponse({
      description: `Needs the \`${permission}\` permission (${rolesWith(permission).join(', ')}); or two-factor authentication must be set up first`,
    }),
  );
