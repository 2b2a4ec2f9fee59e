import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { Region } from '../../common/domain/constants';
import { CreatedAt } from '../../common/domain/timestamps';

@Entity('contact_submissions')
@Index('IDX_contact_submissions_created', ['createdAt'])
@Index('IDX_contact_submissions_read_created', ['read', 'createdAt'])
export class ContactSubmission {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'varchar', length: 120 }) name: string;
  @Column({ type: 'varchar', length: 254 }) email: string;
  @Column({ type: 'text' }) message: string;
  @Column({ type: 'varchar', length: 30, default: 'general' }) type: string;
  @Column({ type: 'varchar', length: 20 }) region: Region;
  @Column({ type: 'boolean', default: false }) read: boolean;
  @CreatedAt() createdAt: Date;
}
