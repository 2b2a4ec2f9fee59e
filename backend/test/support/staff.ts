import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { hashPassword } from '../../src/auth/password-hasher';
import { User } from '../../src/common/auth/user.entity';
import type { UserRole } from '../../src/common/domain/constants';
import { signJwt } from './tokens';
import { unique } from './factories';

export interface TestMember {
  id: number;
  username: string;
  password: string;
  role: UserRole;
}

/**
 * The password of the members a test file adds, hashed once for the file: each argon2 hash costs a third of a second of
 * CPU, and most members only need a token. Never a username inside: a real park could not choose it
 * (auth/password-strength.ts).
 */
const MEMBER_PASSWORD = `hidden-lantern-${randomBytes(6).toString('hex')}`;
let memberPasswordHash: Promise<string> | undefined;

/** A member with a password, stored directly (the invitation flow has tests of its own). */
export async function addMember(dataSource: DataSource, role: UserRole, overrides: Partial<User> = {}): Promise<TestMember> {
  const username = overrides.username ?? unique(role);
  const passwordHash = await (memberPasswordHash ??= hashPassword(MEMBER_PASSWORD));
  const { identifiers } = await dataSource
    .getRepository(User)
    .insert({ username, role, email: `${username}@example.com`, passwordHash, ...overrides });
  return { id: identifiers[0].id as number, username, password: MEMBER_PASSWORD, role };
}

/** A token as the server issues it for the member's current tokenVersion, without a login (no throttling). */
export async function memberToken(dataSource: DataSource, jwtSecret: string, memberId: number): Promise<string> {
  const user = await dataSource.getRepository(User).findOneByOrFail({ id: memberId });
  const now = Math.floor(Date.now() / 1000);
  return signJwt({ sub: user.id, ver: user.tokenVersion, role: user.role, iat: now, exp: now + 3600 }, jwtSecret);
}
