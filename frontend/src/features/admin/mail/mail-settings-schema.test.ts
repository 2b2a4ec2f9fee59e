import { mailSettingsSchema, testMailSchema } from './mail-settings-schema';

const errorsOf = (values: Record<string, string>) =>
  mailSettingsSchema
    .validate(values, { abortEarly: false })
    .then(() => [])
    .catch((error: { errors: string[] }) => error.errors);

describe('mailSettingsSchema', () => {
  it('accepts empty fields (kept as saved) and well-formed ones', async () => {
    await expect(errorsOf({ smtpUrl: '', mailFrom: '', publicUrl: '' })).resolves.toEqual([]);
    await expect(
      errorsOf({
        smtpUrl: 'smtps://park:secret@smtp.example.com:465',
        mailFrom: 'Haunted Park <no-reply@park.example.com>',
        publicUrl: 'https://park.example.com',
      }),
    ).resolves.toEqual([]);
    await expect(errorsOf({ mailFrom: 'hello@park.example.com' })).resolves.toEqual([]);
  });

  it('refuses a URL that is no mail server, a sender that is no address and an address that is no site', async () => {
    await expect(
      errorsOf({ smtpUrl: 'http://smtp.example.com', mailFrom: 'Haunted Park', publicUrl: 'park.example.com' }),
    ).resolves.toEqual([
      'SMTP URL must look like smtp://user:password@host:587 or smtps://…',
      'From address must be an e-mail address, or a name and one: Haunted Park <no-reply@park.example.com>',
      'Public address must be the http(s) address of the site, e.g. https://park.example.com',
    ]);
  });
});

describe('testMailSchema', () => {
  it('needs an e-mail address', async () => {
    await expect(testMailSchema.validate({ to: 'owner' })).rejects.toThrow('Please enter a valid email address');
    await expect(testMailSchema.validate({ to: 'owner@example.com' })).resolves.toEqual({ to: 'owner@example.com' });
  });
});
