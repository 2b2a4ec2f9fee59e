import type { CouponResponseDto } from '../../../api/staff-api';

export type CouponState = 'active' | 'used' | 'expired';

export function couponState(coupon: CouponResponseDto, now = Date.now()): CouponState {
  if (coupon.used) return 'used';
  return new Date(coupon.expiresAt).getTime() <= now ? 'expired' : 'active';
}
