import { Column, Entity, PrimaryColumn } from 'typeorm';
import { UpdatedAt } from '../../common/domain/timestamps';
import type { LegalPageKey } from '../legal.constants';

/** /privacy and /terms, written by staff in Markdown. */
@Entity('legal_pages')
export class LegalPage {
  @PrimaryColumn({ type: 'varchar', length: 20 }) key: LegalPageKey;
  @Column({ type: 'varchar', length: 100 }) title: string;
  @Column({ type: 'text' }) body: string;
  /** When staff last saved it; null while it is the seeded template nobody reviewed. */
  @Column({ type: 'datetime', precision: 3, nullable: true }) reviewedAt: Date | null;
  @UpdatedAt() updatedAt: Date;
}
