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

    it('stores every optional field when given', async () => {
      const fields = {
        image: '/uploads/bride.webp',
        distance: '2.5 miles away',
        readTime: '8 min read',
        published: true,
        featured: true,
        region: 'florida',
        category: 'true-crime',
      };
      const res = await t.http.post('/api/blog-posts').set(t.admin).send(blogPostBody(fields)).expect(201);
      expect(res.body).toMatchObject(fields);
    });

    it.each([
      ['absent', {}],
      ['null', { readTime: null }],
      ['empty', { readTime: '' }],
      ['blank', { readTime: '   ' }],
    ])('stores the default read time "5 min read" when it is %s', async (_, readTime) => {
      const res = await t.http
        .post('/api/blog-posts')
        .set(t.admin)
        .send(blogPostBody({ ...readTime }))
        .expect(201);
      expect(res.body.readTime).toBe('5 min read');
      expect((await readRow(res.body.id)).readTime).toBe('5 min read');
    });

    it('goes back to the default read time when an update leaves it out', async () => {
      const post = await create({ readTime: '9 min read' });
      const res = await t.http
        .put(`/api/blog-posts/${post.id}`)
        .set(t.admin)
        .send(blogPostBody({ slug: post.slug }))
        .expect(200);
      expect(res.body.readTime).toBe('5 min read');
    });

    it('treats an empty image as absent and stores the fallback picture', async () => {
      const res = await t.http
        .post('/api/blog-posts')
        .set(t.admin)
        .send(blogPostBody({ image: '' }))
        .expect(201);
      expect(res.body.image).toBe('/images/fallback/story.webp');
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

    it('refuses a taken slug with 409 and writes nothing', async () => {
      const first = await create();
      const before = await countPosts();
      const res = await t.http
        .post('/api/blog-posts')
        .set(t.admin)
        .send(blogPostBody({ slug: first.slug }))
        .expect(409);
      expect(res.body.message).toBe(`A story with the slug "${first.slug}" already exists; choose another slug`);
      expect(res.body.code).toBe('SLUG_TAKEN');
      expect(await countPosts()).toBe(before);
    });

    it('lets exactly one of several simultaneous creates with one slug win; the others get 409', async () => {
      const slug = 'race-for-the-slug';
      const results = await Promise.all(
        Array.from({ length: 6 }, () => t.http.post('/api/blog-posts').set(t.admin).send(blogPostBody({ slug }))),
      );
      expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
      for (const r of results.filter((r) => r.status === 409)) expect(r.body.message).toContain('already exists');
      expect(Number((await t.dataSource.query('SELECT COUNT(*) AS n FROM blog_posts WHERE slug = ?', [slug]))[0].n)).toBe(1);
    });

    it('is for admins only', async () => {
      const before = await countPosts();
      await t.http.post('/api/blog-posts').send(blogPostBody()).expect(401);
      await t.http.post('/api/blog-posts').set(bearer('not-a-token')).send(blogPostBody()).expect(401);
      expect(await countPosts()).toBe(before);
    });
  });

  describe('GET /api/blog-posts', () => {
    let posts: Record<string, { id: number; slug: string }>;

    beforeAll(async () => {
      await t.dataSource.query('DELETE FROM blog_posts');
      posts = {
        nyGhost: await create({ region: 'new-york', category: 'ghost-story', published: true }),
        nyLegend: await create({ region: 'new-york', category: 'legend', published: true }),
        nyDraft: await create({ region: 'new-york', category: 'ghost-story', published: false }),
        flMystery: await create({ region: 'florida', category: 'mystery', published: true }),
        flDraft: await create({ region: 'florida', category: 'mystery', published: false }),
      };
    });

    const ids = (body: { items: { id: number }[] }) => body.items.map((p) => p.id);

    it('gives visitors the published posts only, newest first, in the page envelope', async () => {
      const res = await t.http.get('/api/blog-posts').expect(200);
      expect(res.body).toEqual({ items: expect.any(Array), total: 3, limit: 20, offset: 0, nextCursor: null });
      expect(ids(res.body)).toEqual([posts.flMystery.id, posts.nyLegend.id, posts.nyGhost.id]);
      expect(res.body.items.every((p: { published: boolean }) => p.published)).toBe(true);
    });

    it.each([
      ['published=false', '?published=false'],
      ['published=false&region=new-york&category=ghost-story', '?published=false&region=new-york&category=ghost-story'],
      ['category=mystery', '?category=mystery&region=florida'],
      ['region=florida', '?region=florida'],
    ])('never shows visitors a draft, whatever the query says (%s)', async (_label, query) => {
      const res = await t.http.get(`/api/blog-posts${query}`).expect(200);
      expect(ids(res.body)).not.toContain(posts.nyDraft.id);
      expect(ids(res.body)).not.toContain(posts.flDraft.id);
      expect(res.body.items.every((p: { published: boolean }) => p.published)).toBe(true);
    });

    it('treats a visitor with a bad token as a visitor', async () => {
      const res = await t.http.get('/api/blog-posts?published=false').set(bearer('garbage')).expect(200);
      expect(res.body.items.every((p: { published: boolean }) => p.published)).toBe(true);
    });

    it("honours the spec's story list query for visitors: region, published=true, category", async () => {
      const res = await t.http.get('/api/blog-posts?region=new-york&published=true&category=legend').expect(200);
      expect(ids(res.body)).toEqual([posts.nyLegend.id]);
      const all = await t.http.get('/api/blog-posts?region=new-york&published=true').expect(200);
      expect(ids(all.body)).toEqual([posts.nyLegend.id, posts.nyGhost.id]);
    });

    it('gives admins every post, drafts too', async () => {
      const res = await t.http.get('/api/blog-posts').set(t.admin).expect(200);
      expect(res.body.total).toBe(5);
      expect(ids(res.body)).toEqual([posts.flDraft.id, posts.flMystery.id, posts.nyDraft.id, posts.nyLegend.id, posts.nyGhost.id]);
    });

    it('honours the filters for admins', async () => {
      expect(ids((await t.http.get('/api/blog-posts?published=false').set(t.admin).expect(200)).body)).toEqual([
        posts.flDraft.id,
        posts.nyDraft.id,
      ]);
      expect(ids((await t.http.get('/api/blog-posts?published=true&region=new-york').set(t.admin).expect(200)).body)).toEqual([
        posts.nyLegend.id,
        posts.nyGhost.id,
      ]);
      expect(ids((await t.http.get('/api/blog-posts?category=ghost-story').set(t.admin).expect(200)).body)).toEqual([
        posts.nyDraft.id,
        posts.nyGhost.id,
      ]);
      expect(
        ids((await t.http.get('/api/blog-posts?region=florida&category=mystery&published=false').set(t.admin).expect(200)).body),
      ).toEqual([posts.flDraft.id]);
    });

    it('pages with limit and offset and reports the total', async () => {
      const res = await t.http.get('/api/blog-posts?limit=2&offset=1').set(t.admin).expect(200);
      expect(res.body).toMatchObject({ total: 5, limit: 2, offset: 1 });
      expect(ids(res.body)).toEqual([posts.flMystery.id, posts.nyDraft.id]);
    });

    it('lists summaries without the content, for visitors and admins alike', async () => {
      for (const res of [await t.http.get('/api/blog-posts').expect(200), await t.http.get('/api/blog-posts').set(t.admin).expect(200)]) {
        expect(res.body.items.length).toBeGreaterThan(0);
        for (const item of res.body.items) {
          expect(item).not.toHaveProperty('content');
          expect(Object.keys(item).sort()).toEqual(
            [
              'id',
              'title',
              'slug',
              'excerpt',
              'region',
              'category',
              'image',
              'imageAlt',
              'distance',
              'readTime',
              'views',
              'published',
              'featured',
              'publishAt',
              'unpublishAt',
              'seoTitle',
              'seoDescription',
              'shareImage',
              'attractionId',
              'createdAt',
              'updatedAt',
            ].sort(),
          );
        }
      }
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
    let posts: Record<string, { id: number }>;

    beforeAll(async () => {
      await t.dataSource.query('DELETE FROM blog_posts');
      posts = {
        bride: await create({
          title: 'The Hollow Bride',
          slug: 'the-hollow-bride-search',
          excerpt: 'A wedding gone wrong.',
          published: true,
        }),
        mill: await create({
          title: 'The Old Mill',
          slug: 'old-mill-search',
          excerpt: 'Sale: 50% off fear_factor \\ nights',
          published: false,
        }),
        lighthouse: await create({
          title: 'Keeper of the Light',
          slug: 'lighthouse-keeper-search',
          excerpt: 'The lamp still BURNS.',
          published: true,
        }),
      };
    });

    const search = async (term: string) => {
      const res = await t.http.get('/api/blog-posts').query({ search: term }).set(t.admin).expect(200);
      return (res.body.items as { id: number }[]).map((p) => p.id).sort((a, b) => a - b);
    };
    const idsOf = (...keys: string[]) => keys.map((key) => posts[key].id).sort((a, b) => a - b);

    it('finds admins the stories whose title, slug or excerpt contain the text, case-insensitive, drafts too', async () => {
      expect(await search('hollow')).toEqual(idsOf('bride'));
      expect(await search('OLD-MILL')).toEqual(idsOf('mill'));
      expect(await search('burns')).toEqual(idsOf('lighthouse'));
      expect(await search('the')).toEqual(idsOf('bride', 'mill', 'lighthouse'));
      expect(await search('no such thing')).toEqual([]);
    });

    it('trims the text and reports the total of the matches', async () => {
      const res = await t.http.get('/api/blog-posts').query({ search: '  search  ', limit: 1 }).set(t.admin).expect(200);
      expect(res.body).toMatchObject({ total: 3, limit: 1 });
    });

    it('takes %, _ and \\ literally', async () => {
      expect(await search('%')).toEqual(idsOf('mill'));
      expect(await search('50%')).toEqual(idsOf('mill'));
      expect(await search('e_r')).toEqual([]); // as a wildcard it would match "fear"
      expect(await search('_')).toEqual(idsOf('mill'));
      expect(await search('\\')).toEqual(idsOf('mill'));
      expect(await search('fear_factor')).toEqual(idsOf('mill'));
    });

    it('combines with the other filters', async () => {
      const res = await t.http.get('/api/blog-posts').query({ search: 'the', published: true }).set(t.admin).expect(200);
      expect((res.body.items as { id: number }[]).map((p) => p.id).sort((a, b) => a - b)).toEqual(idsOf('bride', 'lighthouse'));
    });

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
    it('counts every story, by region and status, and sums the views in one answer', async () => {
      await t.dataSource.query('DELETE FROM blog_posts');
      const empty = await t.http.get('/api/blog-posts/stats').set(t.admin).expect(200);
      expect(empty.body).toEqual({ total: 0, newYork: 0, florida: 0, totalViews: 0, published: 0, drafts: 0 });

      const posts = [
        await create({ region: 'new-york', published: true }),
        await create({ region: 'new-york', published: true }),
        await create({ region: 'new-york', published: false }),
        await create({ region: 'florida', published: true }),
        await create({ region: 'florida', published: false }),
      ];
      const views = [3, 40, 0, 500, 7];
      for (const [index, post] of posts.entries())
        await t.dataSource.query('UPDATE blog_posts SET views = ? WHERE id = ?', [views[index], post.id]);

      const res = await t.http.get('/api/blog-posts/stats').set(t.admin).expect(200);
      expect(res.body).toEqual({ total: 5, newYork: 3, florida: 2, totalViews: 550, published: 3, drafts: 2 });
    });

    it('is for admins only', async () => {
      await t.http.get('/api/blog-posts/stats').expect(401);
      await t.http.get('/api/blog-posts/stats').set(bearer('garbage')).expect(401);
    });

    it('keeps "stats" from being taken as a slug', async () => {
      const res = await t.http
        .post('/api/blog-posts')
        .set(t.admin)
        .send(blogPostBody({ slug: 'stats' }))
        .expect(409);
      expect(res.body.message).toContain('reserved');
      expect(res.body.code).toBe('SLUG_RESERVED');
    });
  });

  describe('GET /api/blog-posts/:slug', () => {
    it('shows a visitor a published story; the view reaches the database within the flush interval and the admin sees it', async () => {
      const post = await create({ published: true });
      const read = await visit(post.slug).expect(200);
      expect(read.body).toMatchObject({ id: post.id, slug: post.slug, views: 0, content: blogPostBody().content });
      // Written by the app's own timer, not a flush the test asks for.
      const admin = await waitFor(async () => {
        const res = await t.http.get(`/api/blog-posts/${post.slug}`).set(t.admin).expect(200);
        return res.body.views === 1 ? res : undefined;
      });
      expect(admin.body.updatedAt).toBe(post.updatedAt);
      const stats = await t.http.get('/api/blog-posts/stats').set(t.admin).expect(200);
      expect(stats.body.totalViews).toBeGreaterThanOrEqual(1);
    });

    it('counts one visitor reloading a story 200 times as one view, and another visitor as a second', async () => {
      const post = await create({ published: true });
      for (let i = 0; i < 200; i++) await visit(post.slug, '198.51.100.7').expect(200);
      await visit(post.slug, '198.51.100.8').expect(200);
      await flushViews();
      expect(Number((await readRow(post.id)).views)).toBe(2);
    });

    it('counts the same visitor again in the next hour', async () => {
      const post = await create({ published: true });
      const views = t.app.get(StoryViews);
      const hour = 60 * 60 * 1000;
      const start = Math.floor(Date.now() / hour) * hour - hour;
      const counted: boolean[] = [];
      for (const now of [start, start + 1, start + hour - 1, start + hour]) counted.push(await views.record(post.id, 'visitor-key', now));
      expect(counted).toEqual([true, false, false, true]);
      await flushViews();
      expect(Number((await readRow(post.id)).views)).toBe(2);
    });

    it('counts simultaneous reads by different visitors without losing any', async () => {
      const post = await create({ published: true });
      const reads = await Promise.all(Array.from({ length: 20 }, (_, i) => visit(post.slug, `192.0.2.${i + 1}`)));
      expect(reads.every((r) => r.status === 200)).toBe(true);
      await flushViews();
      expect(Number((await readRow(post.id)).views)).toBe(20);
    });

    it('answers 404 to a visitor for a draft, and counts nothing', async () => {
      const draft = await create({ published: false });
      const res = await t.http.get(`/api/blog-posts/${draft.slug}`).expect(404);
      expect(res.body).toEqual({ statusCode: 404, code: 'NOT_FOUND', message: 'Story not found', error: 'Not Found' });
      await flushViews();
      expect(Number((await readRow(draft.id)).views)).toBe(0);
    });

    it.each(['no-such-story', 'Not A Slug', '%27%20OR%201%3D1--'])('answers 404 for an unknown slug (%s)', async (slug) => {
      const res = await t.http.get(`/api/blog-posts/${slug}`).expect(404);
      expect(res.body.message).toBe('Story not found');
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
      const post = await create({ published: false, distance: '1 mile away' });
      const update = blogPostBody({
        title: 'The Bride Returns',
        slug: `${post.slug}-returns`,
        published: true,
        category: 'legend',
        image: 'https://cdn.example.com/b.webp',
      });
      const res = await t.http.put(`/api/blog-posts/${post.id}`).set(t.admin).send(update).expect(200);
      expect(res.body).toMatchObject({ ...update, id: post.id, views: 0, distance: null, readTime: '5 min read', featured: false });
      const visitor = await t.http.get(`/api/blog-posts/${update.slug}`).expect(200);
      expect(visitor.body.title).toBe('The Bride Returns');
    });

    it('keeps its own slug without a conflict', async () => {
      const post = await create();
      await t.http
        .put(`/api/blog-posts/${post.id}`)
        .set(t.admin)
        .send(blogPostBody({ slug: post.slug, title: 'Renamed' }))
        .expect(200);
    });

    it('keeps the view count', async () => {
      const post = await create({ published: true });
      await visit(post.slug).expect(200);
      await flushViews();
      const res = await t.http
        .put(`/api/blog-posts/${post.id}`)
        .set(t.admin)
        .send(blogPostBody({ slug: post.slug, published: true }))
        .expect(200);
      expect(res.body.views).toBe(1);
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

    it("refuses another post's slug with 409 and changes nothing", async () => {
      const a = await create();
      const b = await create();
      const before = await readRow(b.id);
      const res = await t.http
        .put(`/api/blog-posts/${b.id}`)
        .set(t.admin)
        .send(blogPostBody({ slug: a.slug }))
        .expect(409);
      expect(res.body.message).toContain(`"${a.slug}" already exists`);
      expect(await readRow(b.id)).toEqual(before);
    });

    it('answers 404 for an unknown id and 400 for an id that is not a number', async () => {
      expect((await t.http.put('/api/blog-posts/999999').set(t.admin).send(blogPostBody()).expect(404)).body.message).toBe(
        'Story not found',
      );
      expect((await t.http.put('/api/blog-posts/abc').set(t.admin).send(blogPostBody()).expect(400)).body.message).toBe(
        invalidIdMessage('id'),
      );
    });

    it('is for admins only', async () => {
      const post = await create();
      await t.http.put(`/api/blog-posts/${post.id}`).send(blogPostBody()).expect(401);
    });
  });

  describe('DELETE /api/blog-posts/:id', () => {
    it('deletes the post', async () => {
      const post = await create({ published: true });
      await t.http.delete(`/api/blog-posts/${post.id}`).set(t.admin).expect(204);
      await t.http.get(`/api/blog-posts/${post.slug}`).expect(404);
      expect(await readRow(post.id)).toBeUndefined();
    });

    it('answers 404 for an unknown or already deleted post, 400 for a bad id', async () => {
      const post = await create();
      await t.http.delete(`/api/blog-posts/${post.id}`).set(t.admin).expect(204);
      expect((await t.http.delete(`/api/blog-posts/${post.id}`).set(t.admin).expect(404)).body.message).toBe('Story not found');
      await t.http.delete('/api/blog-posts/1.5').set(t.admin).expect(400);
    });

    it('is for admins only', async () => {
      const post = await create();
      await t.http.delete(`/api/blog-posts/${post.id}`).expect(401);
      expect(await readRow(post.id)).toBeDefined();
    });
  });
});
