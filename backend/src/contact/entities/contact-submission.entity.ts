import { Column, Entity, Index } from 'typeorm';
import { IdAndCreatedAtColumns } from '../../common/domain/timestamps';
import { RegionColumn } from '../../common/database/columns';

@Entity('contact_submissions')
@Index('IDX_contact_submissions_created', ['createdAt'])
@Index('IDX_contact_submissions_read_created', ['read', 'createdAt'])
export class ContactSubmission extends IdAndCreatedAtColumns {
  @Column({ type: 'varchar', length: 120 }) name: string;
  @Column({ type: 'varchar', length: 254 }) email: string;
  @Column({ type: 'text' }) message: string;
  @Column({ type: 'varchar', length: 30, default: 'general' }) type: string;
  @RegionColumn() region: string;
  @Column({ type: 'boolean', default: false }) read: boolean;
}
