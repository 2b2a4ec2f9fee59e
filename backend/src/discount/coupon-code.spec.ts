import { DISCOUNT_VALUES } from '../common/domain/constants';
import { COUPON_CODE_PATTERN, generateCouponCode, normalizeCouponCode, pickDiscountValue } from './coupon-code';
import { visitorKeyFor } from '../common/http/visitor-keys';

describe('coupon codes', () => {
  it('have the HAUNT- prefix and 16 Crockford base32 symbols', () => {
    for (let i = 0; i < 200; i++) expect(generateCouponCode()).toMatch(COUPON_CODE_PATTERN);
  });

  it('encode all 80 random bits', () => {
    expect(generateCouponCode(() => Buffer.alloc(10, 0))).toBe('HAUNT-0000000000000000');
    expect(generateCouponCode(() => Buffer.alloc(10, 0xff))).toBe('HAUNT-ZZZZZZZZZZZZZZZZ');
    // The lowest bit of the last byte changes the last symbol.
    expect(generateCouponCode(() => Buffer.from([0, 0, 0, 0, 0, 0, 0, 0, 0, 1]))).toBe('HAUNT-0000000000000001');
    // The highest bit of the first byte changes the first symbol.
    expect(generateCouponCode(() => Buffer.from([0x80, 0, 0, 0, 0, 0, 0, 0, 0, 0]))).toBe('HAUNT-G000000000000000');
  });

  it('do not repeat', () => {
    const codes = new Set(Array.from({ length: 5000 }, () => generateCouponCode()));
    expect(codes.size).toBe(5000);
  });

  it('normalizes what staff type', () => {
    expect(normalizeCouponCode(' haunt-abcdefghjkmnpqrs ')).toBe('HAUNT-ABCDEFGHJKMNPQRS');
    expect(normalizeCouponCode('haunt-0o1il00000000000')).toBe('HAUNT-0011100000000000');
    expect(normalizeCouponCode('other')).toBe('OTHER');
  });
});

describe('pickDiscountValue', () => {
  it('can return each of the six values and nothing else', () => {
    expect(DISCOUNT_VALUES.map((_, i) => pickDiscountValue(() => i))).toEqual(['5%', '7%', '10%', '12%', '15%', '20%']);
    for (let i = 0; i < 100; i++) expect(DISCOUNT_VALUES).toContain(pickDiscountValue());
  });
});

describe('visitorKeyFor', () => {
  it('is a stable keyed hash that never contains the address', () => {
    const key = visitorKeyFor('secret-one', '203.0.113.7');
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(key).toBe(visitorKeyFor('secret-one', '203.0.113.7'));
    expect(key).not.toBe(visitorKeyFor('secret-two', '203.0.113.7'));
    expect(key).not.toBe(visitorKeyFor('secret-one', '203.0.113.8'));
    expect(key).not.toContain('203');
  });
});
