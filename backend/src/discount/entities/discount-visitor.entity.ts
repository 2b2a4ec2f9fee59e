import { Column, Entity, PrimaryColumn } from 'typeorm';

/** One row per visitor; a conditional UPDATE on lastIssuedAt makes "one code per 24 h" atomic across instances. */
@Entity('discount_visitors')
export class DiscountVisitor {
  @PrimaryColumn({ type: 'varchar', length: 64 }) visitorKey: string;
  @Column({ type: 'datetime', precision: 3, nullable: true }) lastIssuedAt: Date | null;
}
