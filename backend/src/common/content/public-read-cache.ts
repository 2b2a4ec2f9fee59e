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
}

/**
 * The one cache of public API reads (story list and detail, attractions, testimonials, settings, active videos):
 * an answer is kept for the content version it was read in, and for PUBLIC_READ_TTL_MS at most. Admin writes in
 * this process bump the version (ContentVersion), so the next read is fresh; writes on another replica show up
 * here within the TTL. Admins are never served from it nor stored in it.
 */
@Injectable()
export class PublicReadCache {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly contentVersion: ContentVersion) {
    contentVersion.onChange(() => this.entries.clear());
  }

  /**
   * A visitor's read of `key`, loaded once per version and TTL (concurrent misses share one load); a staff read
   * (`staff` true) always loads. A failed load (a 404, a bad filter) is not kept.
   */
  read<T>(key: string, load: () => Promise<T>, { staff = false }: { staff?: boolean } = {}): Promise<T> {
    if (staff) return load();
    const now = Date.now();
    const version = this.contentVersion.current;
    const hit = this.entries.get(key);
    if (hit && hit.version === version && hit.expiresAt > now) return hit.value as Promise<T>;
    const entry: Entry = { version, expiresAt: now + PUBLIC_READ_TTL_MS, value: load() };
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
    entry.value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return entry.value as Promise<T>;
  }
}
