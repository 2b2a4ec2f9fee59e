import { VideoBackground } from '../src/video-backgrounds/entities/video-background.entity';
import { videoBackgroundBody } from './support/factories';
import { testAppSession } from './support/test-app';

describe('video backgrounds', () => {
  const t = testAppSession();

  beforeEach(() => t.dataSource.getRepository(VideoBackground).clear());

  const create = async (overrides: Record<string, unknown> = {}) =>
    (await t.http.post('/api/video-backgrounds').set(t.admin).send(videoBackgroundBody(overrides)).expect(201)).body;
  const activeIds = async (page: string) =>
    (await t.dataSource.getRepository(VideoBackground).find({ where: { page: page as VideoBackground['page'], active: true } })).map(
      (v) => v.id,
    );

  it('an admin creates a video background; the API names the stored fields title and isActive', async () => {
    const body = await create({ thumbnailUrl: 'https://i.vimeocdn.com/video/1.jpg', description: 'Slow pan' });
    expect(body).toEqual({
      id: expect.any(Number),
      page: 'landing',
      title: 'Foggy cornfield',
      videoUrl: 'https://vimeo.com/76979871',
      thumbnailUrl: 'https://i.vimeocdn.com/video/1.jpg',
      description: 'Slow pan',
      isActive: false,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    const row = await t.dataSource.getRepository(VideoBackground).findOneByOrFail({ id: body.id });
    expect(row).toMatchObject({ name: 'Foggy cornfield', active: false });
  });

  it('optional fields may be empty, and a site path is a valid video URL', async () => {
    const body = await create({ thumbnailUrl: '', description: '', videoUrl: '/uploads/0f3c9a.mp4' });
    expect(body).toMatchObject({ thumbnailUrl: null, description: null, videoUrl: '/uploads/0f3c9a.mp4' });
  });

  it('the public call returns the active video of a page, or JSON null when there is none', async () => {
    const none = await t.http.get('/api/video-backgrounds/active/landing').expect(200);
    expect(none.headers['content-type']).toMatch(/application\/json/);
    expect(none.text).toBe('null');

    await create({ title: 'Inactive' });
    const active = await create({ title: 'Active', isActive: true });
    await create({ page: 'ny-home', title: 'Other page', isActive: true });
    const res = await t.http.get('/api/video-backgrounds/active/landing').expect(200);
    expect(res.body).toEqual({ ...active, isActive: true });
  });

  it('refuses an unknown page key with 400', async () => {
    const res = await t.http.get('/api/video-backgrounds/active/mars').expect(400);
    expect(res.body.errors).toEqual({
      page: ['page must be one of: landing, ny-home, fl-home, ny-attractions, fl-attractions, ny-blog, fl-blog'],
    });
  });

  it('creating an active video deactivates the others of the same page only', async () => {
    const first = await create({ isActive: true });
    const other = await create({ page: 'fl-home', isActive: true });
    const second = await create({ isActive: true });
    await expect(activeIds('landing')).resolves.toEqual([second.id]);
    await expect(activeIds('fl-home')).resolves.toEqual([other.id]);
    expect(first.id).not.toBe(second.id);
  });

  it('PATCH isActive true switches the active video of the page; false turns it off', async () => {
    const a = await create({ isActive: true });
    const b = await create();
    const res = await t.http.patch(`/api/video-backgrounds/${b.id}`).set(t.admin).send({ isActive: true }).expect(200);
    expect(res.body).toMatchObject({ id: b.id, isActive: true });
    await expect(activeIds('landing')).resolves.toEqual([b.id]);
    const list = await t.http.get('/api/video-backgrounds').set(t.admin).expect(200);
    expect(list.body.items.find((v: { id: number }) => v.id === a.id).isActive).toBe(false);

    await t.http.patch(`/api/video-backgrounds/${b.id}`).set(t.admin).send({ isActive: false }).expect(200);
    await expect(activeIds('landing')).resolves.toEqual([]);
    await expect(t.http.get('/api/video-backgrounds/active/landing').expect(200)).resolves.toMatchObject({ text: 'null' });
  });

  it('moving an active video to another page deactivates that page’s active video', async () => {
    const landing = await create({ isActive: true });
    const nyHome = await create({ page: 'ny-home', isActive: true });
    const res = await t.http
      .patch(`/api/video-backgrounds/${landing.id}`)
      .set(t.admin)
      .send({ page: 'ny-home', title: 'Moved', description: null })
      .expect(200);
    expect(res.body).toMatchObject({ page: 'ny-home', title: 'Moved', description: null, isActive: true });
    await expect(activeIds('ny-home')).resolves.toEqual([landing.id]);
    expect(nyHome.id).not.toBe(landing.id);
  });

  it('the admin list is newest first with the envelope, and can filter by page', async () => {
    const older = await create();
    const newer = await create({ page: 'fl-blog' });
    const list = await t.http.get('/api/video-backgrounds').set(t.admin).expect(200);
    expect(list.body).toMatchObject({ total: 2, limit: 100, offset: 0 });
    expect(list.body.items.map((v: { id: number }) => v.id)).toEqual([newer.id, older.id]);
    const filtered = await t.http.get('/api/video-backgrounds?page=fl-blog').set(t.admin).expect(200);
    expect(filtered.body.items.map((v: { id: number }) => v.id)).toEqual([newer.id]);
    await t.http.get('/api/video-backgrounds').expect(401);
  });

  it('validates the form fields and writes nothing', async () => {
    const res = await t.http.post('/api/video-backgrounds').set(t.admin).send({ thumbnailUrl: 'not a url', isActive: 'yes' }).expect(400);
    expect(res.body.errors).toEqual({
      page: ['Page is required'],
      title: ['Title is required'],
      videoUrl: ['Video URL is required'],
      thumbnailUrl: ['Thumbnail URL must be a valid URL'],
      isActive: ['isActive must be true or false'],
    });
    const wrong = await t.http
      .post('/api/video-backgrounds')
      .set(t.admin)
      .send(videoBackgroundBody({ page: 'home', videoUrl: 'javascript:alert(1)' }))
      .expect(400);
    expect(wrong.body.errors).toEqual({
      page: ['Page must be one of: landing, ny-home, fl-home, ny-attractions, fl-attractions, ny-blog, fl-blog'],
      videoUrl: ['Video URL must be a valid URL'],
    });
    await expect(t.dataSource.getRepository(VideoBackground).count()).resolves.toBe(0);
  });

  it('PATCH refuses null for required fields and a failed PATCH changes nothing', async () => {
    const v = await create({ isActive: true });
    const other = await create();
    const res = await t.http.patch(`/api/video-backgrounds/${other.id}`).set(t.admin).send({ isActive: true, title: null }).expect(400);
    expect(res.body.errors).toEqual({ title: ['Title is required'] });
    await expect(activeIds('landing')).resolves.toEqual([v.id]);
  });

  it('DELETE removes a video; unknown ids are 404 with a message', async () => {
    const v = await create({ isActive: true });
    await t.http.delete(`/api/video-backgrounds/${v.id}`).set(t.admin).expect(204);
    const res = await t.http.delete(`/api/video-backgrounds/${v.id}`).set(t.admin).expect(404);
    expect(res.body).toEqual({ statusCode: 404, code: 'NOT_FOUND', message: `Video background ${v.id} not found`, error: 'Not Found' });
    const changed = await t.http.patch('/api/video-backgrounds/999999').set(t.admin).send({ isActive: true }).expect(404);
    expect(changed.body.message).toBe('Video background 999999 not found');
    await expect(t.http.get('/api/video-backgrounds/active/landing').expect(200)).resolves.toMatchObject({ text: 'null' });
  });

  it('concurrent activations leave exactly one active video for the page', async () => {
    const videos = await Promise.all([1, 2, 3, 4, 5].map((n) => create({ title: `Video ${n}` })));
    const results = await Promise.all(
      videos.map((v) => t.http.patch(`/api/video-backgrounds/${v.id}`).set(t.admin).send({ isActive: true })),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    await expect(activeIds('landing')).resolves.toHaveLength(1);
  });

  it('concurrent creations of active videos leave exactly one active video for the page', async () => {
    const results = await Promise.all(
      [1, 2, 3, 4, 5].map((n) =>
        t.http
          .post('/api/video-backgrounds')
          .set(t.admin)
          .send(videoBackgroundBody({ title: `Video ${n}`, isActive: true })),
      ),
    );
    expect(results.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
    await expect(activeIds('landing')).resolves.toHaveLength(1);
  });
});
