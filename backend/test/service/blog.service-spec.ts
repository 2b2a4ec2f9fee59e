import type { AuthenticatedAdmin } from '../../src/common/auth/authenticated-admin';
import { BlogModule } from '../../src/blog/blog.module';
import { BlogService } from '../../src/blog/blog.service';
import type { BlogPostBodyDto } from '../../src/blog/dto/blog-post-body.dto';
import type { BlogPostQueryDto } from '../../src/blog/dto/blog-post-query.dto';
import { BlogPost } from '../../src/blog/entities/blog-post.entity';
import { StoryPreviewLink } from '../../src/blog/entities/story-preview-link.entity';
import { StoryViews } from '../../src/blog/story-views';
import { blogPostBody } from '../support/factories';
import { asRequest, serviceSession } from '../support/service-module';

/** The admin token's member, as the guard hands it to the service; visitors are undefined. */
const STAFF: AuthenticatedAdmin = { id: 1, username: 'admin', role: 'owner', totpEnabled: false, twoFactorSetupRequired: false };
const notFound = { status: 404, message: 'Story not found' };

describe('stories (BlogService, StoryViews, StoryRevisions, StoryPreviewLinks)', () => {
  const s = serviceSession({ imports: [BlogModule] });
  const blog = () => s.get(BlogService);
  const views = () => s.get(StoryViews);
  const body = (overrides: Record<string, unknown> = {}) => blogPostBody(overrides) as BlogPostBodyDto;
  const create = (overrides: Record<string, unknown> = {}) => blog().create(body(overrides));
  const readRow = (id: number) => s.dataSource.getRepository(BlogPost).findOneBy({ id });
  const countPosts = () => s.dataSource.getRepository(BlogPost).count();
  const clear = () => s.dataSource.getRepository(BlogPost).clear();
  const list = async (query: Partial<BlogPostQueryDto>, viewer?: AuthenticatedAdmin) =>
    (await blog().list(query as BlogPostQueryDto, viewer)).items.map((post) => post.id);

  describe('writing a story', () => {
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
      expect(await create(fields)).toMatchObject(fields);
    });

    it.each([
      ['absent', {}],
      ['null', { readTime: null }],
      ['empty', { readTime: '' }],
      ['blank', { readTime: '   ' }],
    ])('stores the default read time "5 min read" when it is %s', async (_, readTime) => {
      const post = await create(readTime);
      expect(post.readTime).toBe('5 min read');
      expect((await readRow(post.id))?.readTime).toBe('5 min read');
    });

    it('goes back to the default read time when an update leaves it out', async () => {
      const post = await create({ readTime: '9 min read' });
      expect((await blog().update(post.id, body({ slug: post.slug }))).readTime).toBe('5 min read');
    });

    it('treats an empty image as absent and stores the fallback picture', async () => {
      expect((await create({ image: '' })).image).toBe('/images/fallback/story.webp');
    });

    it('refuses a taken slug with 409 and writes nothing', async () => {
      const first = await create();
      const before = await countPosts();
      await expect(create({ slug: first.slug })).rejects.toMatchObject({
        status: 409,
        response: { code: 'SLUG_TAKEN', message: `A story with the slug "${first.slug}" already exists; choose another slug` },
      });
      expect(await countPosts()).toBe(before);
    });

    it('lets exactly one of several simultaneous creates with one slug win; the others get 409', async () => {
      const slug = 'race-for-the-slug';
      const results = await Promise.allSettled(Array.from({ length: 6 }, () => asRequest(() => create({ slug }))));
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
      for (const result of results.filter((result) => result.status === 'rejected'))
        expect(result.reason).toMatchObject({ status: 409, message: expect.stringContaining('already exists') });
      expect(await s.dataSource.getRepository(BlogPost).countBy({ slug })).toBe(1);
    });

    it('keeps "stats" from being taken as a slug', async () => {
      await expect(create({ slug: 'stats' })).rejects.toMatchObject({
        status: 409,
        response: { code: 'SLUG_RESERVED', message: expect.stringContaining('reserved') },
      });
    });

    it('an update replaces the story: fields left out go back to their defaults, and visitors read it at its new slug', async () => {
      const post = await create({ published: false, distance: '1 mile away' });
      const update = blogPostBody({
        title: 'The Bride Returns',
        slug: `${post.slug}-returns`,
        published: true,
        category: 'legend',
        image: 'https://cdn.example.com/b.webp',
      });
      expect(await blog().update(post.id, update as BlogPostBodyDto)).toMatchObject({
        ...update,
        id: post.id,
        views: 0,
        distance: null,
        readTime: '5 min read',
        featured: false,
      });
      expect((await blog().findBySlug(update.slug)).title).toBe('The Bride Returns');
    });

    it('an update keeps its own slug without a conflict, and refuses another story’s with 409, changing nothing', async () => {
      const a = await create();
      const b = await create();
      await expect(blog().update(b.id, body({ slug: b.slug, title: 'Renamed' }))).resolves.toMatchObject({ title: 'Renamed' });
      const before = await readRow(b.id);
      await expect(blog().update(b.id, body({ slug: a.slug }))).rejects.toMatchObject({
        status: 409,
        message: expect.stringContaining(`"${a.slug}" already exists`),
      });
      expect(await readRow(b.id)).toEqual(before);
    });

    it('an update keeps the view count', async () => {
      const post = await create({ published: true });
      await views().record(post.id, 'a-visitor');
      await views().flush();
      expect((await blog().update(post.id, body({ slug: post.slug, published: true }))).views).toBe(1);
    });

    it('deletes a story: visitors no longer find it; a second delete or an unknown id is 404', async () => {
      const post = await create({ published: true });
      await blog().remove(post.id);
      await expect(blog().findBySlug(post.slug)).rejects.toMatchObject(notFound);
      expect(await readRow(post.id)).toBeNull();
      await expect(blog().remove(post.id)).rejects.toMatchObject(notFound);
      await expect(blog().update(999_999, body())).rejects.toMatchObject(notFound);
    });
  });

  describe('search and sharing fields, content and the attraction', () => {
    it('stores the SEO fields trimmed, and null (the title, excerpt and image apply) when empty', async () => {
      const seo = {
        seoTitle: ' The Bride of the Mill ',
        seoDescription: 'Who walks the mill at midnight?',
        shareImage: '/uploads/share.webp',
      };
      const post = await create({ ...seo, published: true });
      expect(post).toMatchObject({ ...seo, seoTitle: 'The Bride of the Mill' });
      expect(await blog().findBySlug(post.slug)).toMatchObject({ shareImage: '/uploads/share.webp' });
      expect(await blog().update(post.id, body({ slug: post.slug, seoTitle: '', seoDescription: ' ' }))).toMatchObject({
        seoTitle: null,
        seoDescription: null,
        shareImage: null,
      });
    });

    it('refuses a content link without a URL, naming it', async () => {
      await expect(create({ content: 'Ask at [the mill](https://) after dark.' })).rejects.toMatchObject({
        errors: { content: ['Content has a link without a URL: "the mill"'] },
      });
      await create({ content: 'Ask at [the mill](https://example.com/mill) after dark.' });
    });

    it('refuses a content image that is not from the media library, and keeps library images', async () => {
      const foreign = (url: string) => ({ errors: { content: [`Content has an image that is not from the media library: "${url}"`] } });
      for (const url of [
        'https://example.com/ghost.png',
        '/images/fallback/ny.webp',
        '/uploads/../0123456789abcdef0123456789abcdef-web.webp',
        'data:image/png;base64,AAAA',
      ])
        await expect(create({ content: `The bride:\n\n![The bride at the window](${url})` })).rejects.toMatchObject(foreign(url));
      const id = '0123456789abcdef0123456789abcdef';
      const content = `![The bride at the window](/uploads/${id}-web.webp)\n\n![](https://media.example.com/${id}.jpg)`;
      const created = await create({ content });
      expect(created.content).toBe(content);
      await expect(
        blog().update(created.id, body({ slug: created.slug, content: `${content}\n\n![x](/uploads/ghost.webp)` })),
      ).rejects.toMatchObject(foreign('/uploads/ghost.webp'));
    });

    it('names the attraction a story inspires, and lists the stories of an attraction', async () => {
      const inspired = await create({ attractionId: 3, published: true });
      await create({ attractionId: 4, published: true });
      expect(inspired.attractionId).toBe(3);
      expect(await list({ attractionId: 3 })).toEqual([inspired.id]);
    });
  });

  describe('revisions', () => {
    const save = (post: { id: number; slug: string }, overrides: Record<string, unknown>) =>
      blog().update(post.id, body({ slug: post.slug, ...overrides }));

    it('keeps every save with its fields, newest first', async () => {
      const story = await create({ title: 'First words', content: 'The first telling.' });
      await save(story, { title: 'Second words', content: 'The second telling.', distance: '2 miles away' });
      const revisions = await blog().listRevisions(story.id);
      expect(revisions).toHaveLength(2);
      expect(revisions[0]).toMatchObject({
        id: expect.any(Number),
        title: 'Second words',
        content: 'The second telling.',
        slug: story.slug,
        distance: '2 miles away',
        published: false,
        publishAt: null,
        createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      });
      expect(revisions[1]).toMatchObject({ title: 'First words', content: 'The first telling.', distance: null });
    });

    it('restores a revision as a new save, keeping the address and the publishing state, SEO fields included', async () => {
      const story = await create({
        title: 'Old title',
        excerpt: 'Old excerpt.',
        content: 'Old content.',
        featured: true,
        seoTitle: 'Old search title',
      });
      await save(story, { title: 'New title', excerpt: 'New excerpt.', content: 'New content.', published: true, seoTitle: 'New' });
      const [, oldest] = await blog().listRevisions(story.id);
      expect(oldest.seoTitle).toBe('Old search title');
      expect(await blog().restoreRevision(story.id, oldest.id)).toMatchObject({
        title: 'Old title',
        excerpt: 'Old excerpt.',
        content: 'Old content.',
        featured: true,
        seoTitle: 'Old search title',
        slug: story.slug,
        published: true,
      });
      const after = await blog().listRevisions(story.id);
      expect(after).toHaveLength(3);
      expect(after[0]).toMatchObject({ title: 'Old title', published: true });
      expect((await blog().findBySlug(story.slug)).title).toBe('Old title');
    });

    it('answers 404 for an unknown story or a revision of another story', async () => {
      const story = await create();
      const other = await create();
      const [revision] = await blog().listRevisions(other.id);
      await expect(blog().listRevisions(999_999)).rejects.toMatchObject(notFound);
      await expect(blog().restoreRevision(story.id, revision.id)).rejects.toMatchObject({ status: 404, message: 'Revision not found' });
    });

    it('keeps the newest 50 revisions of a story and forgets them with the story', async () => {
      const story = await create({ title: 'Save 0' });
      for (let i = 1; i <= 51; i++) await save(story, { title: `Save ${i}` });
      const revisions = await blog().listRevisions(story.id);
      expect(revisions).toHaveLength(50);
      expect(revisions[0].title).toBe('Save 51');
      expect(revisions[49].title).toBe('Save 2');
      await blog().remove(story.id);
      const rows = await s.dataSource.query('SELECT COUNT(*) AS n FROM blog_post_revisions WHERE postId = ?', [story.id]);
      expect(Number(rows[0].n)).toBe(0);
    });
  });

  describe('preview links', () => {
    const ORIGIN = 'https://haunt.example.com';
    const DAY_MS = 24 * 60 * 60 * 1000;
    const share = (id: number) => blog().createPreviewLink(id, ORIGIN);
    const tokenOf = (url: string | null) => url!.split('/preview/')[1];
    const links = () => s.dataSource.getRepository(StoryPreviewLink);
    const gone = { status: 410, response: { code: 'PREVIEW_LINK_GONE', message: 'This preview link has expired or was revoked' } };

    it('makes a 7-day link that opens the draft, keeping only the token’s hash and seed', async () => {
      const story = await create({ title: 'Not out yet', region: 'florida' });
      const before = Date.now();
      const link = await share(story.id);
      expect(link.url).toMatch(/^https:\/\/haunt\.example\.com\/florida\/dark-legends\/preview\/[A-Za-z0-9_-]{43}$/);
      expect(Date.parse(link.expiresAt) - before).toBeGreaterThanOrEqual(7 * DAY_MS - 1000);
      expect(Date.parse(link.expiresAt) - before).toBeLessThanOrEqual(7 * DAY_MS + 5000);
      await expect(blog().findBySlug(story.slug)).rejects.toMatchObject(notFound);
      expect(await blog().preview(tokenOf(link.url))).toMatchObject({ id: story.id, title: 'Not out yet', published: false });
      const rows = await links().findBy({ postId: story.id });
      expect(JSON.stringify(rows)).not.toContain(tokenOf(link.url));
    });

    it('stops a revoked link at once, and lists only the links that still work, newest first, each opening the story', async () => {
      const story = await create({ title: 'Shared twice' });
      const first = await share(story.id);
      const revoked = await share(story.id);
      const second = await share(story.id);
      await blog().revokePreviewLink(story.id, revoked.id);
      await expect(blog().preview(tokenOf(revoked.url))).rejects.toMatchObject(gone);
      const list = await blog().listPreviewLinks(story.id, ORIGIN);
      expect(list.map(({ id, url }) => ({ id, url }))).toEqual([
        { id: second.id, url: second.url },
        { id: first.id, url: first.url },
      ]);
      for (const link of list) expect((await blog().preview(tokenOf(link.url))).title).toBe('Shared twice');
    });

    it('shows no address for a link whose token cannot be made again (made before, or under another JWT secret)', async () => {
      const story = await create();
      const older = await share(story.id);
      const foreign = await share(story.id);
      await links().update({ id: older.id }, { tokenSeed: null });
      await links().update({ id: foreign.id }, { tokenSeed: 'x'.repeat(43) });
      expect((await blog().listPreviewLinks(story.id, ORIGIN)).map(({ id, url }) => ({ id, url }))).toEqual([
        { id: foreign.id, url: null },
        { id: older.id, url: null },
      ]);
      expect((await blog().preview(tokenOf(older.url))).id).toBe(story.id);
    });

    it('stops a link once it expires', async () => {
      const story = await create();
      const link = await share(story.id);
      await links().update({ id: link.id }, { expiresAt: new Date(Date.now() - 1000) });
      await expect(blog().preview(tokenOf(link.url))).rejects.toMatchObject(gone);
      expect(await blog().listPreviewLinks(story.id, ORIGIN)).toEqual([]);
    });

    it('answers 404 for a token that never was, and for the links of an unknown story or an unknown link', async () => {
      await expect(blog().preview('a'.repeat(43))).rejects.toMatchObject({ status: 404 });
      await expect(blog().preview('short')).rejects.toMatchObject({ status: 404 });
      await expect(share(999_999)).rejects.toMatchObject(notFound);
      await expect(blog().revokePreviewLink((await create()).id, 999_999)).rejects.toMatchObject({ status: 404 });
    });
  });

  describe('the story list', () => {
    let posts: Record<string, { id: number }>;

    beforeAll(async () => {
      await clear();
      posts = {
        nyGhost: await create({ region: 'new-york', category: 'ghost-story', published: true }),
        nyLegend: await create({ region: 'new-york', category: 'legend', published: true }),
        nyDraft: await create({ region: 'new-york', category: 'ghost-story', published: false }),
        flMystery: await create({ region: 'florida', category: 'mystery', published: true }),
        flDraft: await create({ region: 'florida', category: 'mystery', published: false }),
      };
    });

    it('gives visitors the published stories only, newest first', async () => {
      const page = await blog().list({} as BlogPostQueryDto, undefined);
      expect(page).toMatchObject({ total: 3, limit: 20, offset: 0, nextCursor: null });
      expect(page.items.map((post) => post.id)).toEqual([posts.flMystery.id, posts.nyLegend.id, posts.nyGhost.id]);
    });

    it.each([
      ['published=false', { published: false }],
      ['published=false&region=new-york&category=ghost-story', { published: false, region: 'new-york', category: 'ghost-story' }],
      ['category=mystery&region=florida', { category: 'mystery', region: 'florida' }],
      ['region=florida', { region: 'florida' }],
    ])('never shows visitors a draft, whatever the query says (%s)', async (_, query) => {
      const page = await blog().list(query as BlogPostQueryDto, undefined);
      expect(page.items.map((post) => post.id)).not.toContain(posts.nyDraft.id);
      expect(page.items.map((post) => post.id)).not.toContain(posts.flDraft.id);
      expect(page.items.every((post) => post.published)).toBe(true);
    });

    it("honours the spec's story list query for visitors: region, published=true, category", async () => {
      expect(await list({ region: 'new-york', published: true, category: 'legend' })).toEqual([posts.nyLegend.id]);
      expect(await list({ region: 'new-york', published: true })).toEqual([posts.nyLegend.id, posts.nyGhost.id]);
    });

    it('gives staff every story, drafts too, and honours their filters', async () => {
      const all = await blog().list({} as BlogPostQueryDto, STAFF);
      expect(all.total).toBe(5);
      expect(all.items.map((post) => post.id)).toEqual([
        posts.flDraft.id,
        posts.flMystery.id,
        posts.nyDraft.id,
        posts.nyLegend.id,
        posts.nyGhost.id,
      ]);
      expect(await list({ published: false }, STAFF)).toEqual([posts.flDraft.id, posts.nyDraft.id]);
      expect(await list({ published: true, region: 'new-york' }, STAFF)).toEqual([posts.nyLegend.id, posts.nyGhost.id]);
      expect(await list({ category: 'ghost-story' }, STAFF)).toEqual([posts.nyDraft.id, posts.nyGhost.id]);
      expect(await list({ region: 'florida', category: 'mystery', published: false }, STAFF)).toEqual([posts.flDraft.id]);
    });

    it('lists summaries without the content, for visitors and staff alike', async () => {
      for (const viewer of [undefined, STAFF]) {
        const { items } = await blog().list({} as BlogPostQueryDto, viewer);
        expect(items.length).toBeGreaterThan(0);
        for (const item of items) {
          expect(item).not.toHaveProperty('content');
          expect(Object.keys(item).sort()).toEqual(
            [
              'id',
              'title',
              'slug',
              'excerpt',
              'region',
              'language',
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
  });

  describe('searching the story list (staff)', () => {
    let posts: Record<string, { id: number }>;

    beforeAll(async () => {
      await clear();
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

    const search = async (term: string, query: Partial<BlogPostQueryDto> = {}) =>
      (await list({ search: term, ...query }, STAFF)).sort((a, b) => a - b);
    const idsOf = (...keys: string[]) => keys.map((key) => posts[key].id).sort((a, b) => a - b);

    it('finds the stories whose title, slug or excerpt contain the text, case-insensitive, drafts too', async () => {
      expect(await search('hollow')).toEqual(idsOf('bride'));
      expect(await search('OLD-MILL')).toEqual(idsOf('mill'));
      expect(await search('burns')).toEqual(idsOf('lighthouse'));
      expect(await search('the')).toEqual(idsOf('bride', 'mill', 'lighthouse'));
      expect(await search('no such thing')).toEqual([]);
    });

    it('reports the total of the matches', async () => {
      expect(await blog().list({ search: 'search', limit: 1 } as BlogPostQueryDto, STAFF)).toMatchObject({ total: 3, limit: 1 });
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
      expect(await search('the', { published: true })).toEqual(idsOf('bride', 'lighthouse'));
    });
  });

  describe('reading one story, and its views', () => {
    it.each(['no-such-story', 'Not A Slug', "' OR 1=1--"])('answers 404 for an unknown slug (%s)', async (slug) => {
      await expect(blog().findBySlug(slug)).rejects.toMatchObject(notFound);
    });

    it('gives staff a draft that visitors do not find', async () => {
      const draft = await create({ published: false });
      await expect(blog().findBySlug(draft.slug)).rejects.toMatchObject(notFound);
      expect(await blog().findBySlug(draft.slug, STAFF)).toMatchObject({ id: draft.id, published: false });
    });

    it('counts the same visitor again in the next hour', async () => {
      const post = await create({ published: true });
      const hour = 60 * 60 * 1000;
      const start = Math.floor(Date.now() / hour) * hour - hour;
      const counted: boolean[] = [];
      for (const now of [start, start + 1, start + hour - 1, start + hour]) counted.push(await views().record(post.id, 'visitor-key', now));
      expect(counted).toEqual([true, false, false, true]);
      await views().flush();
      expect((await readRow(post.id))?.views).toBe(2);
    });

    it('counts simultaneous reads by different visitors without losing any, and a view is no edit', async () => {
      const post = await create({ published: true });
      await Promise.all(Array.from({ length: 20 }, (_, i) => asRequest(() => views().record(post.id, `visitor-${i}`))));
      await views().flush();
      const row = await readRow(post.id);
      expect(row?.views).toBe(20);
      expect(row?.updatedAt.toISOString()).toBe(post.updatedAt);
    });
  });

  it('counts every story, by region and status, and sums the views in one answer', async () => {
    await clear();
    const byRegion = (newYork: number, florida: number) => [
      { region: 'new-york', name: 'New York', count: newYork },
      { region: 'florida', name: 'Florida', count: florida },
    ];
    expect(await blog().stats()).toEqual({ total: 0, byRegion: byRegion(0, 0), totalViews: 0, published: 0, drafts: 0 });
    const posts = [
      await create({ region: 'new-york', published: true }),
      await create({ region: 'new-york', published: true }),
      await create({ region: 'new-york', published: false }),
      await create({ region: 'florida', published: true }),
      await create({ region: 'florida', published: false }),
    ];
    const counts = [3, 40, 0, 500, 7];
    for (const [index, post] of posts.entries())
      await s.dataSource.getRepository(BlogPost).update({ id: post.id }, { views: counts[index] });
    expect(await blog().stats()).toEqual({ total: 5, byRegion: byRegion(3, 2), totalViews: 550, published: 3, drafts: 2 });
  });
});
