import { Column, Entity, Index } from 'typeorm';
import { DiscountCodeColumns } from './discount-code-columns';

@Entity('discount_coupons')
@Index('IDX_discount_coupons_created', ['createdAt'])
@Index('IDX_discount_coupons_used_created', ['used', 'createdAt'])
@Index('UQ_discount_coupons_code', ['code'], { unique: true })
export class DiscountCoupon extends DiscountCodeColumns {
  @Column({ type: 'datetime', precision: 3 }) expiresAt: Date;
  @Column({ type: 'boolean', default: false }) used: boolean;
  @Column({ type: 'datetime', precision: 3, nullable: true }) usedAt: Date | null;
  /** Keyed hash of the visitor's IP: never the IP itself. */
  @Index('IDX_discount_coupons_visitor')
  @Column({ type: 'varchar', length: 64 })
  visitorKey: string;
}
