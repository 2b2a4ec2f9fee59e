import { Column, Entity, Index } from 'typeorm';
import type { UserRole } from '../../common/domain/constants';
import { IdAndTimestampColumns } from '../../common/domain/timestamps';

/** A staff member's account (docs/running-the-park.md, "Staff and roles"). */
@Entity('users')
export class User extends IdAndTimestampColumns {
  @Index('UQ_users_username', { unique: true })
  @Column({ type: 'varchar', length: 100 })
  username: string;
  /** Empty while the member has not accepted the invitation: no password matches it. */
  @Column({ type: 'varchar', length: 255 }) passwordHash: string;
  @Column({ type: 'varchar', length: 20, default: 'owner' }) role: UserRole;
  /** Null for accounts made on the command line. */
  @Column({ type: 'varchar', length: 254, nullable: true }) email: string | null;
  /** A disabled member cannot sign in, and the tokens they hold stop working. */
  @Column({ type: 'boolean', default: false }) disabled: boolean;
  @Column({ type: 'datetime', precision: 3, nullable: true }) lastSignInAt: Date | null;
  /** SHA-256 (hex) of the pending invitation's token; null once accepted, or when there is none. */
  @Index('UQ_users_invite_token', { unique: true })
  @Column({ type: 'varchar', length: 64, nullable: true })
  inviteTokenHash: string | null;
  @Column({ type: 'datetime', precision: 3, nullable: true }) inviteExpiresAt: Date | null;
  /** Bumped on logout, password change or reset, role change and disabling; tokens carrying an older version are refused. */
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
