import { Injectable } from '@nestjs/common';

/** How long a cached piece of public content is trusted without this process seeing the change (other replicas). */
export const CONTENT_CACHE_TTL_MS = 30_000;

/**
 * The one content-change signal: every cache of public content (rendered pages, public API reads) is valid for one
 * version and is dropped when an admin write bumps it. With several replicas each process only sees its own writes,
 * so those caches also expire after a short time (see the README, "Growing past one machine").
 */
@Injectable()
export class ContentVersion {
  private version = 0;
  private readonly listeners = new Set<(version: number) => void>();

  get current(): number {
    return this.version;
  }

  changed(): void {
    this.version += 1;
    for (const listener of this.listeners) listener(this.version);
  }

  /** Calls `listener` after every change; returns the unsubscribe function. */
  onChange(listener: (version: number) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
