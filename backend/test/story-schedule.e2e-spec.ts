import { setTimeout as sleep } from 'node:timers/promises';
import { StorySchedule } from '../src/blog/story-schedule';
import { BlogPost } from '../src/blog/entities/blog-post.entity';
import { ContentVersion } from '../src/common/content/content-version';
import { blogPostBody } from './support/factories';
import { bearer, createTestApp, type TestApp } from './support/test-app';

const MINUTE = 60_000;
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * MINUTE).toISOString();

describe('scheduled stories (publishAt, unpublishAt)', () => {
  let first: TestApp;
  let second: TestApp;
  let admin: { Authorization: string };

  beforeAll(async () => {
    first = await createTestApp();
    // A second process on the same database, as a second replica would be.
    second = await createTestApp(sameDatabase());
    admin = bearer(await first.adminToken());
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  /** Another process of the same site: the same database and data folder (keys). */
  const sameDatabase = () => ({ database: () => first.config.database, env: { DATA_DIR: first.config.dataDir } });
  const schedule = async (overrides: Record<string, unknown> = {}) => {
    const res = await first.http
      .post('/api/blog-posts')
      .set(admin)
      .send(blogPostBody({ publishAt: inMinutes(5), ...overrides }));
    expect(res.status).toBe(201);
    return res.body as { id: number; slug: string; publishAt: string | null; unpublishAt: string | null; published: boolean };
  };
  /** The minute comes: the stored time is moved into the past, as if the clock had moved on. */
  const makeDue = (id: number, column: 'publishAt' | 'unpublishAt') =>
    first.dataSource
      .createQueryBuilder()
      .update(BlogPost)
      .set({ [column]: new Date(Date.now() - 1000) })
      .where('id = :id', { id })
      .execute();
  const visitorStatus = async (app: TestApp, slug: string) => (await app.http.get(`/api/blog-posts/${slug}`)).status;
  const auditActions = async (id: number) =>
    (
      await first.dataSource.query("SELECT action FROM audit_log WHERE recordType = 'blog-post' AND recordId = ? ORDER BY id", [String(id)])
    ).map((row: { action: string }) => row.action);

  it('keeps a scheduled draft from visitors and shows its time to staff', async () => {
    const publishAt = inMinutes(30);
    const story = await schedule({ publishAt: publishAt.replace('Z', '+00:00') });
    expect(story).toMatchObject({ published: false, publishAt, unpublishAt: null });
    expect(await visitorStatus(first, story.slug)).toBe(404);
    const list = await first.http.get('/api/blog-posts').query({ search: story.slug }).set(admin).expect(200);
    expect(list.body.items[0]).toMatchObject({ slug: story.slug, publishAt });
  });

  it.each([
    ['on a published story', { published: true }, 'publishAt', 'Publish at is for a draft: turn Published off to schedule the story'],
    ['in the past', { publishAt: inMinutes(-1) }, 'publishAt', 'Publish at must be in the future'],
    [
      'without an offset',
      { publishAt: '2030-10-02T18:00:00' },
      'publishAt',
      'Publish at must be a date and time with its offset, e.g. 2026-10-02T18:00:00-04:00',
    ],
    [
      'unpublish before publish',
      { publishAt: inMinutes(60), unpublishAt: inMinutes(30) },
      'unpublishAt',
      'Unpublish at must be after Publish at',
    ],
    [
      'unpublish in the past',
      { published: true, publishAt: null, unpublishAt: inMinutes(-5) },
      'unpublishAt',
      'Unpublish at must be in the future',
    ],
  ])('refuses a time %s', async (_, overrides, field, message) => {
    const res = await first.http
      .post('/api/blog-posts')
      .set(admin)
      .send(blogPostBody({ publishAt: inMinutes(5), ...overrides }));
    expect(res.status).toBe(400);
    expect(res.body.errors[field]).toEqual([message]);
  });

  it('cancelling the schedule returns the story to a plain draft', async () => {
    const story = await schedule();
    const res = await first.http
      .put(`/api/blog-posts/${story.id}`)
      .set(admin)
      .send(blogPostBody({ slug: story.slug, publishAt: null }))
      .expect(200);
    expect(res.body).toMatchObject({ published: false, publishAt: null });
    await makeDue(story.id, 'unpublishAt');
    expect((await first.app.get(StorySchedule).runDue()).published).not.toContain(story.slug);
  });

  it('publishes a due story exactly once when two processes check at the same minute', async () => {
    const story = await schedule();
    expect((await first.app.get(StorySchedule).runDue()).published).toEqual([]);
    await makeDue(story.id, 'publishAt');
    const versions = [first, second].map((app) => app.app.get(ContentVersion).current);

    const runs = await Promise.all([first, second, first, second].map((app) => app.app.get(StorySchedule).runDue()));

    expect(runs.flatMap((run) => run.published).filter((slug) => slug === story.slug)).toEqual([story.slug]);
    expect(await auditActions(story.id)).toEqual(['create', 'scheduled-publish']);
    expect(await first.dataSource.getRepository(BlogPost).findOneBy({ id: story.id })).toMatchObject({ published: true, publishAt: null });
    // The process that made the change drops its cached pages and reads; visitors of both see the story.
    const changed = [first, second].filter((app, i) => app.app.get(ContentVersion).current > versions[i]);
    expect(changed).toHaveLength(1);
    expect(await visitorStatus(first, story.slug)).toBe(200);
    expect(await visitorStatus(second, story.slug)).toBe(200);
  });

  it('takes a time-limited story back to draft at its unpublish time', async () => {
    const story = await schedule({ published: true, publishAt: null, unpublishAt: inMinutes(10) });
    expect(await visitorStatus(second, story.slug)).toBe(200);
    await makeDue(story.id, 'unpublishAt');
    const runs = await Promise.all([first, second].map((app) => app.app.get(StorySchedule).runDue()));
    expect(runs.flatMap((run) => run.unpublished)).toEqual([story.slug]);
    // The process that made the change forgets the visitor answer it kept (the other's expires within seconds).
    const changer = runs[0].unpublished.length > 0 ? first : second;
    expect(await visitorStatus(changer, story.slug)).toBe(404);
    expect(await auditActions(story.id)).toEqual(['create', 'scheduled-unpublish']);
  });

  it('publishes, when a process starts, a story whose minute came while none was running', async () => {
    const story = await schedule();
    await makeDue(story.id, 'publishAt');
    const restarted = await createTestApp(sameDatabase());
    try {
      for (let i = 0; i < 50 && (await visitorStatus(restarted, story.slug)) !== 200; i++) await sleep(20);
      expect(await visitorStatus(restarted, story.slug)).toBe(200);
    } finally {
      await restarted.close();
    }
  });
});
