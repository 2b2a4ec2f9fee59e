import { applyDecorators } from '@nestjs/common';
import { ApiBearerAuth, ApiUnauthorizedResponse } from '@nestjs/swagger';

/** What the guard answers (401) without a valid admin token: missing, malformed, expired, or revoked by a logout. */
export const ADMIN_TOKEN_REFUSED = 'Missing, invalid, expired or revoked admin token';

/**
 * A route (or every route of a controller) that only signed-in staff may call. The global JwtAuthGuard enforces it;
 * this documents it once: the bearer token and the guard's 401.
 */
export const AdminEndpoint = () => applyDecorators(ApiBearerAuth(), ApiUnauthorizedResponse({ description: ADMIN_TOKEN_REFUSED }));
