import { attractionBody, blogPostBody, settingsBody, testimonialBody, videoBackgroundBody } from './support/factories';
import { testAppSession } from './support/test-app';

const PUBLIC_CACHE_CONTROL = 'public, max-age=10, stale-while-revalidate=60';

/** Cached public reads: invalidated by every admin write, HTTP cache headers, ETag/304, and keyset paging. */
describe('public reads', () => {
  const t = testAppSession();

  const createStory = async (overrides: Record<string, unknown> = {}) => {
    const res = await t.http
      .post('/api/blog-posts')
      .set(t.admin)
      .send(blogPostBody({ published: true, region: 'florida', ...overrides }));
    expect(res.status).toBe(201);
    return res.body as { id: number; slug: string; title: string };
  };
  const storySlugs = async (query = 'region=florida&limit=100') =>
    ((await t.http.get(`/api/blog-posts?${query}`).expect(200)).body.items as { slug: string }[]).map((s) => s.slug);

  describe('each admin write is seen by the next visitor read', () => {
    it('stories: create, update, unpublish and delete', async () => {
      const before = await storySlugs();
      const story = await createStory();
      expect(await storySlugs()).toEqual([story.slug, ...before]);

      await t.http.get(`/api/blog-posts/${story.slug}`).expect(200);
      await t.http
        .put(`/api/blog-posts/${story.id}`)
        .set(t.admin)
        .send(blogPostBody({ slug: story.slug, region: 'florida', published: true, title: 'Renamed Tale' }))
        .expect(200);
      expect((await t.http.get(`/api/blog-posts/${story.slug}`).expect(200)).body.title).toBe('Renamed Tale');

      await t.http
        .put(`/api/blog-posts/${story.id}`)
        .set(t.admin)
        .send(blogPostBody({ slug: story.slug, region: 'florida', published: false }))
        .expect(200);
      await t.http.get(`/api/blog-posts/${story.slug}`).expect(404);
      expect(await storySlugs()).toEqual(before);

      await t.http
        .put(`/api/blog-posts/${story.id}`)
        .set(t.admin)
        .send(blogPostBody({ slug: story.slug, region: 'florida', published: true }))
        .expect(200);
      await t.http.get(`/api/blog-posts/${story.slug}`).expect(200);
      await t.http.delete(`/api/blog-posts/${story.id}`).set(t.admin).expect(204);
      await t.http.get(`/api/blog-posts/${story.slug}`).expect(404);
      expect(await storySlugs()).toEqual(before);
    });

    it('attractions: create, update and delete', async () => {
      const titles = async () => ((await t.http.get('/api/attractions').expect(200)).body.items as { title: string }[]).map((a) => a.title);
      await titles();
      const created = (
        await t.http
          .post('/api/attractions')
          .set(t.admin)
          .send(attractionBody({ title: 'Cached Crypt' }))
          .expect(201)
      ).body as { id: number };
      expect(await titles()).toContain('Cached Crypt');
      expect((await t.http.get(`/api/attractions/${created.id}`).expect(200)).body.title).toBe('Cached Crypt');
      await t.http
        .put(`/api/attractions/${created.id}`)
        .set(t.admin)
        .send(attractionBody({ title: 'Fresh Crypt' }))
        .expect(200);
      expect(await titles()).toContain('Fresh Crypt');
      expect((await t.http.get(`/api/attractions/${created.id}`).expect(200)).body.title).toBe('Fresh Crypt');
      await t.http.delete(`/api/attractions/${created.id}`).set(t.admin).expect(204);
      expect(await titles()).not.toContain('Fresh Crypt');
      await t.http.get(`/api/attractions/${created.id}`).expect(404);
    });

    it('testimonials: create and delete', async () => {
      const names = async () => ((await t.http.get('/api/testimonials').expect(200)).body.items as { name: string }[]).map((x) => x.name);
      await names();
      const created = (
        await t.http
          .post('/api/testimonials')
          .set(t.admin)
          .send(testimonialBody({ name: 'Cached Carol' }))
          .expect(201)
      ).body as { id: number };
      expect(await names()).toContain('Cached Carol');
      await t.http.delete(`/api/testimonials/${created.id}`).set(t.admin).expect(204);
      expect(await names()).not.toContain('Cached Carol');
    });

    it('settings', async () => {
      await t.http.get('/api/settings').expect(200);
      await t.http
        .put('/api/settings')
        .set(t.admin)
        .send(settingsBody({ phone: '716-555-0199' }))
        .expect(200);
      expect((await t.http.get('/api/settings').expect(200)).body.phone).toBe('716-555-0199');
    });

    it('the active video background', async () => {
      expect((await t.http.get('/api/video-backgrounds/active/landing').expect(200)).body).toBeNull();
      const video = (
        await t.http
          .post('/api/video-backgrounds')
          .set(t.admin)
          .send(videoBackgroundBody({ isActive: true, title: 'Cached fog' }))
          .expect(201)
      ).body as { id: number };
      expect((await t.http.get('/api/video-backgrounds/active/landing').expect(200)).body.title).toBe('Cached fog');
      await t.http.delete(`/api/video-backgrounds/${video.id}`).set(t.admin).expect(204);
      expect((await t.http.get('/api/video-backgrounds/active/landing').expect(200)).body).toBeNull();
    });
  });

  describe('visitors and staff never share an answer', () => {
    it('a visitor never sees the draft list an admin read, nor the admin the visitor list', async () => {
      const draft = await createStory({ published: false });
      expect(await storySlugs()).not.toContain(draft.slug);
      const staff = await t.http.get('/api/blog-posts?region=florida&limit=100').set(t.admin).expect(200);
      expect(staff.body.items.map((s: { slug: string }) => s.slug)).toContain(draft.slug);
      expect(await storySlugs()).not.toContain(draft.slug);
      await t.http.get(`/api/blog-posts/${draft.slug}`).set(t.admin).expect(200);
      await t.http.get(`/api/blog-posts/${draft.slug}`).expect(404);
    });
  });

  describe('HTTP caching', () => {
    it('gives visitors public Cache-Control, an ETag, and 304 for a matching If-None-Match', async () => {
      const story = await createStory();
      for (const path of [
        '/api/blog-posts?region=florida',
        `/api/blog-posts/${story.slug}`,
        '/api/attractions',
        '/api/testimonials',
        '/api/settings',
        '/api/video-backgrounds/active/landing',
      ]) {
        const first = await t.http.get(path).expect(200);
        expect(first.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
        expect(first.headers.vary).toContain('Authorization');
        expect(first.headers.etag).toBeTruthy();
        const again = await t.http.get(path).set('If-None-Match', first.headers.etag).expect(304);
        expect(again.text).toBe('');
        await t.http.get(path).set('If-None-Match', '"something-else"').expect(200);
      }
    });

    it('answers a repeated visitor read from the kept answer with the same body and headers, for GET and HEAD', async () => {
      const story = await createStory();
      const path = `/api/blog-posts/${story.slug}`;
      const perConnection = ['date', 'keep-alive', 'connection', 'x-request-id'];
      const headersOf = (res: { headers: Record<string, string> }) =>
        Object.fromEntries(Object.entries(res.headers).filter(([name]) => !perConnection.includes(name)));
      const computed = await t.http.get(path).expect(200);
      // The row changes behind the application's back: only a kept answer still shows the old title.
      await t.dataSource.query('UPDATE blog_posts SET title = ? WHERE id = ?', ['Changed Behind The Back', story.id]);
      const kept = await t.http.get(path).expect(200);
      expect(kept.text).toBe(computed.text);
      expect(headersOf(kept)).toEqual(headersOf(computed));
      expect(kept.headers['x-request-id']).not.toBe(computed.headers['x-request-id']);
      expect(kept.headers['content-security-policy']).toBeTruthy();
      const head = await t.http.head(path).expect(200);
      expect(head.headers.etag).toBe(computed.headers.etag);
      expect(head.headers['content-length']).toBe(computed.headers['content-length']);
      await t.http.get(path).set('If-None-Match', computed.headers.etag).expect(304);
      expect((await t.http.get(path).set(t.admin).expect(200)).body.title).toBe('Changed Behind The Back');
    });

    it('answers a kept read as its request needs: 304 only to a matching validator, 400 to a Host that is no host, 413 to an oversize body', async () => {
      const story = await createStory();
      const path = `/api/blog-posts/${story.slug}`;
      const { etag } = (await t.http.get(path).expect(200)).headers;
      for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*'])
        await t.http.get(path).set('If-None-Match', ifNoneMatch).expect(304);
      await t.http.get(path).set('If-None-Match', etag).set('Cache-Control', 'no-cache').expect(200);
      await t.http
        .get(path)
        .set('Host', 'a b')
        .expect(400, { statusCode: 400, code: 'INVALID_HOST', message: 'The Host header is not a valid host name', error: 'Bad Request' });
      const oversize = await t.http
        .get(path)
        .set('Content-Length', String(10 * 1024 * 1024))
        .expect(413);
      expect(oversize.body.code).toBe('PAYLOAD_TOO_LARGE');
    });

    it('gives a new ETag once an admin write changes the answer', async () => {
      const story = await createStory();
      const first = await t.http.get(`/api/blog-posts/${story.slug}`).expect(200);
      await t.http
        .put(`/api/blog-posts/${story.id}`)
        .set(t.admin)
        .send(blogPostBody({ slug: story.slug, region: 'florida', published: true, title: 'Changed' }))
        .expect(200);
      const changed = await t.http.get(`/api/blog-posts/${story.slug}`).set('If-None-Match', first.headers.etag).expect(200);
      expect(changed.body.title).toBe('Changed');
    });

    it('marks every admin answer, the login and error answers no-store', async () => {
      expect((await t.http.get('/api/blog-posts?region=florida').set(t.admin).expect(200)).headers['cache-control']).toBe('no-store');
      expect((await t.http.get('/api/settings').set(t.admin).expect(200)).headers['cache-control']).toBe('no-store');
      expect((await t.http.get('/api/blog-posts/stats').set(t.admin).expect(200)).headers['cache-control']).toBe('no-store');
      expect((await t.http.get('/api/contact-submissions').set(t.admin).expect(200)).headers['cache-control']).toBe('no-store');
      const login = await t.http.post('/api/admin/login').send({ username: 'admin', password: 'test-keeper-lantern-123' }).expect(200);
      expect(login.headers['cache-control']).toBe('no-store');
      expect((await t.http.get('/api/blog-posts/no-such-story').expect(404)).headers['cache-control']).toBe('no-store');
    });
  });

  describe('keyset paging (Load More Stories)', () => {
    it('returns every story exactly once while stories are added between pages', async () => {
      const region = 'new-york';
      const existing = (await t.http.get(`/api/blog-posts?region=${region}&limit=100`).expect(200)).body.items.length as number;
      for (let i = 0; i < 11; i++) await createStory({ region });
      const expected = await storySlugs(`region=${region}&limit=100`);
      expect(expected).toHaveLength(existing + 11);

      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const query: string = `region=${region}&published=true&limit=4${cursor ? `&cursor=${cursor}` : ''}`;
        const page = (await t.http.get(`/api/blog-posts?${query}`).expect(200)).body as {
          items: { slug: string }[];
          nextCursor: string | null;
          total: number;
        };
        seen.push(...page.items.map((s) => s.slug));
        cursor = page.nextCursor;
        pages += 1;
        await createStory({ region }); // newer than everything: belongs before the first page, never in a later one
      } while (cursor && pages < 50);
      expect(seen).toEqual(expected);
    });

    it('refuses a cursor it did not hand out', async () => {
      for (const cursor of ['abc', '12-3', '-5', '0', '1e5']) {
        const res = await t.http.get(`/api/blog-posts?cursor=${cursor}`).expect(400);
        expect(JSON.stringify(res.body)).toContain('cursor must be the nextCursor of a previous page');
      }
    });
  });
});
