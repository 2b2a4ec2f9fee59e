import { SiteSettings } from '../src/settings/entities/site-settings.entity';
import { settingsBody } from './support/factories';
import { bearer, createTestApp, type TestApp } from './support/test-app';

describe('site settings', () => {
  let t: TestApp;
  let admin: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp({ env: { TICKETING_ORIGINS: 'https://tickets.example.com,https://shop.ticketing.example' } });
    admin = bearer(await t.adminToken());
  });
  afterAll(() => t.close());

  const stored = () => t.dataSource.getRepository(SiteSettings).findOneBy({ id: 1 });

  it('before anything is saved, visitors get empty values instead of an error', async () => {
    await t.dataSource.getRepository(SiteSettings).clear();
    const res = await t.http.get('/api/settings').expect(200);
    expect(res.body).toEqual({
      phone: '',
      groupsPhone: null,
      infoEmail: '',
      groupsEmail: '',
      jobsEmail: '',
      newYorkAddress: '',
      floridaAddress: '',
      facebookUrl: null,
      instagramUrl: null,
      tiktokUrl: null,
      youtubeUrl: null,
      twitterUrl: null,
      ticketingUrl: null,
      updatedAt: null,
    });
  });

  it('the first PUT creates the settings and visitors read them back', async () => {
    await t.dataSource.getRepository(SiteSettings).clear();
    const put = await t.http.put('/api/settings').set(admin).send(settingsBody()).expect(200);
    const { updatedAt, ...expected } = settingsBody() as Record<string, unknown>;
    expect(updatedAt).toBeUndefined();
    expect(put.body).toEqual({ ...expected, updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
    const get = await t.http.get('/api/settings').expect(200);
    expect(get.body).toEqual(put.body);
  });

  it('a later PUT replaces the row; empty or left-out optional links are cleared', async () => {
    await t.http.put('/api/settings').set(admin).send(settingsBody()).expect(200);
    const body = settingsBody({ phone: '716-555-0199', facebookUrl: '', groupsPhone: '  ' }) as Record<string, unknown>;
    delete body.instagramUrl;
    const res = await t.http.put('/api/settings').set(admin).send(body).expect(200);
    expect(res.body).toMatchObject({ phone: '716-555-0199', facebookUrl: null, instagramUrl: null, groupsPhone: null });
    await expect(t.dataSource.getRepository(SiteSettings).count()).resolves.toBe(1);
  });

  it('accepts a ticketing URL on any configured origin, and null for no ticketing', async () => {
    await t.http.put('/api/settings').set(admin).send(settingsBody({ ticketingUrl: 'https://shop.ticketing.example/e/haunt?ref=site' })).expect(200);
    const none = await t.http.put('/api/settings').set(admin).send(settingsBody({ ticketingUrl: null })).expect(200);
    expect(none.body.ticketingUrl).toBeNull();
  });

  it('refuses a ticketing URL outside TICKETING_ORIGINS with a message naming the setting, changing nothing', async () => {
    await t.http.put('/api/settings').set(admin).send(settingsBody()).expect(200);
    const res = await t.http.put('/api/settings').set(admin).send(settingsBody({ phone: '000-000-0000', ticketingUrl: 'https://evil.example.com/tickets' })).expect(400);
    const message =
      'Ticketing URL must be on an origin allowed by the TICKETING_ORIGINS setting (https://tickets.example.com, https://shop.ticketing.example); https://evil.example.com is not. Add it to TICKETING_ORIGINS and restart to use it.';
    expect(res.body).toEqual({ statusCode: 400, message: [message], error: 'Bad Request', errors: { ticketingUrl: [message] } });
    await expect(stored()).resolves.toMatchObject({ phone: '716-555-0100', ticketingUrl: 'https://tickets.example.com/haunt' });
  });

  it('refuses a plain-http ticketing URL even on an allowed host', async () => {
    const res = await t.http.put('/api/settings').set(admin).send(settingsBody({ ticketingUrl: 'http://tickets.example.com/haunt' })).expect(400);
    expect(res.body.errors).toEqual({ ticketingUrl: ['Ticketing URL must be an https:// URL (at most 500 characters)'] });
  });

  it('validates e-mails, required texts and link URLs with readable messages', async () => {
    await t.http.put('/api/settings').set(admin).send(settingsBody()).expect(200);
    const res = await t.http
      .put('/api/settings')
      .set(admin)
      .send(settingsBody({ phone: '', infoEmail: 'not-an-email', groupsEmail: 3, jobsEmail: undefined, newYorkAddress: '   ', twitterUrl: 'javascript:alert(1)', youtubeUrl: 'ftp://x.example.com' }))
      .expect(400);
    expect(res.body.errors).toEqual({
      phone: ['Phone is required'],
      infoEmail: ['Info email must be a valid email address'],
      groupsEmail: ['Groups email must be a valid email address'],
      jobsEmail: ['Jobs email must be a valid email address'],
      newYorkAddress: ['New York address is required'],
      twitterUrl: ['Twitter URL must be an http(s) URL (at most 500 characters)'],
      youtubeUrl: ['YouTube URL must be an http(s) URL (at most 500 characters)'],
    });
    await expect(stored()).resolves.toMatchObject({ phone: '716-555-0100', infoEmail: 'info@haunt.example.com' });
  });

  it('refuses unknown fields and needs an admin token to write', async () => {
    const unknown = await t.http.put('/api/settings').set(admin).send(settingsBody({ id: 2 })).expect(400);
    expect(unknown.body.message).toContain('property id should not exist');
    await t.http.put('/api/settings').send(settingsBody({ phone: '111-111-1111' })).expect(401);
    await expect(stored()).resolves.not.toMatchObject({ phone: '111-111-1111' });
  });
});
