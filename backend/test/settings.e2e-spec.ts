import { PUBLIC_READ_TTL_MS } from '../src/common/content/public-read-cache';
import { SiteSettings } from '../src/settings/entities/site-settings.entity';
import { settingsBody } from './support/factories';
import { startStubVendor, type StubVendor } from './support/stub-vendor';
import { testAppSession } from './support/test-app';

describe('site settings', () => {
  let vendor: StubVendor;
  beforeAll(async () => {
    vendor = await startStubVendor();
  });
  const t = testAppSession(() => ({
    config: { ticketingCheckCa: [vendor.ca], ticketingCheckTestLoopback: [vendor.endpoint] },
  }));
  afterAll(() => vendor.close());

  const stored = () => t.dataSource.getRepository(SiteSettings).findOneBy({ id: 1 });

  it('a PUT (200) is read back by staff with the ticketing check, by visitors without it', async () => {
    const put = await t.http.put('/api/settings').set(t.admin).send(settingsBody()).expect(200);
    expect(put.body).toMatchObject({ phone: '716-555-0100', ticketingCheck: null });
    expect((await t.http.get('/api/settings').set(t.admin).expect(200)).body).toEqual(put.body);
    const visitor = await t.http.get('/api/settings').expect(200);
    expect(visitor.body).toMatchObject({ phone: '716-555-0100' });
    expect(visitor.body).not.toHaveProperty('ticketingCheck');
  });

  it('takes empty or blank optional links and logo as none', async () => {
    const body = settingsBody({ facebookUrl: '', groupsPhone: '  ', logoUrl: '' });
    const res = await t.http.put('/api/settings').set(t.admin).send(body).expect(200);
    expect(res.body).toMatchObject({ facebookUrl: null, groupsPhone: null, logoUrl: null });
  });

  const frameSrc = async (path = '/api/health') => {
    const csp = (await t.http.get(path)).headers['content-security-policy'] as string;
    return csp.split(';').find((directive) => directive.startsWith('frame-src'));
  };

  it('saves any https vendor that allows framing, and every response’s frame-src admits it at once', async () => {
    const res = await t.http
      .put('/api/settings')
      .set(t.admin)
      .send(settingsBody({ ticketingUrl: `${vendor.origin}/open` }))
      .expect(200);
    expect(res.body).toMatchObject({ ticketingUrl: `${vendor.origin}/open`, ticketingEmbeddable: true });
    await expect(frameSrc()).resolves.toBe(
      `frame-src 'self' https://player.vimeo.com https://www.youtube.com https://www.youtube-nocookie.com ${vendor.origin}`,
    );
    await t.http
      .put('/api/settings')
      .set(t.admin)
      .send(settingsBody({ ticketingUrl: null }))
      .expect(200);
    await expect(frameSrc()).resolves.toBe(
      "frame-src 'self' https://player.vimeo.com https://www.youtube.com https://www.youtube-nocookie.com",
    );
  });

  it('a vendor saved by another replica (the row changed under this one) is in frame-src within the public reads’ bound', async () => {
    await t.http
      .put('/api/settings')
      .set(t.admin)
      .send(settingsBody({ ticketingUrl: null }))
      .expect(200);
    await frameSrc();
    await t.dataSource.getRepository(SiteSettings).update({ id: 1 }, { ticketingUrl: 'https://tickets.example.org/buy' });
    await expect(frameSrc()).resolves.not.toContain('tickets.example.org');
    const now = Date.now();
    const later = jest.spyOn(Date, 'now').mockReturnValue(now + PUBLIC_READ_TTL_MS + 1);
    try {
      await expect(frameSrc()).resolves.toContain(' https://tickets.example.org');
    } finally {
      later.mockRestore();
    }
  });

  it.each([
    ['carrying a user name or password', 'https://box-office:secret@tickets.example.com/haunt'],
    ['on plain http, even on an allowed host', 'http://tickets.example.com/haunt'],
  ])('refuses a ticketing URL %s', async (_, ticketingUrl) => {
    const res = await t.http.put('/api/settings').set(t.admin).send(settingsBody({ ticketingUrl })).expect(400);
    expect(res.body.errors).toEqual({
      ticketingUrl: ['Ticketing URL must be an https:// URL without user name or password (at most 500 characters)'],
    });
  });

  it('validates e-mails, texts and link URLs with readable messages', async () => {
    await t.http.put('/api/settings').set(t.admin).send(settingsBody()).expect(200);
    const res = await t.http
      .put('/api/settings')
      .set(t.admin)
      .send(
        settingsBody({
          phone: 'x'.repeat(31),
          infoEmail: 'not-an-email',
          groupsEmail: 3,
          jobsEmail: 'jobs@',
          groupsPhone: 7,
          twitterUrl: 'javascript:alert(1)',
          youtubeUrl: 'ftp://x.example.com',
        }),
      )
      .expect(400);
    expect(res.body.errors).toEqual({
      phone: ['Phone must be at most 30 characters'],
      infoEmail: ['Info email must be a valid email address'],
      groupsEmail: ['Groups email must be a valid email address'],
      jobsEmail: ['Jobs email must be a valid email address'],
      groupsPhone: ['Groups phone must be text'],
      twitterUrl: ['Twitter URL must be an http(s) URL (at most 500 characters)'],
      youtubeUrl: ['YouTube URL must be an http(s) URL (at most 500 characters)'],
    });
    await expect(stored()).resolves.toMatchObject({ phone: '716-555-0100', infoEmail: 'info@haunt.example.com' });
  });

  it('refuses a blank or long name, a long tagline and a logo that is not a picture of the media library', async () => {
    await t.http
      .put('/api/settings')
      .set(t.admin)
      .send(settingsBody({ parkName: 'Kept Park' }))
      .expect(200);
    const res = await t.http
      .put('/api/settings')
      .set(t.admin)
      .send(settingsBody({ parkName: '  ', tagline: 'x'.repeat(201), logoUrl: 'https://elsewhere.example.com/logo.svg' }))
      .expect(400);
    expect(res.body.errors).toEqual({
      parkName: ['Park name is required'],
      tagline: ['Tagline must be at most 200 characters'],
      logoUrl: ['Logo must be a picture of the media library'],
    });
    const long = await t.http
      .put('/api/settings')
      .set(t.admin)
      .send(settingsBody({ parkName: 'x'.repeat(81), logoUrl: 'javascript:alert(1)' }))
      .expect(400);
    expect(long.body.errors).toEqual({
      parkName: ['Park name must be at most 80 characters'],
      logoUrl: ['Logo must be a picture of the media library'],
    });
    await expect(stored()).resolves.toMatchObject({ parkName: 'Kept Park' });
  });

  it('refuses unknown fields and needs an admin token to write', async () => {
    const unknown = await t.http
      .put('/api/settings')
      .set(t.admin)
      .send(settingsBody({ id: 2 }))
      .expect(400);
    expect(unknown.body.message).toContain('property id should not exist');
    await t.http
      .put('/api/settings')
      .send(settingsBody({ phone: '111-111-1111' }))
      .expect(401);
    await expect(stored()).resolves.not.toMatchObject({ phone: '111-111-1111' });
  });
});
