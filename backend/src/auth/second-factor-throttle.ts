import { Injectable } from '@nestjs/common';
import { refusesWrites } from '../common/http/environment-failure';
import { RateLimitService } from '../common/rate-limit/rate-limit.service';
import { countedAttempt, uncountedAttempt, type CountedAttempt } from './login-throttle';

/**
 * Second-factor guessing cap, per account and counted in the database (so it holds across parallel requests and
 * backend instances): FREE_FAILURES wrong codes an hour, then the account's code step takes one code per delay,
 * which starts at FIRST_DELAY_MS and doubles with every further wrong code up to MAX_DELAY_MS; codes sent during
 * the delay are refused (429 with Retry-After) without being tried. The password step is never refused for it.
 * Every code is sent with the password, which is checked first, so each password check allows one code.
 */
export const SECOND_FACTOR_THROTTLE = {
  windowMs: 60 * 60_000,
  freeFailures: 20,
  firstDelayMs: 30_000,
  maxDelayMs: 15 * 60_000,
} as const;

export const TOO_MANY_CODES = 'Too many wrong codes for this account. Wait a moment, then enter the current code again.';

@Injectable()
export class SecondFactorThrottle {
  constructor(private readonly rateLimits: RateLimitService) {}

  /** Reserves one code try for the account; throws 429 while the account's code step waits. */
  async reserve(userId: number): Promise<CountedAttempt> {
    const { windowMs, freeFailures } = SECOND_FACTOR_THROTTLE;
    const failures = `totp:failures:${userId}`;
    try {
      const earlierFailures = (await this.rateLimits.increment(failures, windowMs)).hits - 1;
      if (earlierFailures >= freeFailures) {
        // The delay doubles with each code tried after one. It is counted apart from the failures: parallel codes
        // each see the failure count their own increment made, so whichever won would set its own, longer, delay.
        const delaysTaken = `totp:delays:${userId}`;
        const delayMs = codeDelayMs(freeFailures + (await this.rateLimits.count(delaysTaken)));
        try {
          // One upsert decides which of the parallel codes is the one tried in this delay.
          await this.rateLimits.hit(`totp:next:${userId}`, { limit: 1, windowMs: delayMs, message: TOO_MANY_CODES });
        } catch (error) {
          await countedAttempt(this.rateLimits, [failures]).succeeded();
          throw error;
        }
        await this.rateLimits.increment(delaysTaken, windowMs);
      }
    } catch (error) {
      if (refusesWrites(error)) return uncountedAttempt(error, `A second-factor code of account ${userId}`);
      throw error;
    }
    return countedAttempt(this.rateLimits, [failures]);
  }
}

/** The wait between two code tries once the account has had `failures` wrong codes within the hour. */
export function codeDelayMs(failures: number): number {
  const { freeFailures, firstDelayMs, maxDelayMs } = SECOND_FACTOR_THROTTLE;
  if (failures < freeFailures) return 0;
  return Math.min(maxDelayMs, firstDelayMs * 2 ** (failures - freeFailures));
}
