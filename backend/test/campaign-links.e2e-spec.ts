import { VisitCounter } from '../src/common/visits/visit-counter';
import { testAppSession } from './support/test-app';

const BROWSER = 'Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0 Mobile Safari/537.36';
const linkBody = (overrides: Record<string, unknown> = {}) => ({
  slug: 'fall-mail',
  targetPath: '/new-york/dark-legends/the-lady-in-white',
  campaign: 'fall-mail',
  source: 'newsletter',
  medium: 'email',
  ...overrides,
});

describe('campaign links (/api/campaign-links, /go/{slug})', () => {
  // Loopback is the trusted proxy, so X-Forwarded-For stands for different visitors.
  const t = testAppSession({ config: { trustedProxies: ['127.0.0.1', '::1'] } });
  const follow = (slug: string, visitor: string, userAgent = BROWSER) =>
    t.http.get(`/go/${slug}`).set({ 'User-Agent': userAgent, 'X-Forwarded-For': visitor });

  beforeEach(() => t.dataSource.query('DELETE FROM campaign_links'));

  it("sends a visitor to the link's page with its campaign, counts each visitor once and shows the follows to staff", async () => {
    const link = (await t.http.post('/api/campaign-links').set(t.admin).send(linkBody()).expect(201)).body;
    expect(link).toMatchObject({ ...linkBody(), follows: 0, ticketClicks: 0 });

    const res = await follow('fall-mail', '203.0.113.1').expect(302);
    expect(res.headers.location).toBe(
      '/new-york/dark-legends/the-lady-in-white?utm_source=newsletter&utm_medium=email&utm_campaign=fall-mail',
    );
    expect(res.headers['cache-control']).toBe('no-store');
    await follow('fall-mail', '203.0.113.1').expect(302);
    await follow('fall-mail', '203.0.113.2').expect(302);
    await follow('fall-mail', '203.0.113.3', 'Twitterbot/1.0').expect(302);
    await t.app.get(VisitCounter).flush();

    const listed = await t.http.get('/api/campaign-links').set(t.admin).expect(200);
    expect(listed.body).toEqual([expect.objectContaining({ id: link.id, slug: 'fall-mail', follows: 2 })]);
    const audit = await t.dataSource.query("SELECT action, label FROM audit_log WHERE recordType = 'campaign-link'");
    expect(audit).toEqual([expect.objectContaining({ action: 'create' })]);
  });

  it('sends a link that does not exist to the home page', async () => {
    const res = await follow('no-such-link', '203.0.113.9').expect(302);
    expect(res.headers.location).toBe('/');
  });

  it('changes and deletes a link; a slug is one link', async () => {
    const link = (await t.http.post('/api/campaign-links').set(t.admin).send(linkBody()).expect(201)).body;
    const changed = await t.http
      .put(`/api/campaign-links/${link.id}`)
      .set(t.admin)
      .send(linkBody({ targetPath: '/florida', medium: null }))
      .expect(200);
    expect(changed.body).toMatchObject({ targetPath: '/florida', medium: '' });
    expect((await follow('fall-mail', '203.0.113.20').expect(302)).headers.location).toBe(
      '/florida?utm_source=newsletter&utm_campaign=fall-mail',
    );
    await t.http.post('/api/campaign-links').set(t.admin).send(linkBody()).expect(409);
    await t.http.delete(`/api/campaign-links/${link.id}`).set(t.admin).expect(204);
    await t.http.delete(`/api/campaign-links/${link.id}`).set(t.admin).expect(404);
  });

  it.each([
    ['slug', { slug: 'Fall Mail' }, 'Slug may contain only lowercase letters, digits and single hyphens'],
    ['targetPath', { targetPath: '//evil.example/x' }, 'Page must be a path of this site, starting with /'],
    ['targetPath', { targetPath: 'https://evil.example' }, 'Page must be a path of this site, starting with /'],
    ['campaign', { campaign: 'fall mail' }, 'Campaign may contain only letters, digits, dots, hyphens and underscores'],
    ['source', { source: '' }, 'Source is required'],
    ['source', { source: 'news/letter' }, 'Source may contain only letters, digits, dots, hyphens and underscores'],
    ['medium', { medium: 'e mail' }, 'Medium may contain only letters, digits, dots, hyphens and underscores'],
  ])('refuses a bad %s with its message', async (field, overrides, message) => {
    const res = await t.http.post('/api/campaign-links').set(t.admin).send(linkBody(overrides)).expect(400);
    expect(res.body.errors[field]).toContain(message);
  });
});
