import { BlogModule } from '../../src/blog/blog.module';
import { BlogService } from '../../src/blog/blog.service';
import { BlogPost } from '../../src/blog/entities/blog-post.entity';
import { StorySchedule } from '../../src/blog/story-schedule';
import type { BlogPostBodyDto } from '../../src/blog/dto/blog-post-body.dto';
import { ContentVersion } from '../../src/common/content/content-version';
import { blogPostBody } from '../support/factories';
import { serviceSession } from '../support/service-module';

const MINUTE = 60_000;
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * MINUTE).toISOString();

describe('scheduled stories (BlogService, StorySchedule)', () => {
  const first = serviceSession({ imports: [BlogModule] });
  // A second process on the same database, as a second replica would be.
  const second = serviceSession({ imports: [BlogModule], sameDatabaseAs: () => first });
  const processes = [first, second];
  const blog = () => first.get(BlogService);
  const body = (overrides: Record<string, unknown> = {}) => blogPostBody({ publishAt: inMinutes(5), ...overrides }) as BlogPostBodyDto;
  /** The minute comes: the stored time is moved into the past, as if the clock had moved on. */
  const makeDue = (id: number, column: 'publishAt' | 'unpublishAt') =>
    first.dataSource.getRepository(BlogPost).update({ id }, { [column]: new Date(Date.now() - 1000) });
  /** The audit log's entries for the story (its creation here ran outside a request: no entry). */
  const auditActions = async (id: number) =>
    (
      await first.dataSource.query("SELECT action FROM audit_log WHERE recordType = 'blog-post' AND recordId = ? ORDER BY id", [String(id)])
    ).map((row: { action: string }) => row.action);

  it('keeps a scheduled draft from visitors and shows its time to staff', async () => {
    const publishAt = inMinutes(30);
    const story = await blog().create(body({ publishAt: publishAt.replace('Z', '+00:00') }));
    expect(story).toMatchObject({ published: false, publishAt, unpublishAt: null });
    await expect(blog().findBySlug(story.slug)).rejects.toMatchObject({ status: 404 });
  });

  it.each([
    ['on a published story', { published: true }, 'publishAt', 'Publish at is for a draft: turn Published off to schedule the story'],
    ['in the past', { publishAt: inMinutes(-1) }, 'publishAt', 'Publish at must be in the future'],
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
    await expect(blog().create(body(overrides))).rejects.toMatchObject({ errors: { [field]: [message] } });
  });

  it('cancelling the schedule returns the story to a plain draft', async () => {
    const story = await blog().create(body());
    expect(await blog().update(story.id, body({ slug: story.slug, publishAt: null }))).toMatchObject({ published: false, publishAt: null });
    await makeDue(story.id, 'unpublishAt');
    expect((await first.get(StorySchedule).runDue()).published).not.toContain(story.slug);
  });

  it('publishes a due story exactly once when two processes check at the same minute', async () => {
    const story = await blog().create(body());
    expect((await first.get(StorySchedule).runDue()).published).toEqual([]);
    await makeDue(story.id, 'publishAt');
    const versions = processes.map((process) => process.get(ContentVersion).current);

    const runs = await Promise.all([first, second, first, second].map((process) => process.get(StorySchedule).runDue()));

    expect(runs.flatMap((run) => run.published).filter((slug) => slug === story.slug)).toEqual([story.slug]);
    expect(await auditActions(story.id)).toEqual(['scheduled-publish']);
    expect(await first.dataSource.getRepository(BlogPost).findOneBy({ id: story.id })).toMatchObject({ published: true, publishAt: null });
    // The process that made the change drops its cached pages and reads.
    expect(processes.filter((process, i) => process.get(ContentVersion).current > versions[i])).toHaveLength(1);
    expect((await second.get(BlogService).findBySlug(story.slug)).slug).toBe(story.slug);
  });

  it('takes a time-limited story back to draft at its unpublish time, once', async () => {
    const story = await blog().create(body({ published: true, publishAt: null, unpublishAt: inMinutes(10) }));
    expect((await second.get(BlogService).findBySlug(story.slug)).slug).toBe(story.slug);
    await makeDue(story.id, 'unpublishAt');
    const runs = await Promise.all(processes.map((process) => process.get(StorySchedule).runDue()));
    expect(runs.flatMap((run) => run.unpublished)).toEqual([story.slug]);
    await expect(second.get(BlogService).findBySlug(story.slug)).rejects.toMatchObject({ status: 404 });
    expect(await auditActions(story.id)).toEqual(['scheduled-unpublish']);
  });
});
