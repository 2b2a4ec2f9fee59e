import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { LessThanOrEqual, Repository } from 'typeorm';
import { AuditLog } from '../audit/audit-log';
import { ContentVersion } from '../common/content/content-version';
import { requestFlow, type AuditActor } from '../common/logging/request-flow';
import type { AppConfig } from '../config/app.config';
import { APP_CONFIG } from '../config/config.module';
import { BlogPost } from './entities/blog-post.entity';

export interface ScheduleRun {
  /** Slugs of the stories this process put live. */
  published: string[];
  /** Slugs of the stories this process took back to draft. */
  unpublished: string[];
}

type Transition = { column: 'publishAt' | 'unpublishAt'; from: boolean; action: 'scheduled-publish' | 'scheduled-unpublish' };
const SCHEDULER: AuditActor = { id: null, username: 'scheduler', role: null, address: null };
const PUBLISH: Transition = { column: 'publishAt', from: false, action: 'scheduled-publish' };
const UNPUBLISH: Transition = { column: 'unpublishAt', from: true, action: 'scheduled-unpublish' };

/**
 * Puts scheduled stories live at their minute and takes time-limited ones down. Every replica checks every minute
 * (STORY_SCHEDULE_CHECK_SECONDS) and once at start-up, so a minute missed while no process ran is caught up; the
 * story's row is the claim: one conditional UPDATE per story moves it only if it is still due, so exactly one process does each change and records
 * it. The page cache, the public reads and the sitemap follow through the content version.
 */
@Injectable()
export class StorySchedule implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(StorySchedule.name);
  private timer?: NodeJS.Timeout;

  constructor(
    @InjectRepository(BlogPost) private readonly posts: Repository<BlogPost>,
    private readonly audit: AuditLog,
    private readonly contentVersion: ContentVersion,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.schedule(0);
  }

  onApplicationShutdown(): void {
    clearTimeout(this.timer);
  }

  /**
   * The next check, just after the start of an interval (a minute by default): a story due at 18:00 goes live at
   * 18:00:00 and a bit.
   */
  private schedule(delayMs: number): void {
    const every = this.config.storyScheduleCheckMs;
    this.timer = setTimeout(() => {
      void this.runDue()
        .catch((error: unknown) => this.logger.error(`Scheduled stories failed: ${String(error)}`))
        .finally(() => this.schedule(every - (Date.now() % every) + 50));
    }, delayMs).unref();
  }

  /** Makes every change due at `now` that no other process made first. */
  async runDue(now = new Date()): Promise<ScheduleRun> {
    // A flow of its own: its transactions never interleave with a request's (SQLite's one connection), and the audit
    // log names the scheduler.
    const run = await requestFlow.run({ actor: SCHEDULER }, async () => ({
      published: await this.apply(PUBLISH, now),
      unpublished: await this.apply(UNPUBLISH, now),
    }));
    if (run.published.length + run.unpublished.length > 0) {
      await this.contentVersion.changed();
      this.logger.log(`Stories published: ${run.published.join(', ') || 'none'}; unpublished: ${run.unpublished.join(', ') || 'none'}`);
    }
    return run;
  }

  private async apply(transition: Transition, now: Date): Promise<string[]> {
    const due = await this.posts.find({
      select: { id: true, slug: true, title: true, [transition.column]: true },
      where: { published: transition.from, [transition.column]: LessThanOrEqual(now) },
    });
    const done: string[] = [];
    for (const post of due) {
      // The claim is one statement on its own, no transaction held across awaits: replicas on one SQLite file (or
      // two apps in one test process) would otherwise wait on each other's open write.
      const result = await this.posts
        .createQueryBuilder()
        .update()
        .set({ published: !transition.from, [transition.column]: null })
        // Still due: no other process made the change, and staff did not move or clear the time meanwhile.
        .where(`id = :id AND published = :from AND ${transition.column} <= :now`, { id: post.id, from: transition.from, now })
        .execute();
      if (result.affected !== 1) continue;
      await this.audit.record(this.posts.manager, {
        action: transition.action,
        recordType: 'blog-post',
        recordId: post.id,
        label: post.title,
        changes: [{ field: 'published', from: String(transition.from), to: String(!transition.from) }],
      });
      done.push(post.slug);
    }
    return done;
  }
}
