import { Column } from 'typeorm';
import { IdAndCreatedAtColumns } from '../../common/domain/timestamps';

/** What a coupon and an imported pool code both are: a unique code (each table names its unique index) worth a value. */
export abstract class DiscountCodeColumns extends IdAndCreatedAtColumns {
  @Column({ type: 'varchar', length: 32 }) code: string;
  /** e.g. '10%'. */
  @Column({ type: 'varchar', length: 8 }) value: string;
}
