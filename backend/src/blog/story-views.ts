import { Inject, Injectable, Logger, Optional, type BeforeApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Request } from 'express';
import { Repository } from 'typeorm';
import { PublicReadCache } from '../common/content/public-read-cache';
import { clientIp } from '../common/http/client-ip';
import { isRenderRequest } from '../common/http/render-request';
import { VisitorKeys } from '../common/http/visitor-keys';
import { FlushSchedule } from '../common/visits/flush-schedule';
import { OncePerWindow } from '../common/redis/once-per-window';
import type { SharedRedis } from '../common/redis/shared-redis';
import { SHARED_REDIS } from '../common/redis/shared-redis.token';
import type { AppConfig } from '../config/app.config';
import { APP_CONFIG } from '../config/config.module';
import { BlogPost } from './entities/blog-post.entity';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Story views, counted off the request path: a read adds to a counter in memory (once per visitor per story per
 * hour) and the counters are written every VIEW_FLUSH_SECONDS, one UPDATE per story, and when the app shuts down.
 * A crash loses at most the views of the last interval. The story API and page serving both count through countView.
 * With REDIS_URL the once-per-hour rule holds across replicas (a key per visitor, story and hour); while Redis is
 * unreachable each replica falls back to its own memory.
 */
@Injectable()
export class StoryViews implements OnModuleInit, BeforeApplicationShutdown {
  private readonly logger = new Logger(StoryViews.name);
  private pending = new Map<number, number>();
  /** `${postId}:${visitorKey}`, counted once an hour. */
  private readonly seen: OncePerWindow;
  private readonly schedule = new FlushSchedule(() => this.write());

  constructor(
    @InjectRepository(BlogPost) private readonly posts: Repository<BlogPost>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly cache: PublicReadCache,
    private readonly visitorKeys: VisitorKeys,
    @Optional() @Inject(SHARED_REDIS) redis: SharedRedis | null = null,
  ) {
    this.seen = new OncePerWindow('view', HOUR_MS, redis);
  }

  onModuleInit(): void {
    this.schedule.start(this.config.viewFlushMs);
  }

  /** Before the database connection closes (SIGTERM and SIGINT through Nest's shutdown hooks, or app.close()). */
  beforeApplicationShutdown(): Promise<void> {
    return this.schedule.stop();
  }

  /**
   * A visitor read the published story `slug`, through the API or on its page. The server renderer's own API read is
   * not a view: serving the page it renders counts the visitor's.
   */
  countView(slug: string, request: Request): void {
    if (isRenderRequest(request.headers)) return;
    const visitorKey = this.visitorKeys.keyOf(clientIp(request));
    this.schedule.track(
      this.storyId(slug)
        .then((id) => id !== undefined && this.record(id, visitorKey))
        .catch((error: unknown) => this.logger.error(`Could not count a view of the story ${slug}: ${(error as Error).message}`)),
    );
  }

  private storyId(slug: string): Promise<number | undefined> {
    return this.cache.read(`story-id:${slug}`, async () => {
      const story = await this.posts.findOne({ select: { id: true }, where: { slug, published: true } });
      return story?.id;
    });
  }

  /** Counts a visitor's read of a published story (true when it counted); the same visitor counts again only in the next hour. */
  async record(postId: number, visitorKey: string, now = Date.now()): Promise<boolean> {
    if (!(await this.seen.first(`${postId}:${visitorKey}`, now))) return false;
    this.pending.set(postId, (this.pending.get(postId) ?? 0) + 1);
    return true;
  }

  /** Writes the counted views; a failed write keeps its views for the next flush. */
  flush(): Promise<void> {
    return this.schedule.flush();
  }

  private async write(): Promise<void> {
    this.seen.prune();
    const batch = this.pending;
    this.pending = new Map();
    const escape = (column: string) => this.posts.manager.connection.driver.escape(column);
    for (const [postId, views] of batch) {
      try {
        await this.posts
          .createQueryBuilder()
          .update()
          // Setting updatedAt to itself keeps a view from looking like an edit (and stops MySQL's ON UPDATE).
          .set({ views: () => `${escape('views')} + :views`, updatedAt: () => escape('updatedAt') })
          .setParameter('views', views)
          .where('id = :postId', { postId })
          .execute();
      } catch (error) {
        this.pending.set(postId, (this.pending.get(postId) ?? 0) + views);
        this.logger.error(`Could not write ${views} views of story ${postId}: ${(error as Error).message}`);
      }
    }
  }
}
