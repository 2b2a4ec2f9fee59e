import { Injectable } from '@nestjs/common';
import { setTimeout as sleep } from 'node:timers/promises';
import { RateLimitService } from '../common/rate-limit/rate-limit.service';

/**
 * Login throttling policy (README "Login throttling"):
 * - per address: ADDRESS_LIMIT attempts a minute, whatever the usernames;
 * - per (address, username): PAIR_LIMIT attempts a minute;
 * - per username, from anywhere: no lockout (that would let anyone lock an admin out), but once it has had
 *   USERNAME_FREE_FAILURES failures in USERNAME_WINDOW_MS, every further attempt is answered only after a
 *   delay that doubles with each failure, up to USERNAME_MAX_DELAY_MS.
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
} as const;

const THROTTLED = 'Too many failed login attempts. Please wait a minute and try again.';

export interface LoginAttempt {
  /** Call when the credentials were right: the attempt no longer counts as a failure. */
  succeeded(): Promise<void>;
}

@Injectable()
export class LoginThrottle {
  constructor(private readonly rateLimits: RateLimitService) {}

  /** Reserves one attempt for this address and username; throws 429 when a limit is reached, waits when the username is under attack. */
  async reserve(ip: string, username: string): Promise<LoginAttempt> {
    const name = username.toLowerCase();
    const { windowMs, addressLimit, pairLimit, usernameWindowMs } = LOGIN_THROTTLE;
    const reserved: string[] = [];
    const release = () => Promise.all(reserved.map((bucket) => this.rateLimits.release(bucket)));
    try {
      for (const [bucket, limit] of [
        [`login:ip:${ip}`, addressLimit],
        [`login:ip-user:${ip}:${name}`, pairLimit],
      ] as const) {
        await this.rateLimits.hit(bucket, { limit, windowMs, message: THROTTLED });
        reserved.push(bucket);
      }
    } catch (error) {
      await release();
      throw error;
    }
    const usernameBucket = `login:user:${name}`;
    const { hits } = await this.rateLimits.increment(usernameBucket, usernameWindowMs);
    reserved.push(usernameBucket);
    await sleep(usernameDelayMs(hits));
    return { succeeded: async () => void (await release()) };
  }
}

/** The wait before answering the `attempts`-th attempt on one username within its window. */
export function usernameDelayMs(attempts: number): number {
  const { usernameFreeFailures, usernameFirstDelayMs, usernameMaxDelayMs } = LOGIN_THROTTLE;
  if (attempts <= usernameFreeFailures) return 0;
  return Math.min(usernameMaxDelayMs, usernameFirstDelayMs * 2 ** (attempts - usernameFreeFailures - 1));
}
