/** Per client IP: enough for a family sharing a connection, too few to flood the inbox. */
export const CONTACT_RATE_LIMIT = { limit: 5, windowMs: 10 * 60 * 1000 } as const;
export const CONTACT_LIMITS = { name: 120, message: 5000, type: 30 } as const;
