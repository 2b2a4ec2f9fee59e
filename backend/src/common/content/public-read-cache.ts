import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../../config/app.config';
import { APP_CONFIG } from '../../config/config.module';
import { ContentVersion } from './content-version';

/** How long a cached public read is used at most: bounds what another replica's admin write leaves stale. */
export const PUBLIC_READ_TTL_MS = 5_000;

interface Entry {
  version: number;
  expiresAt: number;
  value: Promise<unknown>;
  /** Set once `value` has resolved, for readers that cannot wait (an answer sent before Nest's router). */
  settled?: { value: unknown };
  /** What the settled value takes (0 while it loads). */
  bytes: number;
}

/** What a value is counted as in the budget: the length of its JSON text (functions count nothing). */
export const approximateBytes = (value: unknown): number => (JSON.stringify(value) ?? '').length;

/**
 * The one cache of public API reads (what the @PublicCache routes answer visitors, and what they are worked out from):
 * a value is kept for the content version it was read in, and for PUBLIC_READ_TTL_MS at most. Admin writes in this
 * process bump the version (ContentVersion), so the next read is fresh; writes on another replica show up here within
 * the TTL. Distinct query strings are many: beyond PUBLIC_READ_CACHE_MB of values (approximateBytes) the oldest go.
 */
@Injectable()
export class PublicReadCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;
  private readonly maxBytes: number;

  constructor(
    private readonly contentVersion: ContentVersion,
    @Inject(APP_CONFIG) config: Pick<AppConfig, 'publicReadCacheBytes'>,
  ) {
    this.maxBytes = config.publicReadCacheBytes;
    contentVersion.onChange(() => this.clear());
  }

  /** The entries kept and the bytes their values take. */
  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
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
      (value) => this.settle(key, entry, value),
      () => this.remove(key, entry),
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
  keep(key: string, value: unknown, version: number, bytes = approximateBytes(value)): void {
    if (version !== this.contentVersion.current) return;
    this.settle(key, this.store(key, Promise.resolve(value)), value, bytes);
  }

  private current(key: string): Entry | undefined {
    const hit = this.entries.get(key);
    return hit && hit.version === this.contentVersion.current && hit.expiresAt > Date.now() ? hit : undefined;
  }

  private store(key: string, value: Promise<unknown>): Entry {
    const entry: Entry = { version: this.contentVersion.current, expiresAt: Date.now() + PUBLIC_READ_TTL_MS, value, bytes: 0 };
    this.remove(key);
    this.entries.set(key, entry);
    return entry;
  }

  /** Counts a loaded value in the budget, and drops the oldest entries while it is exceeded; a value larger than the whole budget is not kept. */
  private settle(key: string, entry: Entry, value: unknown, bytes = approximateBytes(value)): void {
    entry.settled = { value };
    if (this.entries.get(key) !== entry) return;
    if (bytes > this.maxBytes) return this.remove(key, entry);
    entry.bytes = bytes;
    this.bytes += bytes;
    for (const [oldest, kept] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.remove(oldest, kept);
    }
  }

  /** Drops `key` (only while it holds `entry`, when given). */
  private remove(key: string, entry = this.entries.get(key)): void {
    if (!entry || this.entries.get(key) !== entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }

  private clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }
}
