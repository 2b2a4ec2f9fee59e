import { Column, Entity, Index } from 'typeorm';
import type { UserRole } from '../../common/domain/constants';
import { IdAndTimestampColumns } from '../../common/domain/timestamps';

@Entity('users')
export class User extends IdAndTimestampColumns {
  @Index('UQ_users_username', { unique: true })
  @Column({ type: 'varchar', length: 100 })
  username: string;
  @Column({ type: 'varchar', length: 255 }) passwordHash: string;
  @Column({ type: 'varchar', length: 20, default: 'admin' }) role: UserRole;
  /** Bumped on logout and password reset; tokens carrying an older version are refused. */
  @Column({ type: 'int', default: 0 }) tokenVersion: number;
  /** The base32 TOTP secret shown for enrolment, until a code from it confirms the authenticator app; sealed (SecondFactorCipher). */
  @Column({ type: 'varchar', length: 255, nullable: true }) totpPendingSecret: string | null;
  /** The active second factor's TOTP secret, sealed (SecondFactorCipher); null when the admin has none. */
  @Column({ type: 'varchar', length: 255, nullable: true }) totpSecret: string | null;
  /** The TOTP time step last accepted, so a code works once. */
  @Column({ type: 'int', nullable: true }) totpLastStep: number | null;
  /** JSON array of SHA-256 hashes of the unused recovery codes, sealed (SecondFactorCipher). */
  @Column({ type: 'text', nullable: true }) totpRecoveryCodes: string | null;
}
