import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { UserRole } from '../../common/domain/constants';
import { CreatedAt, UpdatedAt } from '../../common/domain/timestamps';

@Entity('users')
export class User {
  @PrimaryGeneratedColumn() id: number;
  @Index('UQ_users_username', { unique: true })
  @Column({ type: 'varchar', length: 100 })
  username: string;
  @Column({ type: 'varchar', length: 255 }) passwordHash: string;
  @Column({ type: 'varchar', length: 20, default: 'admin' }) role: UserRole;
  /** Bumped on logout and password reset; tokens carrying an older version are refused. */
  @Column({ type: 'int', default: 0 }) tokenVersion: number;
  @CreatedAt() createdAt: Date;
  @UpdatedAt() updatedAt: Date;
}
