import { PUBLIC_READ_TTL_MS } from '../src/common/content/public-read-cache';
import { SiteSettings } from '../src/settings/entities/site-settings.entity';
import { settingsBody } from './support/factories';
import { startStubVendor, type StubVendor } from './support/stub-vendor';
import { testAppSession } from './support/test-app';

// A loopback port nothing listens on, which the check may try (it stands for a vendor that is down).
const CLOSED_LOOPBACK = '127.0.0.1:9';

describe('site settings', () => {
  let vendor: StubVendor;
  // An internal service the check must never reach: it is on loopback and not listed for the check.
  let internal: StubVendor;
  beforeAll(async () => {
    [vendor, internal] = await Promise.all([startStubVendor(), startStubVendor()]);
  });
  const t = testAppSession(() => ({
    config: { ticketingCheckCa: [vendor.ca, internal.ca], ticketingCheckTestLoopback: [vendor.endpoint, CLOSED_LOOPBACK] },
  }));
  afterAll(() => Promise.all([vendor.close(), internal.close()]));

  const stored = () => t.dataSource.getRepository(SiteSettings).findOneBy({ id: 1 });

  it('before anything is saved, visitors get empty values instead of an error', async () => {
    await t.dataSource.getRepository(SiteSettings).clear();
    const res = await t.http.get('/api/settings').expect(200);
    expect(res.body).toEqual({
      parkName: 'Haunted Park',
      tagline: '',
      logoUrl: null,
      phone: '',
      groupsPhone: null,
      infoEmail: '',
      groupsEmail: '',
      jobsEmail: '',
      facebookUrl: null,
      instagramUrl: null,
      tiktokUrl: null,
      youtubeUrl: null,
      twitterUrl: null,
      ticketingUrl: null,
      ticketingEmbeddable: false,
      ticketingTakesCampaign: false,
      updatedAt: null,
    });
  });

  it('the first PUT creates the settings and visitors read them back', async () => {
    await t.dataSource.getRepository(SiteSettings).clear();
    const put = await t.http.put('/api/settings').set(t.admin).send(settingsBody()).expect(200);
    const { updatedAt, ...expected } = settingsBody() as Record<string, unknown>;
    expect(updatedAt).toBeUndefined();
    expect(put.body).toEqual({
      ...expected,
      ticketingEmbeddable: false,
      ticketingCheck: null,
      ticketingTakesCampaign: false,
      // Left out of the body, the name, tagline and logo keep their default.
      parkName: 'Haunted Park',
      tagline: '',
      logoUrl: null,
      updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    const get = await t.http.get('/api/settings').set(t.admin).expect(200);
    expect(get.body).toEqual(put.body);
    const forVisitors = { ...put.body };
    delete forVisitors.ticketingCheck;
    await expect(t.http.get('/api/settings').expect(200)).resolves.toMatchObject({ status: 200, body: forVisitors });
  });

  it('a later PUT replaces the row; empty or left-out optional links are cleared', async () => {
    await t.http.put('/api/settings').set(t.admin).send(settingsBody()).expect(200);
    const body = settingsBody({ phone: '716-555-0199', facebookUrl: '', groupsPhone: '  ' }) as Record<string, unknown>;
    delete body.instagramUrl;
    const res = await t.http.put('/api/settings').set(t.admin).send(body).expect(200);
    expect(res.body).toMatchObject({ phone: '716-555-0199', facebookUrl: null, instagramUrl: null, groupsPhone: null });
    await expect(t.dataSource.getRepository(SiteSettings).count()).resolves.toBe(1);
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
    expect(res.body).toMatchObject({
      ticketingUrl: `${vendor.origin}/open`,
      ticketingEmbeddable: true,
      ticketingCheck: 'allows-framing',
    });
    await expect(frameSrc()).resolves.toBe(
      `frame-src 'self' https://player.vimeo.com https://www.youtube.com https://www.youtube-nocookie.com ${vendor.origin}`,
    );
    const none = await t.http
      .put('/api/settings')
      .set(t.admin)
      .send(settingsBody({ ticketingUrl: null }))
      .expect(200);
    expect(none.body).toMatchObject({ ticketingUrl: null, ticketingEmbeddable: false, ticketingCheck: null });
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

  it.each(['/deny', '/csp-none', '/moved'])(
    'saves a vendor at %s that refuses framing; staff get the plain verdict and visitors no check at all',
    async (path) => {
      const res = await t.http
        .put('/api/settings')
        .set(t.admin)
        .send(settingsBody({ ticketingUrl: `${vendor.origin}${path}` }))
        .expect(200);
      expect(res.body).toMatchObject({
        ticketingUrl: `${vendor.origin}${path}`,
        ticketingEmbeddable: false,
        ticketingCheck: 'refuses-framing',
      });
      await expect(t.http.get('/api/settings').set(t.admin).expect(200)).resolves.toMatchObject({
        body: { ticketingEmbeddable: false, ticketingCheck: 'refuses-framing' },
      });
      const visitor = await t.http.get('/api/settings').expect(200);
      expect(visitor.body).toMatchObject({ ticketingUrl: `${vendor.origin}${path}`, ticketingEmbeddable: false });
      expect(visitor.body).not.toHaveProperty('ticketingCheck');
    },
  );

  it('saves a vendor the check cannot reach as unreachable, without the cause', async () => {
    const res = await t.http
      .put('/api/settings')
      .set(t.admin)
      .send(settingsBody({ ticketingUrl: `https://${CLOSED_LOOPBACK}/tickets` }))
      .expect(200);
    expect(res.body).toMatchObject({ ticketingEmbeddable: false, ticketingCheck: 'unreachable' });
  });

  it('follows at most three redirects, then counts the vendor as unreachable', async () => {
    vendor.requests.length = 0;
    const res = await t.http
      .put('/api/settings')
      .set(t.admin)
      .send(settingsBody({ ticketingUrl: `${vendor.origin}/loop` }))
      .expect(200);
    expect(res.body).toMatchObject({ ticketingEmbeddable: false, ticketingCheck: 'unreachable' });
    expect(vendor.requests).toEqual(['/loop', '/loop', '/loop', '/loop']);
  });

  it('refuses a ticketing URL on an internal address without sending it any request', async () => {
    const port = internal.endpoint.split(':')[1];
    const internalUrls = [
      `https://127.0.0.1:${port}/`,
      `https://[::1]:${port}/`,
      `https://0.0.0.0:${port}/`,
      `https://[::]:${port}/`,
      `https://[::ffff:127.0.0.1]:${port}/`,
      `https://[::ffff:7f00:1]:${port}/`,
      'https://169.254.169.254/latest/meta-data/',
      'https://10.0.0.1/',
      'https://172.16.5.4/',
      'https://192.168.1.1/',
      'https://100.64.0.1/',
      'https://[fd00::1]/',
      'https://[fe80::1]/',
      'https://224.0.0.1/',
      'https://[ff02::1]/',
    ];
    for (const ticketingUrl of internalUrls) {
      const res = await t.http.put('/api/settings').set(t.admin).send(settingsBody({ ticketingUrl }));
      expect({ ticketingUrl, status: res.status }).toEqual({ ticketingUrl, status: 400 });
      expect(res.body.errors.ticketingUrl[0]).toMatch(
        /^Ticketing URL must be on the public internet; .+ is not a public internet address\.$/,
      );
    }
    expect(internal.requests).toEqual([]);
    expect((await stored())?.ticketingUrl ?? '').not.toContain(port);
  });

  it('checks every redirect: one to an internal address ends the check as unreachable without reaching it', async () => {
    const to = encodeURIComponent(`${internal.origin}/admin`);
    const res = await t.http
      .put('/api/settings')
      .set(t.admin)
      .send(settingsBody({ ticketingUrl: `${vendor.origin}/redirect?to=${to}` }))
      .expect(200);
    expect(res.body).toMatchObject({ ticketingEmbeddable: false, ticketingCheck: 'unreachable' });
    expect(internal.requests).toEqual([]);
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

  it('stores contact details left out or blank as empty: a park need not publish a phone or e-mail it has not got', async () => {
    const res = await t.http.put('/api/settings').set(t.admin).send({ phone: '  ', infoEmail: '', groupsEmail: null }).expect(200);
    expect(res.body).toMatchObject({ phone: '', infoEmail: '', groupsEmail: '', jobsEmail: '' });
    await expect(stored()).resolves.toMatchObject({ phone: '', jobsEmail: '' });
  });

  it("keeps the park's name, tagline and logo; a PUT without a name keeps the saved one", async () => {
    const logoUrl = '/uploads/0123456789abcdef0123456789abcdef.png';
    const put = await t.http
      .put('/api/settings')
      .set(t.admin)
      .send(settingsBody({ parkName: ' Orchard Frights ', tagline: 'Three fields of fear', logoUrl }))
      .expect(200);
    expect(put.body).toMatchObject({ parkName: 'Orchard Frights', tagline: 'Three fields of fear', logoUrl });
    const again = await t.http
      .put('/api/settings')
      .set(t.admin)
      .send(settingsBody({ tagline: '', logoUrl: '' }))
      .expect(200);
    expect(again.body).toMatchObject({ parkName: 'Orchard Frights', tagline: '', logoUrl: null });
    const svgLogo = '/uploads/0123456789abcdef0123456789abcdef.svg';
    const svg = await t.http
      .put('/api/settings')
      .set(t.admin)
      .send(settingsBody({ logoUrl: svgLogo }))
      .expect(200);
    expect(svg.body).toMatchObject({ logoUrl: svgLogo });
    await expect(t.http.get('/api/settings').expect(200)).resolves.toMatchObject({ body: { parkName: 'Orchard Frights' } });
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

// Its own app and database: a second app's admin login would end the first suite's session.
describe('site settings with the optional TICKETING_ORIGINS allow-list', () => {
  const listed = testAppSession({ env: { TICKETING_ORIGINS: 'https://tickets.example.com,https://shop.ticketing.example' } });

  it('refuses other origins with a message naming the setting, changing nothing', async () => {
    await listed.http.put('/api/settings').set(listed.admin).send(settingsBody()).expect(200);
    const res = await listed.http
      .put('/api/settings')
      .set(listed.admin)
      .send(settingsBody({ phone: '000-000-0000', ticketingUrl: 'https://evil.example.com/tickets' }))
      .expect(400);
    const message =
      'Ticketing URL must be on an origin allowed by the TICKETING_ORIGINS setting (https://tickets.example.com, https://shop.ticketing.example); https://evil.example.com is not.';
    expect(res.body).toEqual({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: [message],
      error: 'Bad Request',
      errors: { ticketingUrl: [message] },
    });
    await expect(listed.dataSource.getRepository(SiteSettings).findOneBy({ id: 1 })).resolves.toMatchObject({
      phone: '716-555-0100',
      ticketingUrl: null,
    });
  });
});
