import * as argon2 from 'argon2';

/** OWASP's argon2id baseline: 19 MiB, 2 iterations, 1 lane. */
export const PASSWORD_HASH_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * The hash of a random password nobody was told, made with PASSWORD_HASH_OPTIONS: a login for an account that does not
 * exist is checked against it, so it costs what a wrong password costs. Fixed rather than made at start, so a start
 * spends no hashing on it; password-hasher.spec.ts fails when it no longer matches the options.
 */
export const DECOY_HASH = '$argon2id$v=19$m=19456,p=1,t=2$Pi+KkUoZ4nSFVJB9VJKq8A$LhWhJh4wAqz/Br4tjWF7D49Kcd+Sy9z2Jf+yVhgf6CU';

export const hashPassword = (password: string): Promise<string> => argon2.hash(password, PASSWORD_HASH_OPTIONS);

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}
