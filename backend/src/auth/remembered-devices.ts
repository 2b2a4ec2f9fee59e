import { Inject, Injectable } from '@nestjs/common';
import type { CookieOptions } from 'express';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { AppConfig } from '../config/app.config';
import { APP_CONFIG } from '../config/config.module';
import { readCookie } from '../common/http/read-cookie';

/** How long a device is remembered after its last successful sign-in. */
export const REMEMBERED_DEVICE_DAYS = 90;

export interface DeviceCookie {
  name: string;
  value: string;
  options: CookieOptions;
}

/**
 * OWASP's device cookie: a browser an account signed in from successfully gets a signed, HttpOnly cookie of that
 * account (`hp_device_<account id>`, sent only to the login route), and its attempts skip the per-username delay
 * that failures from elsewhere put on the account (login-throttle.ts). The cookie authenticates nothing.
 */
@Injectable()
export class RememberedDevices {
  private readonly key: Buffer;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.key = createHmac('sha256', config.jwtSecret).update('remembered-device').digest();
  }

  /** The id of the device, when the request's cookies hold a valid device cookie of this account. */
  recognise(cookieHeader: string | undefined, userId: number): string | undefined {
    const value = readCookie(cookieHeader, cookieName(userId));
    const match = value ? /^([\w-]{22})\.([\w-]{43})$/.exec(value) : null;
    if (!match) return undefined;
    const [, deviceId, signature] = match;
    const expected = this.sign(userId, deviceId);
    return timingSafeEqual(Buffer.from(signature), Buffer.from(expected)) ? deviceId : undefined;
  }

  /** The cookie that remembers this device for the account (the same device id again when it had one). */
  remember(userId: number, secure: boolean, deviceId = randomBytes(16).toString('base64url')): DeviceCookie {
    return {
      name: cookieName(userId),
      value: `${deviceId}.${this.sign(userId, deviceId)}`,
      options: {
        httpOnly: true,
        secure,
        sameSite: 'strict',
        path: '/api/admin/login',
        maxAge: REMEMBERED_DEVICE_DAYS * 24 * 60 * 60 * 1000,
      },
    };
  }

  private sign(userId: number, deviceId: string): string {
    return createHmac('sha256', this.key).update(`${userId}.${deviceId}`).digest('base64url');
  }
}

const cookieName = (userId: number) => `hp_device_${userId}`;
