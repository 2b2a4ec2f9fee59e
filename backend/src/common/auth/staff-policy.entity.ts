import { Column, Entity, PrimaryColumn } from 'typeorm';

/** One row (id 1), absent until the owner first saves it: the rules every staff member's sign-in follows. */
@Entity('staff_policy')
export class StaffPolicy {
  @PrimaryColumn({ type: 'int' }) id: number;
  /** Every member must have two-factor authentication on; one without it can only set it up. */
  @Column({ type: 'boolean', default: false }) requireTwoFactor: boolean;
}
