import { Injectable, Logger } from '@nestjs/common';
import { setTimeout as sleep } from 'node:timers/promises';
import { environmentFailure, refusesWrites } from '../common/http/environment-failure';
import { RateLimitService } from '../common/rate-limit/rate-limit.service';

/**
 * Login throttling policy (docs/running-the-park.md, "Login throttling"):
 * - per address: ADDRESS_LIMIT attempts a minute, whatever the usernames;
 * - per (address, username): PAIR_LIMIT attempts a minute;
 * - per username, from anywhere: no lockout (that would let anyone lock an admin out), but once it has had
 *   USERNAME_FREE_FAILURES failures in USERNAME_WINDOW_MS, every further attempt is answered only after a
 *   delay that doubles with each failure, up to USERNAME_MAX_DELAY_MS; not for a device the account signed in
 *   from before (remembered-devices.ts), unless that device itself has had DEVICE_FAILURE_LIMIT failures.
 * Each attempt is counted before the password is checked, so parallel requests cannot slip past a limit; a
 * successful login gives its reservation back.
 */
export const LOGIN_THROTTLE = {
  windowMs: 60_000,
  addressLimit: 10,
  pairLimit: 5,
  usernameWindowMs: 15 * 60_000,
  usernameFreeFailures: 10,
  usernameFirstDelayMs: 500,
  usernameMaxDelayMs: 10_000,
  deviceFailureLimit: 5,
} as const;

const THROTTLED = 'Too many failed login attempts. Please wait a minute and try again.';

/** One counted try of a password or a code; `reserve` methods hand it out before the secret is checked. */
export interface CountedAttempt {
  /**
   * Set when the counter could not be written (a full or read-only database): the attempt was not counted, so only
   * a right secret may pass, and a wrong one answers with this error instead of an unthrottled refusal.
   */
  readonly uncounted?: unknown;
  /** Call when the secret was right: the attempt no longer counts as a failure. */
  succeeded(): Promise<void>;
}

const logger = new Logger('LoginThrottle');

/** An attempt counted in `buckets`, given back when it succeeds (best effort on a storage that refuses writes). */
export function countedAttempt(rateLimits: RateLimitService, buckets: string[]): CountedAttempt {
  return {
    succeeded: async () => {
      try {
        await Promise.all(buckets.map((bucket) => rateLimits.release(bucket)));
      } catch (error) {
        if (!refusesWrites(error)) throw error;
        logger.warn(`A successful attempt stays counted: ${environmentFailure(error)!.cause}`);
      }
    },
  };
}

/** Staff must be able to sign in to free space: a counter the storage refused lets a right secret through, logged. */
export function uncountedAttempt(error: unknown, what: string): CountedAttempt {
  return {
    uncounted: error,
    succeeded: async () => logger.warn(`${what} let through without being counted: ${environmentFailure(error)!.cause}`),
  };
}

@Injectable()
export class LoginThrottle {
  constructor(private readonly rateLimits: RateLimitService) {}

  /**
   * Reserves one attempt for this address and username; throws 429 when a limit is reached, waits when the username
   * is under attack, unless `rememberedDevice` (the id of a device this account signed in from) is given.
   */
  async reserve(ip: string, username: string, rememberedDevice?: string): Promise<CountedAttempt> {
    const name = username.toLowerCase();
    const { windowMs, addressLimit, pairLimit, usernameWindowMs, deviceFailureLimit } = LOGIN_THROTTLE;
    const reserved: string[] = [];
    let delayMs: number;
    try {
      for (const [bucket, limit] of [
        [`login:ip:${ip}`, addressLimit],
        [`login:ip-user:${ip}:${name}`, pairLimit],
      ] as const) {
        await this.rateLimits.hit(bucket, { limit, windowMs, message: THROTTLED });
        reserved.push(bucket);
      }
      const usernameBucket = `login:user:${name}`;
      delayMs = usernameDelayMs((await this.rateLimits.increment(usernameBucket, usernameWindowMs)).hits);
      reserved.push(usernameBucket);
      if (rememberedDevice) {
        const deviceBucket = `login:device:${rememberedDevice}`;
        const { hits } = await this.rateLimits.increment(deviceBucket, usernameWindowMs);
        reserved.push(deviceBucket);
        if (hits <= deviceFailureLimit) delayMs = 0;
      }
    } catch (error) {
      if (refusesWrites(error)) return uncountedAttempt(error, `The sign-in of "${name}"`);
      await countedAttempt(this.rateLimits, reserved).succeeded();
      throw error;
    }
    await sleep(delayMs);
    return countedAttempt(this.rateLimits, reserved);
  }
}

/** The wait before answering the `attempts`-th attempt on one username within its window. */
export function usernameDelayMs(attempts: number): number {
  const { usernameFreeFailures, usernameFirstDelayMs, usernameMaxDelayMs } = LOGIN_THROTTLE;
  if (attempts <= usernameFreeFailures) return 0;
  return Math.min(usernameMaxDelayMs, usernameFirstDelayMs * 2 ** (attempts - usernameFreeFailures - 1));
}
