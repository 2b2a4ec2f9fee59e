import { loadConfig } from '../config/app.config';
import { isSealed, SecondFactorCipher } from './second-factor-cipher';

const cipherWith = (key: string) =>
  new SecondFactorCipher({ ...loadConfig({ DATA_DIR: '/tmp/second-factor-cipher-spec' }), secondFactorKey: key });

describe('SecondFactorCipher', () => {
  const sut = cipherWith('a'.repeat(32));
  const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

  it('seals a value so that it opens again for its account, and fits the 255-character column', () => {
    const sealed = sut.seal(secret, 7);
    expect(isSealed(sealed)).toBe(true);
    expect(sealed).not.toContain(secret);
    expect(sealed.length).toBeLessThanOrEqual(255);
    expect(sut.open(sealed, 7)).toBe(secret);
  });

  it('seals the same value differently each time (a fresh nonce)', () => {
    expect(sut.seal(secret, 7)).not.toBe(sut.seal(secret, 7));
  });

  it('refuses to open a value copied to another account, or under another key, or altered', () => {
    const sealed = sut.seal(secret, 7);
    const keyMismatch = expect.objectContaining({ status: 503, response: expect.objectContaining({ code: 'SECOND_FACTOR_KEY_MISMATCH' }) });
    expect(() => sut.open(sealed, 8)).toThrow(keyMismatch);
    expect(() => cipherWith('b'.repeat(32)).open(sealed, 7)).toThrow(keyMismatch);
    const altered = sealed.slice(0, -2) + (sealed.endsWith('AA') ? 'AB' : 'AA');
    expect(() => sut.open(altered, 7)).toThrow(keyMismatch);
  });

  it('reads a value stored before encryption as it is', () => {
    expect(isSealed(secret)).toBe(false);
    expect(sut.open(secret, 7)).toBe(secret);
  });
});
