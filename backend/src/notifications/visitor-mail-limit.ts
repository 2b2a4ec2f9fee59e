import { createHash } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { RateLimitService } from '../common/rate-limit/rate-limit.service';

/**
 * Mails a visitor makes the park send to an address they type (a sign-up's confirmation, an application's "received"),
 * per recipient, whatever client address asks: enough for one person's sign-ups and application, too few to flood
 * someone else's inbox from many addresses.
 */
export const VISITOR_MAIL_LIMIT = { limit: 3, windowMs: 24 * 60 * 60 * 1000 } as const;

/** Counted in the database (rate_limits, keyed by the address's SHA-256), so it holds across replicas. */
@Injectable()
export class VisitorMailLimit {
  private readonly logger = new Logger('Mail');

  constructor(private readonly rateLimit: RateLimitService) {}

  /**
   * Counts one mail to `email`; false once the address has had its share, and the caller queues nothing. The visitor's
   * answer does not change, so it tells nobody about the address.
   */
  async allows(email: string): Promise<boolean> {
    const key = createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
    const { hits } = await this.rateLimit.increment(`mail-to:${key}`, VISITOR_MAIL_LIMIT.windowMs);
    if (hits > VISITOR_MAIL_LIMIT.limit)
      this.logger.warn(`A visitor's mail to ${key.slice(0, 12)}… was not queued: the address had its share today`);
    return hits <= VISITOR_MAIL_LIMIT.limit;
  }
}
