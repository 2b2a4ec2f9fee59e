import { inviteSchema } from './staff-schema';

describe('the invitation form', () => {
  it('accepts a username, an e-mail address and a role', async () => {
    await expect(inviteSchema.isValid({ username: 'marta.k', email: 'marta@example.com', role: 'editor' })).resolves.toBe(true);
  });

  it('refuses a username with spaces and an address without a domain, with the server’s words', async () => {
    await expect(inviteSchema.validateAt('username', { username: 'marta k' })).rejects.toThrow(
      'Username must be 2 to 100 letters, digits, dots, dashes or underscores',
    );
    await expect(inviteSchema.validateAt('email', { email: 'marta@' })).rejects.toThrow('Please enter a valid email address');
  });
});
