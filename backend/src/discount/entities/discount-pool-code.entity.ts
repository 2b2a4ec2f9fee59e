import { Column, Entity, Index } from 'typeorm';
import { DiscountCodeColumns } from './discount-code-columns';

/** A promo code created at the ticketing vendor and imported by staff; the game hands each out once. */
@Entity('discount_pool_codes')
@Index('IDX_discount_pool_codes_value_issued', ['value', 'issuedAt'])
@Index('UQ_discount_pool_codes_code', ['code'], { unique: true })
export class DiscountPoolCode extends DiscountCodeColumns {
  /** The vendor's expiry, when the CSV gave one; such a code is not handed out after it. */
  @Column({ type: 'datetime', precision: 3, nullable: true }) expiresAt: Date | null;
  /** Set once, by the one game play that hands the code out. */
  @Column({ type: 'datetime', precision: 3, nullable: true }) issuedAt: Date | null;
}
