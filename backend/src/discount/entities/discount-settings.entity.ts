import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { CodeValidity, GeneratedCodePolicy } from '../discount.constants';

/** One row (id 1): how long won codes are valid, where they are used, and what the game does once the pool runs out. */
@Entity('discount_settings')
export class DiscountSettings {
  @PrimaryColumn({ type: 'int' }) id: number;
  /** automatic: generated codes (unknown to the vendor) until a pool was ever imported, then pool codes only. */
  @Column({ type: 'varchar', length: 10, default: 'automatic' }) generatedCodes: GeneratedCodePolicy;
  @Column({ type: 'varchar', length: 20, default: 'end-of-season' }) codeValidity: CodeValidity;
  /** The vendor's checkout address with a {code} placeholder; null: "Buy tickets with this code" opens the ticketing site. */
  @Column({ type: 'varchar', length: 500, nullable: true }) checkoutUrlTemplate: string | null;
}
