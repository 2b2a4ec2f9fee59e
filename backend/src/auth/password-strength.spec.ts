import { TEST_ADMIN } from '../../test/support/test-admin';
import { generatePassword } from './admin-accounts';
import { PASSWORD_HAS_PARK_NAME, PASSWORD_HAS_USERNAME, passwordWeakness } from './password-strength';

describe('passwordWeakness', () => {
  it.each([
    [
      'password1234',
      'This password is too easy to guess: this is similar to a commonly used password. Add more words that are less common.',
    ],
    [
      'aaaaaaaaaaaa',
      'This password is too easy to guess: repeated characters like "aaa" are easy to guess. Add more words that are less common.',
    ],
    ['qwertyuiop12', expect.stringMatching(/^This password is too easy to guess/)],
    ['marta-secret-99', PASSWORD_HAS_USERNAME],
    ['99.MARTA.secret', PASSWORD_HAS_USERNAME],
    ['Haunted-Park-1', PASSWORD_HAS_PARK_NAME],
    ['HAUNTED_PARK_2026', PASSWORD_HAS_PARK_NAME],
  ])('refuses %p, saying why', (password, reason) => {
    expect(passwordWeakness(password, 'marta')).toEqual(reason);
  });

  it('does not look for a two-letter username inside the password', () => {
    expect(passwordWeakness('velvet-lantern-moss-42', 'ss')).toBeNull();
  });

  it('accepts every generated password (npm run admin, the first start)', () => {
    for (let i = 0; i < 10; i++) expect(passwordWeakness(generatePassword('admin'), 'admin')).toBeNull();
  });

  it('accepts the passwords the tests choose for their accounts, as a real park could', () => {
    expect(passwordWeakness(TEST_ADMIN.password, TEST_ADMIN.username)).toBeNull();
    for (const password of ['lantern-chose-this-one', 'velvet-lantern-moss-42', 'first-password-123', 'brand-new-password-1'])
      expect(passwordWeakness(password, 'marta')).toBeNull();
  });
});
