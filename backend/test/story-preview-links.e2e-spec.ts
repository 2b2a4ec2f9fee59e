import { StoryPreviewLink } from '../src/blog/entities/story-preview-link.entity';
import { blogPostBody } from './support/factories';
import { testAppSession } from './support/test-app';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('story preview links (/api/blog-posts/{id}/preview-links)', () => {
  const t = testAppSession({ config: { publicUrl: 'https://haunt.example.com' } });

  const draft = async (overrides: Record<string, unknown> = {}) =>
    (await t.http.post('/api/blog-posts').set(t.admin).send(blogPostBody(overrides)).expect(201)).body as { id: number; slug: string };
  const share = async (id: number) =>
    (await t.http.post(`/api/blog-posts/${id}/preview-links`).set(t.admin).expect(201)).body as {
      id: number;
      url: string;
      expiresAt: string;
      createdBy: string | null;
    };
  const tokenOf = (url: string) => url.split('/preview/')[1];

  it('makes a 7-day link that shows the draft to anyone, without signing in, and is never cached', async () => {
    const story = await draft({ title: 'Not out yet', region: 'florida' });
    const before = Date.now();
    const link = await share(story.id);
    expect(link.url).toMatch(/^https:\/\/haunt\.example\.com\/florida\/dark-legends\/preview\/[A-Za-z0-9_-]{43}$/);
    expect(Date.parse(link.expiresAt) - before).toBeGreaterThanOrEqual(7 * DAY_MS - 1000);
    expect(Date.parse(link.expiresAt) - before).toBeLessThanOrEqual(7 * DAY_MS + 5000);
    expect(link.createdBy).toBe('admin');

    await t.http.get(`/api/blog-posts/${story.slug}`).expect(404);
    const res = await t.http.get(`/api/blog-posts/preview/${tokenOf(link.url)}`).expect(200);
    expect(res.body).toMatchObject({ id: story.id, title: 'Not out yet', published: false });
    expect(res.headers['cache-control']).toContain('no-store');
    // The token itself is not stored: only its hash, and the seed it is derived from with the server's key.
    const rows = await t.dataSource.getRepository(StoryPreviewLink).findBy({ postId: story.id });
    expect(JSON.stringify(rows)).not.toContain(tokenOf(link.url));
  });

  it('stops a revoked link at once, and lists only the links that still work', async () => {
    const story = await draft();
    const kept = await share(story.id);
    const revoked = await share(story.id);
    await t.http.delete(`/api/blog-posts/${story.id}/preview-links/${revoked.id}`).set(t.admin).expect(204);

    const gone = await t.http.get(`/api/blog-posts/preview/${tokenOf(revoked.url)}`).expect(410);
    expect(gone.body).toMatchObject({ code: 'PREVIEW_LINK_GONE', message: 'This preview link has expired or was revoked' });
    await t.http.get(`/api/blog-posts/preview/${tokenOf(kept.url)}`).expect(200);
    const list = await t.http.get(`/api/blog-posts/${story.id}/preview-links`).set(t.admin).expect(200);
    expect(list.body.map((link: { id: number }) => link.id)).toEqual([kept.id]);
  });

  it("shows a story's links that still work again, newest first, each opening the story, so sharing needs no new one", async () => {
    const story = await draft({ title: 'Shared twice', region: 'florida' });
    const first = await share(story.id);
    const second = await share(story.id);
    const list = (await t.http.get(`/api/blog-posts/${story.id}/preview-links`).set(t.admin).expect(200)).body as {
      id: number;
      url: string;
    }[];
    expect(list.map(({ id, url }) => ({ id, url }))).toEqual([
      { id: second.id, url: second.url },
      { id: first.id, url: first.url },
    ]);
    expect((await t.http.get(`/api/blog-posts/preview/${tokenOf(list[0].url)}`).expect(200)).body.title).toBe('Shared twice');
  });

  it('shows no address for a link whose token cannot be made again (made before, or under another JWT secret)', async () => {
    const story = await draft();
    const older = await share(story.id);
    const foreign = await share(story.id);
    await t.dataSource.getRepository(StoryPreviewLink).update({ id: older.id }, { tokenSeed: null });
    await t.dataSource.getRepository(StoryPreviewLink).update({ id: foreign.id }, { tokenSeed: 'x'.repeat(43) });
    const list = (await t.http.get(`/api/blog-posts/${story.id}/preview-links`).set(t.admin).expect(200)).body as {
      id: number;
      url: string | null;
    }[];
    expect(list.map(({ id, url }) => ({ id, url }))).toEqual([
      { id: foreign.id, url: null },
      { id: older.id, url: null },
    ]);
    await t.http.get(`/api/blog-posts/preview/${tokenOf(older.url)}`).expect(200);
  });

  it('stops a link once it expires', async () => {
    const story = await draft();
    const link = await share(story.id);
    await t.dataSource
      .createQueryBuilder()
      .update(StoryPreviewLink)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where('id = :id', { id: link.id })
      .execute();
    expect((await t.http.get(`/api/blog-posts/preview/${tokenOf(link.url)}`).expect(410)).body.code).toBe('PREVIEW_LINK_GONE');
    expect((await t.http.get(`/api/blog-posts/${story.id}/preview-links`).set(t.admin).expect(200)).body).toEqual([]);
  });

  it('answers 404 for a token that never was, and for the links of an unknown story', async () => {
    await t.http.get(`/api/blog-posts/preview/${'a'.repeat(43)}`).expect(404);
    await t.http.get('/api/blog-posts/preview/short').expect(404);
    await t.http.post('/api/blog-posts/999999/preview-links').set(t.admin).expect(404);
    const story = await draft();
    await t.http.delete(`/api/blog-posts/${story.id}/preview-links/999999`).set(t.admin).expect(404);
  });
});
