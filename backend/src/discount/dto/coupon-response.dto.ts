import { ApiProperty } from '@nestjs/swagger';
import type { DiscountCoupon } from '../entities/discount-coupon.entity';

/** Never carries the visitor key. */
export class CouponResponseDto {
  @ApiProperty({ example: 1 }) id: number;
  @ApiProperty({ example: 'HAUNT-7QX2M9KD4TRB8W1C' }) code: string;
  @ApiProperty({ example: '10%' }) value: string;
  @ApiProperty({ format: 'date-time' }) expiresAt: string;
  @ApiProperty() used: boolean;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) usedAt: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

export function toCouponResponse(coupon: DiscountCoupon): CouponResponseDto {
  return {
    id: coupon.id,
    code: coupon.code,
    value: coupon.value,
    expiresAt: coupon.expiresAt.toISOString(),
    used: coupon.used,
    usedAt: coupon.usedAt ? coupon.usedAt.toISOString() : null,
    createdAt: coupon.createdAt.toISOString(),
  };
}
