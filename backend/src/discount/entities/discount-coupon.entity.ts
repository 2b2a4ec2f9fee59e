import { Column, Entity, Index } from 'typeorm';
import { IdAndCreatedAtColumns } from '../../common/domain/timestamps';

@Entity('discount_coupons')
@Index('IDX_discount_coupons_created', ['createdAt'])
@Index('IDX_discount_coupons_used_created', ['used', 'createdAt'])
export class DiscountCoupon extends IdAndCreatedAtColumns {
  @Index('UQ_discount_coupons_code', { unique: true })
  @Column({ type: 'varchar', length: 32 })
  code: string;
  @Column({ type: 'varchar', length: 8 }) value: string;
  @Column({ type: 'datetime', precision: 3 }) expiresAt: Date;
  @Column({ type: 'boolean', default: false }) used: boolean;
  @Column({ type: 'datetime', precision: 3, nullable: true }) usedAt: Date | null;
  /** Keyed hash of the visitor's IP: never the IP itself. */
  @Index('IDX_discount_coupons_visitor')
  @Column({ type: 'varchar', length: 64 })
  visitorKey: string;
}
