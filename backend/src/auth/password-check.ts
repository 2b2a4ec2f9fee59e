import { Injectable } from '@nestjs/common';
import type { User } from '../common/auth/user.entity';
import { LoginThrottle } from './login-throttle';
import { DECOY_HASH, verifyPassword } from './password-hasher';

export interface PasswordAttempt {
  ip: string;
  username: string;
  /** The account of `username`; null when there is none. */
  user: User | null;
  password: string;
  /** A device this account signed in from before (remembered-devices.ts). */
  rememberedDevice?: string;
}

/** A password checked as the login checks it, wherever it is asked for (the login, turning two-factor on or off). */
@Injectable()
export class PasswordCheck {
  constructor(private readonly throttle: LoginThrottle) {}

  /**
   * Counts the attempt (login throttling), then checks the password. Right: the attempt is given back and the account
   * returned. Wrong: throws `wrong()`, or the storage's error when the attempt could not be counted (an uncounted
   * wrong password must not get an answer for free).
   */
  async check(attempt: PasswordAttempt, wrong: () => Error): Promise<User> {
    const counted = await this.throttle.reserve(attempt.ip, attempt.username, attempt.rememberedDevice);
    const { user, password } = attempt;
    const valid = user ? await verifyPassword(user.passwordHash, password) : (await verifyPassword(DECOY_HASH, password), false);
    if (!user || !valid) throw counted.uncounted ?? wrong();
    await counted.succeeded();
    return user;
  }
}
