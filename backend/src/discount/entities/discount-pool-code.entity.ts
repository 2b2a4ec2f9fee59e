import { Column, Entity, Index } from 'typeorm';
import { IdAndCreatedAtColumns } from '../../common/domain/timestamps';

/** A promo code created at the ticketing vendor and imported by staff; the game hands each out once. */
@Entity('discount_pool_codes')
@Index('IDX_discount_pool_codes_value_issued', ['value', 'issuedAt'])
export class DiscountPoolCode extends IdAndCreatedAtColumns {
  @Index('UQ_discount_pool_codes_code', { unique: true })
  @Column({ type: 'varchar', length: 32 })
  code: string;
  @Column({ type: 'varchar', length: 8 }) value: string;
  /** The vendor's expiry, when the CSV gave one; such a code is not handed out after it. */
  @Column({ type: 'datetime', precision: 3, nullable: true }) expiresAt: Date | null;
  /** Set once, by the one game play that hands the code out. */
  @Column({ type: 'datetime', precision: 3, nullable: true }) issuedAt: Date | null;
}
