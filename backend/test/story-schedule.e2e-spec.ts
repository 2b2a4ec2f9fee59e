import { BlogPost } from '../src/blog/entities/blog-post.entity';
import { blogPostBody } from './support/factories';
import { waitFor } from './support/smtp-stub';
import { bearer, createTestApp, type TestApp } from './support/test-app';

const MINUTE = 60_000;
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * MINUTE).toISOString();

/**
 * The schedule's wiring over HTTP and at a process's start; the rules (refused times, cancelling, one process per
 * change, unpublishing) are tested on the services in service/story-schedule.service-spec.ts.
 */
describe('scheduled stories (publishAt, unpublishAt) over HTTP', () => {
  let first: TestApp;
  let admin: { Authorization: string };

  beforeAll(async () => {
    first = await createTestApp();
    admin = bearer(await first.adminToken());
  });
  afterAll(() => first.close());

  const schedule = async (overrides: Record<string, unknown> = {}) => {
    const res = await first.http
      .post('/api/blog-posts')
      .set(admin)
      .send(blogPostBody({ publishAt: inMinutes(5), ...overrides }));
    expect(res.status).toBe(201);
    return res.body as { id: number; slug: string; publishAt: string | null; unpublishAt: string | null; published: boolean };
  };
  const visitorStatus = async (app: TestApp, slug: string) => (await app.http.get(`/api/blog-posts/${slug}`)).status;

  it('keeps a scheduled draft from visitors and shows its time to staff in the list', async () => {
    const publishAt = inMinutes(30);
    const story = await schedule({ publishAt: publishAt.replace('Z', '+00:00') });
    expect(story).toMatchObject({ published: false, publishAt, unpublishAt: null });
    expect(await visitorStatus(first, story.slug)).toBe(404);
    const list = await first.http.get('/api/blog-posts').query({ search: story.slug }).set(admin).expect(200);
    expect(list.body.items[0]).toMatchObject({ slug: story.slug, publishAt });
  });

  it.each([
    [
      'without an offset',
      { publishAt: '2030-10-02T18:00:00' },
      'publishAt',
      'Publish at must be a date and time with its offset, e.g. 2026-10-02T18:00:00-04:00',
    ],
  ])(
    'refuses a time %s with 400 and the message under its field (the times the service refuses: service spec)',
    async (_, overrides, field, message) => {
      const res = await first.http.post('/api/blog-posts').set(admin).send(blogPostBody(overrides));
      expect(res.status).toBe(400);
      expect(res.body.errors[field]).toEqual([message]);
    },
  );

  it('publishes, when a process starts, a story whose minute came while none was running', async () => {
    const story = await schedule();
    await first.dataSource.getRepository(BlogPost).update({ id: story.id }, { publishAt: new Date(Date.now() - 1000) });
    // Another process of the same site: the same database and data folder (keys).
    const restarted = await createTestApp({ database: () => first.config.database, env: { DATA_DIR: first.config.dataDir } });
    try {
      await waitFor(async () => ((await visitorStatus(restarted, story.slug)) === 200 ? true : undefined));
    } finally {
      await restarted.close();
    }
  });
});
