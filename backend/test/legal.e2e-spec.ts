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

  it('gives a Spanish reader the page in Spanish where staff translated it, the English elsewhere', async () => {
    const spanish = { es: { title: 'Política de privacidad' } };
    await t.http
      .put('/api/legal/privacy')
      .set(t.admin)
      .send({ title: 'Privacy Policy', body: 'We keep little.', translations: spanish })
      .expect(200);
    const read = (await t.http.get('/api/legal/privacy?language=es').expect(200)).body;
    expect(read).toMatchObject({ title: 'Política de privacidad', body: 'We keep little.' });
    expect(read.translations).toBeUndefined();
    expect((await t.http.get('/api/legal/privacy').expect(200)).body.title).toBe('Privacy Policy');
    const staff = (await t.http.get('/api/legal/privacy').set(t.admin).expect(200)).body;
    expect(staff.translations).toEqual(spanish);
    // A save that leaves them out keeps them.
    const kept = await t.http.put('/api/legal/privacy').set(t.admin).send({ title: 'Privacy Policy', body: 'We keep less.' }).expect(200);
    expect(kept.body.translations).toEqual(spanish);
  });
});
