import { attractionBody, blogPostBody, videoBackgroundBody } from './support/factories';
import { imageFile } from './support/media-files';
import { testAppSession } from './support/test-app';

interface Item {
  id: number;
  url: string;
  webUrl: string | null;
  thumbnailUrl: string | null;
  altText: string | null;
}

describe('media details: alt text, what uses a file', () => {
  const t = testAppSession();

  // Each a different picture: the same bytes again would reuse the first item.
  let width = 40;
  const uploadImage = async (name = 'bride.png'): Promise<Item> =>
    (
      await t.http
        .post('/api/media')
        .set(t.admin)
        .attach('file', await imageFile('png', width++, 30), { filename: name, contentType: 'image/png' })
        .expect(201)
    ).body as Item;
  const setAlt = (id: number | string, body: unknown) =>
    t.http
      .patch(`/api/media/${id}`)
      .set(t.admin)
      .send(body as object);

  it('GET one item, and PATCH its alt text (trimmed) returns the updated item; an empty text clears it', async () => {
    const item = await uploadImage();
    const one = await t.http.get(`/api/media/${item.id}`).set(t.admin).expect(200);
    expect(one.body).toMatchObject({ id: item.id, altText: null, size: expect.any(Number), metadata: { width: 40, height: 30 } });

    const updated = await setAlt(item.id, { altText: '  A pale bride on the manor stairs  ' }).expect(200);
    expect(updated.body).toEqual({ ...one.body, altText: 'A pale bride on the manor stairs' });
    const listed = await t.http.get('/api/media').set(t.admin).expect(200);
    expect(listed.body.items.find((m: Item) => m.id === item.id).altText).toBe('A pale bride on the manor stairs');

    await expect(setAlt(item.id, { altText: '   ' }).expect(200)).resolves.toMatchObject({ body: { altText: null } });
  });

  it('PATCH refuses a missing, non-text or too long alt text and unknown fields with 400 per field, an unknown item with 404', async () => {
    const item = await uploadImage();
    const cases: [unknown, Record<string, string[]>][] = [
      [{}, { altText: ['Alt text is required (send an empty text to clear it)'] }],
      [{ altText: 42 }, { altText: ['Alt text must be text'] }],
      [{ altText: 'x'.repeat(251) }, { altText: ['Alt text must be at most 250 characters'] }],
    ];
    for (const [body, errors] of cases) {
      const res = await setAlt(item.id, body).expect(400);
      expect(res.body.errors).toEqual(errors);
    }
    await setAlt(item.id, { altText: 'ok', url: '/evil' }).expect(400);
    await setAlt(item.id, { altText: '🎃'.repeat(250) }).expect(200);
    const missing = await setAlt(999_999, { altText: 'x' }).expect(404);
    expect(missing.body).toEqual({ statusCode: 404, code: 'NOT_FOUND', message: 'Media item 999999 not found', error: 'Not Found' });
    await setAlt('abc', { altText: 'x' }).expect(400);
    await t.http.get('/api/media/999999').set(t.admin).expect(404);
  });

  it('GET and PATCH need an admin token', async () => {
    const item = await uploadImage();
    await t.http.patch(`/api/media/${item.id}`).send({ altText: 'x' }).expect(401);
    await t.http.get(`/api/media/${item.id}`).expect(401);
    await expect(t.http.get(`/api/media/${item.id}`).set(t.admin).expect(200)).resolves.toMatchObject({ body: { altText: null } });
  });

  it.each([
    [
      'story',
      (url: string) =>
        t.http
          .post('/api/blog-posts')
          .set(t.admin)
          .send(blogPostBody({ title: 'The Mirror', image: url, published: true })),
      'the story "The Mirror"',
    ],
    [
      'attraction',
      (url: string) =>
        t.http
          .post('/api/attractions')
          .set(t.admin)
          .send(attractionBody({ title: 'Corn Maze', image: url })),
      'the attraction "Corn Maze"',
    ],
    [
      'video background (by its poster)',
      (url: string) =>
        t.http
          .post('/api/video-backgrounds')
          .set(t.admin)
          .send(videoBackgroundBody({ title: 'Foggy field', thumbnailUrl: url })),
      'the video background "Foggy field"',
    ],
  ])('DELETE of a file a %s uses answers 409 naming it, and works once it is replaced', async (_, use, name) => {
    const item = await uploadImage();
    const created = await use(item.webUrl as string).expect(201);
    const refused = await t.http.delete(`/api/media/${item.id}`).set(t.admin).expect(409);
    expect(refused.body).toEqual({
      statusCode: 409,
      code: 'MEDIA_IN_USE',
      message: `This file is used by ${name} and cannot be deleted. Replace it there first.`,
      error: 'Conflict',
    });
    await t.http.get(item.url).expect(200);

    const path = (created.body as { slug?: string }).slug
      ? 'blog-posts'
      : name.includes('attraction')
        ? 'attractions'
        : 'video-backgrounds';
    await t.http
      .delete(`/api/${path}/${(created.body as { id: number }).id}`)
      .set(t.admin)
      .expect(204);
    await t.http.delete(`/api/media/${item.id}`).set(t.admin).expect(204);
  });

  it('counts the original and absolute URLs as uses too, and names every user', async () => {
    const item = await uploadImage();
    await t.http
      .post('/api/blog-posts')
      .set(t.admin)
      .send(blogPostBody({ title: 'First', image: item.url }))
      .expect(201);
    await t.http
      .post('/api/attractions')
      .set(t.admin)
      .send(attractionBody({ title: 'Second', image: `https://haunt.example.com${item.webUrl}` }))
      .expect(201);
    const refused = await t.http.delete(`/api/media/${item.id}`).set(t.admin).expect(409);
    expect(refused.body.message).toBe(
      'This file is used by the story "First" and the attraction "Second" and cannot be deleted. Replace it there first.',
    );
  });

  it('public story and attraction reads carry the picture’s alt text, and pick up a change at once', async () => {
    const item = await uploadImage();
    const story = (
      await t.http
        .post('/api/blog-posts')
        .set(t.admin)
        .send(blogPostBody({ title: 'Alt story', image: item.webUrl, published: true }))
        .expect(201)
    ).body as { slug: string; imageAlt: string | null };
    const attraction = (
      await t.http
        .post('/api/attractions')
        .set(t.admin)
        .send(attractionBody({ title: 'Alt attraction', image: item.url, region: 'florida' }))
        .expect(201)
    ).body as { id: number };
    expect(story.imageAlt).toBeNull();
    const publicStory = () => t.http.get(`/api/blog-posts/${story.slug}`).expect(200);
    const publicList = () => t.http.get('/api/blog-posts?published=true&limit=100').expect(200);
    const publicAttractions = () => t.http.get('/api/attractions?region=florida').expect(200);
    await expect(publicStory()).resolves.toMatchObject({ body: { imageAlt: null } });

    await setAlt(item.id, { altText: 'A pale bride on the manor stairs' }).expect(200);
    await expect(publicStory()).resolves.toMatchObject({ body: { imageAlt: 'A pale bride on the manor stairs' } });
    const list = (await publicList()).body.items as { slug: string; imageAlt: string | null }[];
    expect(list.find((s) => s.slug === story.slug)?.imageAlt).toBe('A pale bride on the manor stairs');
    expect(list.filter((s) => s.slug !== story.slug).every((s) => s.imageAlt === null)).toBe(true);
    const attractions = (await publicAttractions()).body.items as { id: number; imageAlt: string | null }[];
    expect(attractions.find((a) => a.id === attraction.id)?.imageAlt).toBe('A pale bride on the manor stairs');
  });
});
