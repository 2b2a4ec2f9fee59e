import { acceptInviteSchema, changePasswordSchema } from './password-schema';

describe('password forms', () => {
  it('ask for at least 12 characters, typed twice alike', async () => {
    await expect(acceptInviteSchema.validateAt('password', { password: 'short' })).rejects.toThrow(
      'The password must be at least 12 characters',
    );
    await expect(acceptInviteSchema.validateAt('repeat', { password: 'long-enough-pass', repeat: 'long-enough-pas' })).rejects.toThrow(
      'The two passwords differ',
    );
    await expect(acceptInviteSchema.isValid({ password: 'long-enough-pass', repeat: 'long-enough-pass' })).resolves.toBe(true);
  });

  it('need the current password to change it', async () => {
    await expect(changePasswordSchema.validateAt('currentPassword', { currentPassword: '' })).rejects.toThrow(
      'Current password is required',
    );
  });
});
