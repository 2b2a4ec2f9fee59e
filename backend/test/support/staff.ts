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

/** A member with a password, stored directly (the invitation flow has tests of its own). */
export async function addMember(dataSource: DataSource, role: UserRole, overrides: Partial<User> = {}): Promise<TestMember> {
  const username = overrides.username ?? unique(role);
  // Never the username inside: a real park could not choose it (auth/password-strength.ts).
  const password = `hidden-lantern-${randomBytes(6).toString('hex')}`;
  const { identifiers } = await dataSource
    .getRepository(User)
    .insert({ username, role, email: `${username}@example.com`, passwordHash: await hashPassword(password), ...overrides });
  return { id: identifiers[0].id as number, username, password, role };
}

/** A token as the server issues it for the member's current tokenVersion, without a login (no throttling). */
export async function memberToken(dataSource: DataSource, jwtSecret: string, memberId: number): Promise<string> {
  const user = await dataSource.getRepository(User).findOneByOrFail({ id: memberId });
  const now = Math.floor(Date.now() / 1000);
  return signJwt({ sub: user.id, ver: user.tokenVersion, role: user.role, iat: now, exp: now + 3600 }, jwtSecret);
}
