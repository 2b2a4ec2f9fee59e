import { campaignLinkSchema } from './campaign-link-schema';

const valid = { slug: 'fall-mail', targetPath: '/new-york', campaign: 'fall-mail', source: 'newsletter', medium: '' };
const messageOf = (values: Record<string, string>) =>
  campaignLinkSchema.validate({ ...valid, ...values }).then(
    () => undefined,
    (error: Error) => error.message,
  );

describe('campaignLinkSchema', () => {
  it('accepts a link to a page of the site with its campaign', async () => {
    await expect(messageOf({})).resolves.toBeUndefined();
  });

  it.each([
    [{ slug: 'Fall Mail' }, 'Slug may contain only lowercase letters, digits and single hyphens'],
    [{ targetPath: 'https://elsewhere.example' }, 'Page must be a path of this site, starting with /'],
    [{ targetPath: '//elsewhere.example' }, 'Page must be a path of this site, starting with /'],
    [{ campaign: 'fall mail' }, 'Campaign may contain only letters, digits, dots, hyphens and underscores'],
    [{ source: '' }, 'Source is required'],
  ])('refuses %j: %s', async (values, message) => {
    await expect(messageOf(values)).resolves.toBe(message);
  });
});
