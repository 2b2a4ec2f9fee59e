import { Column, Entity, Index } from 'typeorm';
import { IdAndCreatedAtColumns } from '../../common/domain/timestamps';
import { LanguageColumn, RegionColumn } from '../../common/database/columns';
import type { Language } from '../../regions/regions.constants';

@Entity('contact_submissions')
@Index('IDX_contact_submissions_created', ['createdAt'])
@Index('IDX_contact_submissions_read_created', ['read', 'createdAt'])
export class ContactSubmission extends IdAndCreatedAtColumns {
  @Column({ type: 'varchar', length: 120 }) name: string;
  @Column({ type: 'varchar', length: 254 }) email: string;
  @Column({ type: 'text' }) message: string;
  @Column({ type: 'varchar', length: 30, default: 'general' }) type: string;
  @RegionColumn() region: string;
  /** The language of the page it was sent from. */
  @LanguageColumn() language: Language;
  @Column({ type: 'boolean', default: false }) read: boolean;
}
