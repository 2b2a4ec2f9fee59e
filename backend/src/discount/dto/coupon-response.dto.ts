import { ApiProperty } from '@nestjs/swagger';
import type { DiscountCoupon } from '../entities/discount-coupon.entity';
import { IdAndCreatedAtDto, idAndCreatedAt } from '../../common/http/id-and-timestamps.dto';
import { pick } from '../../common/http/pick';

/** Never carries the visitor key. */
export class CouponResponseDto extends IdAndCreatedAtDto {
  @ApiProperty({ example: 'HAUNT-7QX2M9KD4TRB8W1C' }) code: string;
  @ApiProperty({ example: '10%' }) value: string;
  @ApiProperty({ format: 'date-time' }) expiresAt: string;
  @ApiProperty() used: boolean;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) usedAt: string | null;
}

export function toCouponResponse(coupon: DiscountCoupon): CouponResponseDto {
  return {
    ...idAndCreatedAt(coupon),
    ...pick(coupon, ['code', 'value', 'used']),
    expiresAt: coupon.expiresAt.toISOString(),
    usedAt: coupon.usedAt ? coupon.usedAt.toISOString() : null,
  };
}
