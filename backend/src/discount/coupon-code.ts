import { randomBytes, randomInt } from 'node:crypto';
import { DISCOUNT_VALUES, type DiscountValue } from '../common/domain/constants';

/** Crockford's base32: no I, L, O or U, so a code read aloud or retyped is hard to get wrong. */
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const COUPON_PREFIX = 'HAUNT-';
/** 16 symbols of 5 bits: 80 bits of randomness. */
export const COUPON_CODE_PATTERN = /^HAUNT-[0-9A-HJKMNP-TV-Z]{16}$/;

export function generateCouponCode(random: (size: number) => Buffer = randomBytes): string {
  const bytes = random(10);
  let bits = 0n;
  for (const byte of bytes) bits = (bits << 8n) | BigInt(byte);
  let symbols = '';
  for (let i = 15; i >= 0; i--) symbols += CROCKFORD[Number((bits >> BigInt(i * 5)) & 31n)];
  return COUPON_PREFIX + symbols;
}

/** What staff type at the till: case and Crockford's look-alikes (I/L → 1, O → 0) do not matter. */
export function normalizeCouponCode(input: string): string {
  const upper = input.trim().toUpperCase();
  if (!upper.startsWith(COUPON_PREFIX)) return upper;
  return COUPON_PREFIX + upper.slice(COUPON_PREFIX.length).replace(/[IL]/g, '1').replace(/O/g, '0');
}

/** The server decides the prize, uniformly, with a cryptographic generator. */
export function pickDiscountValue(random: (max: number) => number = randomInt): DiscountValue {
  return DISCOUNT_VALUES[random(DISCOUNT_VALUES.length)];
}
