import { blogPostBody } from './support/factories';
import { StoryViews } from '../src/blog/story-views';
import { invalidIdMessage } from '../src/common/validation/id-param.decorator';
import { waitFor } from './support/smtp-stub';
import { bearer, testAppSession } from './support/test-app';

const VIEW_FLUSH_MS = 300;

describe('blog posts (/api/blog-posts)', () => {
  // Loopback is the trusted proxy, so X-Forwarded-For stands for different visitors.
  const t = testAppSession({ config: { trustedProxies: ['127.0.0.1', '::1'], viewFlushMs: VIEW_FLUSH_MS } });

  const countPosts = async () => Number((await t.dataSource.query('SELECT COUNT(*) AS n FROM blog_posts'))[0].n);
  const create = async (overrides: Record<string, unknown> = {}) => {
    const res = await t.http.post('/api/blog-posts').set(t.admin).send(blogPostBody(overrides));
    expect(res.status).toBe(201);
    return res.body as { id: number; slug: string; views: number } & Record<string, unknown>;
  };
  let visitorCounter = 0;
  const newVisitor = () => `203.0.113.${++visitorCounter % 250}`;
  const visit = (slug: string, visitor = newVisitor()) => t.http.get(`/api/blog-posts/${slug}`).set('X-Forwarded-For', visitor);
  const flushViews = () => t.app.get(StoryViews).flush();
  const readRow = async (id: number) =>
    (await t.dataSource.query('SELECT * FROM blog_posts WHERE id = ?', [id]))[0] as Record<string, unknown>;

  describe('POST /api/blog-posts', () => {
    it('creates a post with the defaults of the spec and returns it', async () => {
      const body = blogPostBody();
      const res = await t.http.post('/api/blog-posts').set(t.admin).send(body).expect(201);
      expect(res.body).toEqual({
        id: expect.any(Number),
        ...body,
        language: 'en',
        image: '/images/fallback/story.webp',
        imageAlt: null,
        distance: null,
        readTime: '5 min read',
        views: 0,
        published: false,
        featured: false,
        publishAt: null,
        unpublishAt: null,
        seoTitle: null,
        seoDescription: null,
        shareImage: null,
        attractionId: null,
        createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
        updatedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      });
    });

    it.each([
      ['title', 'Title is required'],
      ['slug', 'Slug is required'],
      ['excerpt', 'Excerpt is required'],
      ['content', 'Content is required'],
    ])('refuses a post without %s: %s', async (field, message) => {
      const before = await countPosts();
      const missing = blogPostBody();
      delete (missing as Record<string, unknown>)[field];
      const res = await t.http.post('/api/blog-posts').set(t.admin).send(missing).expect(400);
      expect(res.body.errors[field]).toEqual([message]);
      expect(res.body.message).toContain(message);
      const blank = await t.http
        .post('/api/blog-posts')
        .set(t.admin)
        .send(blogPostBody({ [field]: '   ' }))
        .expect(400);
      expect(blank.body.errors[field]).toEqual([message]);
      expect(await countPosts()).toBe(before);
    });

    it.each([
      ['region', { region: 'texas' }, 'Region must be one of: new-york, florida'],
      ['category', { category: 'horror' }, 'Category must be one of: ghost-story, true-crime, legend, mystery'],
      [
        'slug',
        { slug: 'The Hollow Bride' },
        'Slug must be lowercase letters and numbers separated by single hyphens, e.g. the-hollow-bride',
      ],
      ['slug', { slug: 'double--hyphen' }, 'Slug must be lowercase letters and numbers separated by single hyphens, e.g. the-hollow-bride'],
      ['title', { title: 'x'.repeat(201) }, 'Title must be at most 200 characters'],
      ['excerpt', { excerpt: 'x'.repeat(1001) }, 'Excerpt must be at most 1000 characters'],
      ['content', { content: 'x'.repeat(20_001) }, 'Content must be at most 20000 characters'],
      ['content', { content: '👻'.repeat(19_000) }, 'Content is too long (at most 65535 bytes)'],
      ['image', { image: 'javascript:alert(1)' }, 'Image must be an http(s) URL or a site path such as /uploads/picture.webp'],
      ['image', { image: '//evil.example.com/x.png' }, 'Image must be an http(s) URL or a site path such as /uploads/picture.webp'],
      ['image', { image: '/\\evil.example/a.png' }, 'Image must be an http(s) URL or a site path such as /uploads/picture.webp'],
      ['image', { image: '/uploads/../../etc/passwd' }, 'Image must be an http(s) URL or a site path such as /uploads/picture.webp'],
      ['image', { image: '/uploads/%2e%2e/jwt-secret' }, 'Image must be an http(s) URL or a site path such as /uploads/picture.webp'],
      ['distance', { distance: 'x'.repeat(101) }, 'Distance must be at most 100 characters'],
      ['readTime', { readTime: 'x'.repeat(51) }, 'Read time must be at most 50 characters'],
      ['published', { published: 'yes' }, 'Published must be true or false'],
      ['featured', { featured: 1 }, 'Featured must be true or false'],
      ['title', { title: { $gt: '' } }, 'Title must be text'],
    ])('refuses a bad %s with a clear message (%j)', async (field, override, message) => {
      const before = await countPosts();
      const res = await t.http.post('/api/blog-posts').set(t.admin).send(blogPostBody(override)).expect(400);
      expect(res.body.errors[field]).toEqual([message]);
      expect(await countPosts()).toBe(before);
    });

    it('accepts the longest allowed texts, multi-byte included', async () => {
      const res = await t.http
        .post('/api/blog-posts')
        .set(t.admin)
        .send(blogPostBody({ title: 'é'.repeat(200), excerpt: 'x'.repeat(1000), content: '鬼'.repeat(20_000) }))
        .expect(201);
      const row = await readRow(res.body.id);
      expect(row.content).toBe('鬼'.repeat(20_000));
      expect(row.title).toBe('é'.repeat(200));
    });

    it.each([
      ['seoTitle', { seoTitle: 'x'.repeat(71) }, 'SEO title must be at most 70 characters'],
      ['seoDescription', { seoDescription: 'x'.repeat(161) }, 'Meta description must be at most 160 characters'],
      [
        'shareImage',
        { shareImage: 'javascript:alert(1)' },
        'Share image must be an http(s) URL or a site path such as /uploads/picture.webp',
      ],
    ])('refuses a bad %s under its field (%j)', async (field, fields, message) => {
      const res = await t.http.post('/api/blog-posts').set(t.admin).send(blogPostBody(fields)).expect(400);
      expect(res.body.errors[field]).toEqual([message]);
    });

    it('refuses an attraction id that is not a number, in the body and in the list query', async () => {
      await t.http
        .post('/api/blog-posts')
        .set(t.admin)
        .send(blogPostBody({ attractionId: 'x' }))
        .expect(400);
      await t.http.get('/api/blog-posts').query({ attractionId: 0 }).expect(400);
    });

    it.each(['views', 'id', 'createdAt', 'updatedAt'])('refuses the server-owned field %s', async (field) => {
      const before = await countPosts();
      const res = await t.http
        .post('/api/blog-posts')
        .set(t.admin)
        .send(blogPostBody({ [field]: 1000 }))
        .expect(400);
      expect(res.body.message).toContain(`property ${field} should not exist`);
      expect(await countPosts()).toBe(before);
    });

    it('is for admins only', async () => {
      const before = await countPosts();
      await t.http.post('/api/blog-posts').send(blogPostBody()).expect(401);
      await t.http.post('/api/blog-posts').set(bearer('not-a-token')).send(blogPostBody()).expect(401);
      expect(await countPosts()).toBe(before);
    });
  });

  describe('GET /api/blog-posts', () => {
    it('answers visitors, and a visitor with a bad token, the published stories in the page envelope', async () => {
      await t.dataSource.query('DELETE FROM blog_posts');
      const published = await create({ published: true });
      await create({ published: false });
      for (const res of [
        await t.http.get('/api/blog-posts').expect(200),
        await t.http.get('/api/blog-posts?published=false').set(bearer('garbage')).expect(200),
      ]) {
        expect(res.body).toEqual({
          items: [expect.objectContaining({ id: published.id })],
          total: 1,
          limit: 20,
          offset: 0,
          nextCursor: null,
        });
      }
      expect((await t.http.get('/api/blog-posts').set(t.admin).expect(200)).body.total).toBe(2);
    });

    it("gives a page's list the stories written in its language; a story may be in one language only", async () => {
      await t.dataSource.query('DELETE FROM blog_posts');
      const refused = await t.http
        .post('/api/blog-posts')
        .set(t.admin)
        .send(blogPostBody({ region: 'florida', language: 'es' }))
        .expect(400);
      expect(refused.body.errors).toEqual({ language: ["Language must be one the region's pages speak: en"] });
      await t.http
        .patch('/api/regions/florida')
        .set(t.admin)
        .send({ languages: ['en', 'es'] })
        .expect(200);
      try {
        const english = await create({ region: 'florida', published: true });
        const spanish = await create({ region: 'florida', language: 'es', title: 'La Dama del Manglar', published: true });
        expect(english.language).toBe('en');
        expect(spanish.language).toBe('es');
        const listed = async (query: string) =>
          (await t.http.get(`/api/blog-posts?region=florida${query}`).expect(200)).body.items.map((item: { id: number }) => item.id);
        await expect(listed('&language=es')).resolves.toEqual([spanish.id]);
        await expect(listed('&language=en')).resolves.toEqual([english.id]);
        await expect(listed('')).resolves.toEqual([spanish.id, english.id]);
        expect((await t.http.get('/api/blog-posts?region=florida&language=es').expect(200)).body.total).toBe(1);
        // A replace that leaves the language out writes the story in English, as a new one would be.
        const withoutLanguage = blogPostBody({ region: 'florida', slug: spanish.slug, title: 'The Mangrove Lady' });
        const replaced = await t.http.put(`/api/blog-posts/${spanish.id}`).set(t.admin).send(withoutLanguage).expect(200);
        expect(replaced.body.language).toBe('en');
      } finally {
        await t.dataSource.query('DELETE FROM blog_posts');
        await t.http
          .patch('/api/regions/florida')
          .set(t.admin)
          .send({ languages: ['en'] })
          .expect(200);
      }
      await t.http.get('/api/blog-posts?language=fr').expect(400);
    });

    it.each([
      ['?limit=0', 'limit must be at least 1'],
      ['?limit=101', 'limit must be at most 100'],
      ['?offset=-1', 'offset must be at least 0'],
      ['?published=maybe', 'published must be true or false'],
      ['?region=texas', 'region must be one of: new-york, florida'],
      ['?category=horror', 'category must be one of: ghost-story, true-crime, legend, mystery'],
    ])('refuses a bad query %s', async (query, message) => {
      const res = await t.http.get(`/api/blog-posts${query}`).set(t.admin).expect(400);
      expect(res.body.message).toContain(message);
    });
  });

  describe('GET /api/blog-posts?search=', () => {
    it('refuses a search from a visitor with 400', async () => {
      const res = await t.http.get('/api/blog-posts?search=mill').expect(400);
      expect(res.body).toEqual({
        statusCode: 400,
        code: 'SEARCH_STAFF_ONLY',
        message: 'search is only available to staff',
        error: 'Bad Request',
      });
      await t.http.get('/api/blog-posts?search=mill').set(bearer('garbage')).expect(400);
    });

    it.each([
      ['an empty text', ''],
      ['only spaces', '   '],
      ['101 characters', 'x'.repeat(101)],
    ])('refuses %s', async (_label, term) => {
      const res = await t.http.get('/api/blog-posts').query({ search: term }).set(t.admin).expect(400);
      expect(res.body.message).toContain('search must be 1 to 100 characters');
    });

    it('accepts 100 characters', async () => {
      await t.http
        .get('/api/blog-posts')
        .query({ search: 'x'.repeat(100) })
        .set(t.admin)
        .expect(200);
    });
  });

  describe('GET /api/blog-posts/stats', () => {
    it('is for admins only', async () => {
      await t.http.get('/api/blog-posts/stats').expect(401);
      await t.http.get('/api/blog-posts/stats').set(bearer('garbage')).expect(401);
    });

    it('counts the stories of every region of the table by its name, a region staff added and one without stories too', async () => {
      await t.http.post('/api/regions').set(t.admin).send({ name: 'Texas', timeZone: 'America/Chicago' }).expect(201);
      await t.http.post('/api/regions').set(t.admin).send({ name: 'New Mexico', timeZone: 'America/Denver' }).expect(201);
      const created = [
        await create({ region: 'texas' }),
        await create({ region: 'texas', published: true }),
        await create({ region: 'florida' }),
      ];
      const storiesOf = async (region: string) =>
        Number((await t.dataSource.query('SELECT COUNT(*) AS n FROM blog_posts WHERE region = ?', [region]))[0].n);
      const stats = await t.http.get('/api/blog-posts/stats').set(t.admin).expect(200);
      expect(stats.body.byRegion).toEqual([
        { region: 'new-york', name: 'New York', count: await storiesOf('new-york') },
        { region: 'florida', name: 'Florida', count: await storiesOf('florida') },
        { region: 'texas', name: 'Texas', count: 2 },
        { region: 'new-mexico', name: 'New Mexico', count: 0 },
      ]);
      // The other tests know the first two regions only.
      for (const { id } of created) await t.http.delete(`/api/blog-posts/${id}`).set(t.admin).expect(204);
      await t.http.delete('/api/regions/texas').set(t.admin).expect(204);
      await t.http.delete('/api/regions/new-mexico').set(t.admin).expect(204);
    });
  });

  describe('GET /api/blog-posts/:slug', () => {
    it('shows a visitor a published story; the view reaches the database within the flush interval and the admin sees it', async () => {
      const post = await create({ published: true });
      const read = await visit(post.slug).expect(200);
      expect(read.body).toMatchObject({ id: post.id, slug: post.slug, views: 0, content: blogPostBody().content });
      // Written by the app's own timer, not a flush the test asks for.
      await waitFor(async () => {
        const res = await t.http.get(`/api/blog-posts/${post.slug}`).set(t.admin).expect(200);
        return res.body.views === 1 ? res : undefined;
      });
      const stats = await t.http.get('/api/blog-posts/stats').set(t.admin).expect(200);
      expect(stats.body.totalViews).toBeGreaterThanOrEqual(1);
    });

    it('counts one visitor reloading a story as one view (by the forwarded address), and another visitor as a second', async () => {
      const post = await create({ published: true });
      for (let i = 0; i < 20; i++) await visit(post.slug, '198.51.100.7').expect(200);
      await visit(post.slug, '198.51.100.8').expect(200);
      await flushViews();
      expect(Number((await readRow(post.id)).views)).toBe(2);
    });

    it('answers 404 to a visitor for a draft, and counts nothing', async () => {
      const draft = await create({ published: false });
      const res = await t.http.get(`/api/blog-posts/${draft.slug}`).expect(404);
      expect(res.body).toEqual({ statusCode: 404, code: 'NOT_FOUND', message: 'Story not found', error: 'Not Found' });
      await flushViews();
      expect(Number((await readRow(draft.id)).views)).toBe(0);
    });

    it('lets an admin read a draft without counting a view', async () => {
      const draft = await create({ published: false });
      const res = await t.http.get(`/api/blog-posts/${draft.slug}`).set(t.admin).expect(200);
      expect(res.body).toMatchObject({ id: draft.id, published: false, views: 0, content: blogPostBody().content });
      await flushViews();
      expect(Number((await readRow(draft.id)).views)).toBe(0);
    });
  });

  describe('PUT /api/blog-posts/:id', () => {
    it('replaces the post', async () => {
      const post = await create();
      const res = await t.http
        .put(`/api/blog-posts/${post.id}`)
        .set(t.admin)
        .send(blogPostBody({ slug: post.slug, title: 'The Bride Returns' }))
        .expect(200);
      expect(res.body).toMatchObject({ id: post.id, slug: post.slug, title: 'The Bride Returns' });
    });

    it.each([
      ['title', 'Title is required'],
      ['slug', 'Slug is required'],
      ['excerpt', 'Excerpt is required'],
      ['content', 'Content is required'],
    ])('refuses an update without %s (%s) and changes nothing', async (field, message) => {
      const post = await create();
      const before = await readRow(post.id);
      const body = blogPostBody({ slug: post.slug });
      delete (body as Record<string, unknown>)[field];
      const res = await t.http.put(`/api/blog-posts/${post.id}`).set(t.admin).send(body).expect(400);
      expect(res.body.errors[field]).toEqual([message]);
      expect(await readRow(post.id)).toEqual(before);
    });

    it('refuses views in the body', async () => {
      const post = await create();
      const res = await t.http
        .put(`/api/blog-posts/${post.id}`)
        .set(t.admin)
        .send(blogPostBody({ slug: post.slug, views: 5000 }))
        .expect(400);
      expect(res.body.message).toContain('property views should not exist');
      expect(Number((await readRow(post.id)).views)).toBe(0);
    });

    it('answers 400 for an id that is not a number', async () => {
      expect((await t.http.put('/api/blog-posts/abc').set(t.admin).send(blogPostBody()).expect(400)).body.message).toBe(
        invalidIdMessage('id'),
      );
    });

    it('is for admins only', async () => {
      const post = await create();
      await t.http.put(`/api/blog-posts/${post.id}`).send(blogPostBody()).expect(401);
    });
  });

  describe('GET /api/blog-posts/:id/revisions and POST …/restore', () => {
    it('lists the saves with who made each (200) and restores one (200); an unknown story is 404', async () => {
      const story = await create({ title: 'Old title' });
      await t.http
        .put(`/api/blog-posts/${story.id}`)
        .set(t.admin)
        .send(blogPostBody({ slug: story.slug, title: 'New title' }))
        .expect(200);
      const revisions = (await t.http.get(`/api/blog-posts/${story.id}/revisions`).set(t.admin).expect(200)).body;
      expect(revisions).toEqual([
        expect.objectContaining({ author: 'admin', title: 'New title' }),
        expect.objectContaining({ author: 'admin', title: 'Old title' }),
      ]);
      const restored = await t.http.post(`/api/blog-posts/${story.id}/revisions/${revisions[1].id}/restore`).set(t.admin).expect(200);
      expect(restored.body).toMatchObject({ id: story.id, title: 'Old title' });
      await t.http.get('/api/blog-posts/999999/revisions').set(t.admin).expect(404);
    });
  });

  describe('preview links (/api/blog-posts/{id}/preview-links, /api/blog-posts/preview/{token})', () => {
    it('makes a link (201) with who made it, opens it to anyone, never cached (200), revokes it (204): gone (410)', async () => {
      const story = await create({ title: 'Not out yet' });
      const link = (await t.http.post(`/api/blog-posts/${story.id}/preview-links`).set(t.admin).expect(201)).body;
      expect(link).toMatchObject({ id: expect.any(Number), createdBy: 'admin', url: expect.stringContaining('/preview/') });
      const preview = `/api/blog-posts/preview/${link.url.split('/preview/')[1]}`;
      const res = await t.http.get(preview).expect(200);
      expect(res.body).toMatchObject({ id: story.id, title: 'Not out yet' });
      expect(res.headers['cache-control']).toContain('no-store');
      const list = await t.http.get(`/api/blog-posts/${story.id}/preview-links`).set(t.admin).expect(200);
      expect(list.body).toEqual([expect.objectContaining({ id: link.id })]);
      await t.http.delete(`/api/blog-posts/${story.id}/preview-links/${link.id}`).set(t.admin).expect(204);
      expect((await t.http.get(preview).expect(410)).body).toMatchObject({ code: 'PREVIEW_LINK_GONE' });
      await t.http.get('/api/blog-posts/preview/short').expect(404);
    });
  });

  describe('DELETE /api/blog-posts/:id', () => {
    it('deletes the post (204); a bad id is 400', async () => {
      const post = await create();
      await t.http.delete(`/api/blog-posts/${post.id}`).set(t.admin).expect(204);
      expect(await readRow(post.id)).toBeUndefined();
      await t.http.delete('/api/blog-posts/1.5').set(t.admin).expect(400);
    });

    it('is for admins only', async () => {
      const post = await create();
      await t.http.delete(`/api/blog-posts/${post.id}`).expect(401);
      expect(await readRow(post.id)).toBeDefined();
    });
  });
});
