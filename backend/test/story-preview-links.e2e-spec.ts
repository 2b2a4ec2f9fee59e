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
    // Only a hash of the token is stored.
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
    expect(list.body[0]).not.toHaveProperty('url');
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
