import { blogPostBody } from './support/factories';
import { testAppSession } from './support/test-app';

// One app for the file: each test makes stories of its own.
const t = testAppSession();

describe('story SEO and sharing fields (seoTitle, seoDescription, shareImage)', () => {
  it('stores them, trimmed, and gives null (the title, excerpt and image apply) when empty', async () => {
    const seo = {
      seoTitle: ' The Bride of the Mill ',
      seoDescription: 'Who walks the mill at midnight?',
      shareImage: '/uploads/share.webp',
    };
    const res = await t.http
      .post('/api/blog-posts')
      .set(t.admin)
      .send(blogPostBody({ ...seo, published: true }))
      .expect(201);
    expect(res.body).toMatchObject({ ...seo, seoTitle: 'The Bride of the Mill' });
    expect((await t.http.get(`/api/blog-posts/${res.body.slug}`).expect(200)).body).toMatchObject({ shareImage: '/uploads/share.webp' });

    const cleared = await t.http
      .put(`/api/blog-posts/${res.body.id}`)
      .set(t.admin)
      .send(blogPostBody({ slug: res.body.slug, seoTitle: '', seoDescription: ' ' }))
      .expect(200);
    expect(cleared.body).toMatchObject({ seoTitle: null, seoDescription: null, shareImage: null });
  });

  it.each([
    [{ seoTitle: 'x'.repeat(71) }, 'seoTitle', 'SEO title must be at most 70 characters'],
    [{ seoDescription: 'x'.repeat(161) }, 'seoDescription', 'Meta description must be at most 160 characters'],
    [
      { shareImage: 'javascript:alert(1)' },
      'shareImage',
      'Share image must be an http(s) URL or a site path such as /uploads/picture.webp',
    ],
  ])('refuses %o', async (fields, field, message) => {
    const res = await t.http.post('/api/blog-posts').set(t.admin).send(blogPostBody(fields)).expect(400);
    expect(res.body.errors[field]).toEqual([message]);
  });

  it('keeps them in revisions and restores them', async () => {
    const story = (
      await t.http
        .post('/api/blog-posts')
        .set(t.admin)
        .send(blogPostBody({ seoTitle: 'Old search title' }))
        .expect(201)
    ).body;
    await t.http
      .put(`/api/blog-posts/${story.id}`)
      .set(t.admin)
      .send(blogPostBody({ slug: story.slug, seoTitle: 'New' }))
      .expect(200);
    const [, oldest] = (await t.http.get(`/api/blog-posts/${story.id}/revisions`).set(t.admin).expect(200)).body;
    expect(oldest.seoTitle).toBe('Old search title');
    const restored = await t.http.post(`/api/blog-posts/${story.id}/revisions/${oldest.id}/restore`).set(t.admin).expect(200);
    expect(restored.body.seoTitle).toBe('Old search title');
  });
});

describe('story content links', () => {
  it('refuses to save a link without a URL, naming it', async () => {
    const res = await t.http
      .post('/api/blog-posts')
      .set(t.admin)
      .send(blogPostBody({ content: 'Ask at [the mill](https://) after dark.' }))
      .expect(400);
    expect(res.body.errors.content).toEqual(['Content has a link without a URL: "the mill"']);
    await t.http
      .post('/api/blog-posts')
      .set(t.admin)
      .send(blogPostBody({ content: 'Ask at [the mill](https://example.com/mill) after dark.' }))
      .expect(201);
  });

  it('refuses an image that is not from the media library, and keeps library images', async () => {
    for (const url of [
      'https://example.com/ghost.png',
      '/images/fallback/ny.webp',
      '/uploads/../0123456789abcdef0123456789abcdef-web.webp',
      'data:image/png;base64,AAAA',
    ]) {
      const res = await t.http
        .post('/api/blog-posts')
        .set(t.admin)
        .send(blogPostBody({ content: `The bride:\n\n![The bride at the window](${url})` }))
        .expect(400);
      expect(res.body.errors.content).toEqual([`Content has an image that is not from the media library: "${url}"`]);
    }
    const id = '0123456789abcdef0123456789abcdef';
    const content = `![The bride at the window](/uploads/${id}-web.webp)\n\n![](https://media.example.com/${id}.jpg)`;
    const created = await t.http.post('/api/blog-posts').set(t.admin).send(blogPostBody({ content })).expect(201);
    expect(created.body.content).toBe(content);
    const res = await t.http
      .put(`/api/blog-posts/${created.body.id}`)
      .set(t.admin)
      .send(blogPostBody({ slug: created.body.slug, content: `${content}\n\n![x](/uploads/ghost.webp)` }))
      .expect(400);
    expect(res.body.errors.content).toEqual(['Content has an image that is not from the media library: "/uploads/ghost.webp"']);
  });
});

describe('story and attraction', () => {
  it('names the attraction a story inspires, and lists the stories of an attraction', async () => {
    const inspired = await t.http
      .post('/api/blog-posts')
      .set(t.admin)
      .send(blogPostBody({ attractionId: 3, published: true }))
      .expect(201);
    await t.http
      .post('/api/blog-posts')
      .set(t.admin)
      .send(blogPostBody({ attractionId: 4, published: true }))
      .expect(201);
    expect(inspired.body.attractionId).toBe(3);
    const list = await t.http.get('/api/blog-posts').query({ attractionId: 3 }).expect(200);
    expect(list.body.items.map((story: { id: number }) => story.id)).toEqual([inspired.body.id]);
    await t.http
      .post('/api/blog-posts')
      .set(t.admin)
      .send(blogPostBody({ attractionId: 'x' }))
      .expect(400);
    await t.http.get('/api/blog-posts').query({ attractionId: 0 }).expect(400);
  });
});
