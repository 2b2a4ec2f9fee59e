import { needsRehash } from 'argon2';
import { DECOY_HASH, hashPassword, PASSWORD_HASH_OPTIONS, verifyPassword } from './password-hasher';

describe('password hashing', () => {
  it('hashes with argon2id at the configured cost, and verifies only the right password', async () => {
    const hash = await hashPassword('a long enough password');
    expect(hash.startsWith('$argon2id$')).toBe(true);
    expect(needsRehash(hash, PASSWORD_HASH_OPTIONS)).toBe(false);
    expect(await verifyPassword(hash, 'a long enough password')).toBe(true);
    expect(await verifyPassword(hash, 'another password')).toBe(false);
    expect(await verifyPassword('not a hash', 'a long enough password')).toBe(false);
  });

  it('checks a login of an unknown account against a decoy made like every real hash, so it costs the same', async () => {
    expect(DECOY_HASH.startsWith('$argon2id$')).toBe(true);
    expect(needsRehash(DECOY_HASH, PASSWORD_HASH_OPTIONS)).toBe(false);
    expect(await verifyPassword(DECOY_HASH, 'decoy-password-for-unknown-users')).toBe(false);
  });
});
