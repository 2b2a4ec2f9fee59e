import { TEST_ADMIN } from '../../test/support/test-admin';
import { generatePassword } from './admin-accounts';
import { passwordHasParkName, PASSWORD_HAS_USERNAME, passwordWeakness } from './password-strength';

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
    ['Haunted-Park-1', passwordHasParkName('Haunted Park')],
    ['HAUNTED_PARK_2026', passwordHasParkName('Haunted Park')],
  ])('refuses %p, saying why', async (password, reason) => {
    expect(await passwordWeakness(password, 'marta')).toEqual(reason);
  });

  it("refuses the name the park goes by, not the default's, once it is renamed", async () => {
    expect(await passwordWeakness('Fright-Farm-2026!', 'marta', 'Fright Farm')).toEqual(passwordHasParkName('Fright Farm'));
    expect(await passwordWeakness('fright farm velvet lantern', 'marta', 'Fright Farm')).toEqual(passwordHasParkName('Fright Farm'));
    expect(await passwordWeakness('Haunted-Lantern-Moss-42', 'marta', 'Fright Farm')).toBeNull();
  });

  it('does not look for a two-letter username inside the password', async () => {
    expect(await passwordWeakness('velvet-lantern-moss-42', 'ss')).toBeNull();
  });

  it('accepts every generated password (npm run admin, the first start)', async () => {
    for (let i = 0; i < 10; i++) expect(await passwordWeakness(await generatePassword('admin'), 'admin')).toBeNull();
  });

  it('accepts the passwords the tests choose for their accounts, as a real park could', async () => {
    expect(await passwordWeakness(TEST_ADMIN.password, TEST_ADMIN.username)).toBeNull();
    for (const password of ['lantern-chose-this-one', 'velvet-lantern-moss-42', 'first-password-123', 'brand-new-password-1'])
      expect(await passwordWeakness(password, 'marta')).toBeNull();
  });
});
