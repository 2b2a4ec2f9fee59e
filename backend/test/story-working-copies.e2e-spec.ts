import { addMember, memberToken } from './support/staff';
import { blogPostBody } from './support/factories';
import { bearer, testAppSession } from './support/test-app';

describe('story working copies (autosave)', () => {
  const t = testAppSession();

  const create = async (overrides: Record<string, unknown> = {}) => {
    const res = await t.http.post('/api/blog-posts').set(t.admin).send(blogPostBody(overrides)).expect(201);
    return res.body as { id: number; slug: string } & Record<string, unknown>;
  };

  it('keeps the autosaved form beside the story, never over the published version, until the story is saved', async () => {
    const story = await create({ title: 'Published words', published: true });
    // Every field the form holds, as the editor sends it.
    const fields = {
      title: 'Half-written new title',
      slug: 'half-written',
      excerpt: '',
      content: 'A story in the middle of being rewr',
      region: 'new-york',
      category: 'legend',
      image: '',
      distance: '',
      readTime: '',
      published: true,
      featured: false,
      publishAt: '2026-10-02T18:00',
      unpublishAt: '',
      seoTitle: '',
      seoDescription: '',
      shareImage: '',
      attractionId: 0,
    };

    const saved = await t.http.put(`/api/blog-posts/${story.id}/working-copy`).set(t.admin).send({ fields }).expect(200);
    expect(saved.body).toEqual({ fields, savedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/), author: 'admin' });
    expect((await t.http.get(`/api/blog-posts/${story.slug}`).expect(200)).body.title).toBe('Published words');

    const again = { ...fields, content: 'A story in the middle of being rewritten.' };
    await t.http.put(`/api/blog-posts/${story.id}/working-copy`).set(t.admin).send({ fields: again }).expect(200);
    expect((await t.http.get(`/api/blog-posts/${story.id}/working-copy`).set(t.admin).expect(200)).body.fields).toEqual(again);

    await t.http
      .put(`/api/blog-posts/${story.id}`)
      .set(t.admin)
      .send(blogPostBody({ slug: story.slug, title: 'Saved at last' }))
      .expect(200);
    const gone = await t.http.get(`/api/blog-posts/${story.id}/working-copy`).set(t.admin).expect(200);
    expect(gone.body).toEqual({});
    expect(gone.text).toBe('');
  });

  it("keeps each member's new story apart and drops it when the story is created", async () => {
    const member = await addMember(t.dataSource, 'editor');
    const editor = { token: await memberToken(t.dataSource, t.config.jwtSecret, member.id) };
    await t.http
      .put('/api/blog-posts/working-copy')
      .set(t.admin)
      .send({ fields: { title: 'Mine' } })
      .expect(200);
    await t.http
      .put('/api/blog-posts/working-copy')
      .set(bearer(editor.token))
      .send({ fields: { title: 'Theirs' } })
      .expect(200);
    expect((await t.http.get('/api/blog-posts/working-copy').set(t.admin).expect(200)).body.fields).toEqual({ title: 'Mine', content: '' });

    await create();
    expect((await t.http.get('/api/blog-posts/working-copy').set(t.admin).expect(200)).text).toBe('');
    expect((await t.http.get('/api/blog-posts/working-copy').set(bearer(editor.token)).expect(200)).body.fields).toEqual({
      title: 'Theirs',
      content: '',
    });
    await t.http.delete('/api/blog-posts/working-copy').set(bearer(editor.token)).expect(204);
    await t.http.delete('/api/blog-posts/working-copy').set(bearer(editor.token)).expect(404);
  });

  it('accepts a half-written form but bounds its lengths, and answers 404 for an unknown story', async () => {
    await t.http
      .put('/api/blog-posts/working-copy')
      .set(t.admin)
      .send({ fields: { slug: 'Not A Valid Slug', title: '' } })
      .expect(200);
    const long = await t.http
      .put('/api/blog-posts/working-copy')
      .set(t.admin)
      .send({ fields: { title: 'x'.repeat(201) } })
      .expect(400);
    expect(long.body.message).toEqual(['Title must be at most 200 characters']);
    await t.http
      .put('/api/blog-posts/working-copy')
      .set(t.admin)
      .send({ fields: { views: 3 } })
      .expect(400);
    await t.http.put('/api/blog-posts/999999/working-copy').set(t.admin).send({ fields: {} }).expect(404);
  });
});
