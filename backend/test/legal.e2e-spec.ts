import { testAppSession } from './support/test-app';

describe('legal pages (/api/legal)', () => {
  const t = testAppSession();

  it('before staff write them, the pages are templates naming what the site collects', async () => {
    const { body } = await t.http.get('/api/legal/privacy').expect(200);
    expect(body).toMatchObject({ key: 'privacy', title: 'Privacy Policy', reviewedAt: null });
    for (const collected of ['Contact messages', 'Job applications', 'keyed hash of your network address'])
      expect(body.body).toContain(collected);
    await t.http.get('/api/legal/terms').expect(200);
    await t.http.get('/api/legal/cookies').expect(404);
  });

  it('staff replace a page; visitors read it at once', async () => {
    const saved = await t.http
      .put('/api/legal/terms')
      .set(t.admin)
      .send({ title: 'Terms of Service', body: '## Tickets\n\nSold by our vendor.' })
      .expect(200);
    expect(saved.body.reviewedAt).toEqual(expect.any(String));
    const { body } = await t.http.get('/api/legal/terms').expect(200);
    expect(body.body).toBe('## Tickets\n\nSold by our vendor.');
    const bad = await t.http.put('/api/legal/terms').set(t.admin).send({ title: ' ', body: '' }).expect(400);
    expect(bad.body.errors).toEqual({ title: ['Title is required'], body: ['Text is required'] });
  });
});
