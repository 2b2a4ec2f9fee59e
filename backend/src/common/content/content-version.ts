import { Inject, Injectable, Optional } from '@nestjs/common';
import type { SharedRedis } from '../redis/shared-redis';
import { SHARED_REDIS } from '../redis/shared-redis.token';

/** How long a cached piece of public content is trusted without this process seeing the change (other replicas). */
export const CONTENT_CACHE_TTL_MS = 30_000;
/** The Redis channel every replica's changes are announced on. */
const CHANNEL = 'content-changed';
/** An announcement that has not come back from Redis by then is not waited for longer. */
const ANNOUNCE_WAIT_MS = 250;

/**
 * The one content-change signal: every cache of public content (rendered pages, public API reads) is valid for one
 * version and is dropped when an admin write bumps it. With REDIS_URL a change is announced to every replica at once;
 * without it (or while Redis is unreachable) each process only sees its own writes, so those caches also expire after
 * a short time (docs/operations.md, "Growing past one machine").
 */
@Injectable()
export class ContentVersion {
  private version = 0;
  private readonly listeners = new Set<(version: number) => void>();
  private announcements = 0;
  /** This process's announcements not yet back from Redis, by message. */
  private readonly pending = new Map<string, () => void>();

  constructor(@Optional() @Inject(SHARED_REDIS) private readonly redis: SharedRedis | null = null) {
    if (!redis) return;
    redis.subscribe(CHANNEL, (message) => {
      if (message.startsWith(`${redis.instanceId}:`)) this.pending.get(message)?.();
      else this.bump();
    });
    redis.onResubscribed(() => this.bump());
  }

  get current(): number {
    return this.version;
  }

  /**
   * Bumps the version; with Redis, resolves once the announcement came back from Redis (so the other replicas have it
   * too, before the admin's answer leaves and a next request reaches them), after ANNOUNCE_WAIT_MS at most, or at once
   * when Redis is unreachable.
   */
  changed(): Promise<void> {
    this.bump();
    const redis = this.redis;
    if (!redis) return Promise.resolve();
    const message = `${redis.instanceId}:${++this.announcements}`;
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.pending.delete(message);
        resolve();
      };
      const timer = setTimeout(done, ANNOUNCE_WAIT_MS);
      this.pending.set(message, done);
      void redis.publish(CHANNEL, message).then((sent) => sent || done());
    });
  }

  /** Calls `listener` after every change; returns the unsubscribe function. */
  onChange(listener: (version: number) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private bump(): void {
    this.version += 1;
    for (const listener of this.listeners) listener(this.version);
  }
}
