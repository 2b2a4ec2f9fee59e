import { blogPostBody } from './support/factories';
import { testAppSession } from './support/test-app';

describe('story revisions (/api/blog-posts/{id}/revisions)', () => {
  const t = testAppSession();

  const create = async (overrides: Record<string, unknown> = {}) => {
    const res = await t.http.post('/api/blog-posts').set(t.admin).send(blogPostBody(overrides)).expect(201);
    return res.body as { id: number; slug: string } & Record<string, unknown>;
  };
  const save = (id: number, slug: string, overrides: Record<string, unknown>) =>
    t.http
      .put(`/api/blog-posts/${id}`)
      .set(t.admin)
      .send(blogPostBody({ slug, ...overrides }))
      .expect(200);
  const revisions = async (id: number) => (await t.http.get(`/api/blog-posts/${id}/revisions`).set(t.admin).expect(200)).body;

  it('keeps every save with who made it and the fields, newest first', async () => {
    const story = await create({ title: 'First words', content: 'The first telling.' });
    await save(story.id, story.slug, { title: 'Second words', content: 'The second telling.', distance: '2 miles away' });
    const list = await revisions(story.id);
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({
      id: expect.any(Number),
      author: 'admin',
      title: 'Second words',
      content: 'The second telling.',
      slug: story.slug,
      distance: '2 miles away',
      published: false,
      publishAt: null,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect(list[1]).toMatchObject({ title: 'First words', content: 'The first telling.', distance: null });
  });

  it('restores a revision as a new save, keeping the address and the publishing state', async () => {
    const story = await create({ title: 'Old title', excerpt: 'Old excerpt.', content: 'Old content.', featured: true });
    await save(story.id, story.slug, { title: 'New title', excerpt: 'New excerpt.', content: 'New content.', published: true });
    const [, oldest] = await revisions(story.id);

    const res = await t.http.post(`/api/blog-posts/${story.id}/revisions/${oldest.id}/restore`).set(t.admin).expect(200);

    expect(res.body).toMatchObject({
      title: 'Old title',
      excerpt: 'Old excerpt.',
      content: 'Old content.',
      featured: true,
      slug: story.slug,
      published: true,
    });
    const after = await revisions(story.id);
    expect(after).toHaveLength(3);
    expect(after[0]).toMatchObject({ title: 'Old title', published: true });
    expect((await t.http.get(`/api/blog-posts/${story.slug}`).expect(200)).body.title).toBe('Old title');
  });

  it('answers 404 for an unknown story or a revision of another story', async () => {
    const story = await create();
    const other = await create();
    const [revision] = await revisions(other.id);
    await t.http.get('/api/blog-posts/999999/revisions').set(t.admin).expect(404);
    const res = await t.http.post(`/api/blog-posts/${story.id}/revisions/${revision.id}/restore`).set(t.admin).expect(404);
    expect(res.body.message).toBe('Revision not found');
  });

  it('keeps the newest 50 revisions of a story and forgets them with the story', async () => {
    const story = await create({ title: 'Save 0' });
    for (let i = 1; i <= 51; i++) await save(story.id, story.slug, { title: `Save ${i}` });
    const list = await revisions(story.id);
    expect(list).toHaveLength(50);
    expect(list[0].title).toBe('Save 51');
    expect(list[49].title).toBe('Save 2');

    await t.http.delete(`/api/blog-posts/${story.id}`).set(t.admin).expect(204);
    const rows = await t.dataSource.query('SELECT COUNT(*) AS n FROM blog_post_revisions WHERE postId = ?', [story.id]);
    expect(Number(rows[0].n)).toBe(0);
  });
});
