import { Injectable } from '@nestjs/common';
import { ContentVersion } from './content-version';

/** How long a cached public read is used at most: bounds what another replica's admin write leaves stale. */
export const PUBLIC_READ_TTL_MS = 5_000;
/** Distinct query strings are many; the oldest entries go first beyond this. */
const MAX_ENTRIES = 1_000;

interface Entry {
  version: number;
  expiresAt: number;
  value: Promise<unknown>;
  /** Set once `value` has resolved, for readers that cannot wait (an answer sent before Nest's router). */
  settled?: { value: unknown };
}

/**
 * The one cache of public API reads (what the @PublicCache routes answer visitors, and what they are worked out from):
 * a value is kept for the content version it was read in, and for PUBLIC_READ_TTL_MS at most. Admin writes in this
 * process bump the version (ContentVersion), so the next read is fresh; writes on another replica show up here within
 * the TTL.
 */
@Injectable()
export class PublicReadCache {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly contentVersion: ContentVersion) {
    contentVersion.onChange(() => this.entries.clear());
  }

  /**
   * The value of `key`, loaded once per version and TTL (concurrent misses share one load). A failed load (a 404, a
   * bad filter) is not kept. Visitors' answers reach it through PublicCacheInterceptor, never staff's.
   */
  read<T>(key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.current(key);
    if (hit) return hit.value as Promise<T>;
    const entry = this.store(key, load());
    entry.value.then(
      (value) => (entry.settled = { value }),
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    return entry.value as Promise<T>;
  }

  /** The value of `key` if it is current and already loaded; never loads. */
  peek<T>(key: string): T | undefined {
    return this.current(key)?.settled?.value as T | undefined;
  }

  /**
   * Keeps a value already at hand (a visitor's answer as sent) under the same version and TTL rules, unless content
   * changed since `version`, when its reading began: it may then show what was there before.
   */
  keep(key: string, value: unknown, version: number): void {
    if (version !== this.contentVersion.current) return;
    this.store(key, Promise.resolve(value)).settled = { value };
  }

  private current(key: string): Entry | undefined {
    const hit = this.entries.get(key);
    return hit && hit.version === this.contentVersion.current && hit.expiresAt > Date.now() ? hit : undefined;
  }

  private store(key: string, value: Promise<unknown>): Entry {
    const entry: Entry = { version: this.contentVersion.current, expiresAt: Date.now() + PUBLIC_READ_TTL_MS, value };
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
    return entry;
  }
}
