import { Inject, Injectable, Optional } from '@nestjs/common';
import type { SharedRedis } from '../redis/shared-redis';
import { SHARED_REDIS } from '../redis/shared-redis.token';

/** How long a cached piece of public content is trusted without this process seeing the change (other replicas). */
export const CONTENT_CACHE_TTL_MS = 30_000;
/** The Redis channel every replica's changes are announced on. */
const CHANNEL = 'content-changed';

/**
 * The one content-change signal: every cache of public content (rendered pages, public API reads) is valid for one
 * version and is dropped when an admin write bumps it. With REDIS_URL a change is announced to every replica at once;
 * without it (or while Redis is unreachable) each process only sees its own writes, so those caches also expire after
 * a short time (see the README, "Growing past one machine").
 */
@Injectable()
export class ContentVersion {
  private version = 0;
  private readonly listeners = new Set<(version: number) => void>();

  constructor(@Optional() @Inject(SHARED_REDIS) private readonly redis: SharedRedis | null = null) {
    if (!redis) return;
    redis.subscribe(CHANNEL, (from) => {
      if (from !== redis.instanceId) this.bump();
    });
    redis.onResubscribed(() => this.bump());
  }

  get current(): number {
    return this.version;
  }

  changed(): void {
    this.bump();
    this.redis?.publish(CHANNEL, this.redis.instanceId);
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
