import { randomBytes } from 'node:crypto';
import { Raw, type DataSource } from 'typeorm';
import { User } from '../common/auth/user.entity';
import { ConfigError } from '../config/config-error';
import { SiteSettings } from '../settings/entities/site-settings.entity';
import { DEFAULT_PARK_NAME } from '../settings/settings.constants';
import { hashPassword } from './password-hasher';
import { passwordWeakness } from './password-strength';

export const MIN_PASSWORD_LENGTH = 12;
export const PASSWORD_TOO_SHORT = `The password must be at least ${MIN_PASSWORD_LENGTH} characters`;

/** The columns of an account without a second factor (a reset turns it off). */
export const TWO_FACTOR_OFF = { totpSecret: null, totpPendingSecret: null, totpLastStep: null, totpRecoveryCodes: null } as const;

/** 144 random bits; drawn again when it holds the username or the park's name (one in 1,500 for a three-letter name). */
export async function generatePassword(username = ''): Promise<string> {
  for (;;) {
    const password = randomBytes(18).toString('base64url');
    if (!(await passwordWeakness(password, username))) return password;
  }
}

/** The rules of every password a member chooses (auth/password-strength.ts); throws the first one broken. */
export async function checkNewPassword(password: string, username: string, parkName = DEFAULT_PARK_NAME): Promise<void> {
  if (password.length < MIN_PASSWORD_LENGTH) throw new Error(PASSWORD_TOO_SHORT);
  const weakness = await passwordWeakness(password, username, parkName);
  if (weakness) throw new Error(weakness);
}

/** Matches a username whatever its case: usernames are unique without regard to case (`OWNER` is `owner`). */
export const sameUsername = (username: string) => Raw((column) => `LOWER(${column}) = LOWER(:username)`, { username });

/**
 * `npm run admin -- create/reset`: creates an owner, or sets a new password, enables the account, turns its second
 * factor off and revokes every token it holds.
 */
export async function upsertAdmin(dataSource: DataSource, username: string, password: string): Promise<'created' | 'reset'> {
  const settings = await dataSource.getRepository(SiteSettings).findOne({ select: { id: true, parkName: true }, where: {} });
  await checkNewPassword(password, username, settings?.parkName || DEFAULT_PARK_NAME);
  const users = dataSource.getRepository(User);
  const passwordHash = await hashPassword(password);
  const existing = await users.findOneBy({ username: sameUsername(username) });
  if (existing && existing.username !== username)
    throw new Error(`There is a user "${existing.username}", not "${username}": usernames are unique without regard to case`);
  if (existing) {
    await users.update(existing.id, {
      passwordHash,
      disabled: false,
      inviteTokenHash: null,
      inviteExpiresAt: null,
      tokenVersion: existing.tokenVersion + 1,
      ...TWO_FACTOR_OFF,
    });
    return 'reset';
  }
  await users.insert({ username, passwordHash, role: 'owner' });
  return 'created';
}

/**
 * First start: creates the admin from ADMIN_USERNAME/ADMIN_PASSWORD, or with a generated password
 * that is printed once. Later starts leave existing accounts alone.
 */
export async function ensureInitialAdmin(
  dataSource: DataSource,
  env: { adminUsername?: string; adminPassword?: string },
  print: (line: string) => void,
): Promise<void> {
  if ((await dataSource.getRepository(User).count()) > 0) return;
  const username = env.adminUsername ?? 'admin';
  const password = env.adminPassword ?? (await generatePassword(username));
  try {
    await checkNewPassword(password, username);
  } catch (error) {
    throw new ConfigError(`ADMIN_PASSWORD cannot be used for "${username}": ${(error as Error).message}`);
  }
  await upsertAdmin(dataSource, username, password);
  if (env.adminPassword) {
    print(`Admin account "${username}" created with the password from ADMIN_PASSWORD.`);
  } else {
    print('');
    print('  Admin account created. Log in at /admin/login with:');
    print(`    username: ${username}`);
    print(`    password: ${password}`);
    print('  This password is shown only once. Change it with: npm run admin -- reset ' + username);
    print('');
  }
}
