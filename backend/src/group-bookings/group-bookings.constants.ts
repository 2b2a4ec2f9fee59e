import type { RateLimitRule } from '../common/rate-limit/rate-limit.service';

/** The same limit as the contact form: per client address, 5 in 10 minutes. */
export const GROUP_BOOKING_RATE_LIMIT = {
  limit: 5,
  windowMs: 10 * 60 * 1000,
  message: 'Too many requests from your address. Please try again later.',
} as const satisfies RateLimitRule;

export const GROUP_BOOKING_STATUSES = ['new', 'contacted', 'booked', 'declined'] as const;
export type GroupBookingStatus = (typeof GROUP_BOOKING_STATUSES)[number];

/** The smallest group; a smaller one buys ordinary tickets. */
export const MIN_GROUP_SIZE = 15;
export const GROUP_BOOKING_LIMITS = { groupName: 120, name: 120, notes: 2000, maxGroupSize: 2000, nights: 10 } as const;
