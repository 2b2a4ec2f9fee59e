import { createHmac } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../../config/app.config';
import { APP_CONFIG } from '../../config/config.module';

/**
 * Who "a visitor" is, for the one-discount-a-day rule and for counting a story's views once per visitor per hour:
 * a keyed hash of the client address, so the address itself is never stored. (The 'discount-visitor' label is kept
 * so the keys already stored by the discount rule stay valid.)
 */
export function visitorKeyFor(secret: string, clientIp: string): string {
  return createHmac('sha256', secret).update(`discount-visitor:${clientIp}`).digest('hex');
}

/**
 * The visitor key under VISITOR_KEY_SECRET (its own secret, so a new JWT secret keeps visitors' cooldowns): what
 * services that count visitors inject, rather than the whole config.
 */
@Injectable()
export class VisitorKeys {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  keyOf(clientIp: string): string {
    return visitorKeyFor(this.config.visitorKeySecret, clientIp);
  }

  /**
   * A visitor on one day, for counting visits: address and user agent under the secret and the day, so the key
   * changes every day and no key links a visitor's days.
   */
  dailyKeyOf(clientIp: string, userAgent: string, day: string): string {
    return createHmac('sha256', this.config.visitorKeySecret).update(`visit:${day}:${clientIp}:${userAgent}`).digest('hex');
  }
}
