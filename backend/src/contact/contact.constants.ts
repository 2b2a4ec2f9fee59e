import type { RateLimitRule } from '../common/rate-limit/rate-limit.service';

/** Per client IP: enough for a family sharing a connection, too few to flood the inbox. */
export const CONTACT_RATE_LIMIT = {
  limit: 5,
  windowMs: 10 * 60 * 1000,
  message: 'Too many messages from your address. Please try again later.',
} as const satisfies RateLimitRule;
export const CONTACT_LIMITS = { name: 120, message: 5000, type: 30 } as const;
