import { Column, Entity, PrimaryColumn } from 'typeorm';

/** One row (id 1): how the game behaves once the imported pool runs out. */
@Entity('discount_settings')
export class DiscountSettings {
  @PrimaryColumn({ type: 'int' }) id: number;
  /** true: a code we generate (unknown to the vendor) when no pool code is left; false: the game says today's codes are gone. */
  @Column({ type: 'boolean', default: true }) allowGeneratedCodes: boolean;
}
