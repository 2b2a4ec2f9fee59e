import { createHash } from 'node:crypto';
import type { EncodedBodies } from '../common/http/content-encoding';

export interface CachedPage {
  status: number;
  body: Buffer;
  /** The body compressed, made once with the page: no request compresses it again. */
  encoded: EncodedBodies;
  etag: string;
  storedAt: number;
  /** The slug of the story the page shows: serving it counts a view. */
  story?: string;
  /** A page the renderer says is never kept (a story's preview): no HTTP cache keeps it either. */
  neverKept?: true;
}

/**
 * Rendered pages by URL, least recently used first out once the bodies pass `maxBytes`. Entries older than `ttlMs`
 * are rendered again: another replica's admin writes never reach this process's content version.
 */
export class PageCache {
  private readonly pages = new Map<string, CachedPage>();
  private bytes = 0;

  constructor(
    private readonly maxBytes: number,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  get size(): { pages: number; bytes: number } {
    return { pages: this.pages.size, bytes: this.bytes };
  }

  get(key: string): CachedPage | undefined {
    const page = this.pages.get(key);
    if (!page) return undefined;
    this.delete(key);
    if (this.now() - page.storedAt >= this.ttlMs) return undefined;
    this.pages.set(key, page);
    this.bytes += pageBytes(page);
    return page;
  }

  set(key: string, status: number, html: string, story?: string, encoded: EncodedBodies = {}): CachedPage {
    const page = servedPage(status, html, story, this.now(), encoded);
    const bytes = pageBytes(page);
    this.delete(key);
    if (bytes > this.maxBytes) return page;
    this.pages.set(key, page);
    this.bytes += bytes;
    for (const [oldest] of this.pages) {
      if (this.bytes <= this.maxBytes) break;
      this.delete(oldest);
    }
    return page;
  }

  clear(): void {
    this.pages.clear();
    this.bytes = 0;
  }

  private delete(key: string): void {
    const page = this.pages.get(key);
    if (!page) return;
    this.pages.delete(key);
    this.bytes -= pageBytes(page);
  }
}

/** What a kept page takes: its body in every form kept. */
function pageBytes(page: CachedPage): number {
  return Object.values(page.encoded).reduce((sum, encoded) => sum + encoded.length, page.body.length);
}

/** A page as it is sent: the body's bytes, its compressed forms and the body's ETag. */
export function servedPage(status: number, html: string, story?: string, storedAt = Date.now(), encoded: EncodedBodies = {}): CachedPage {
  const body = Buffer.from(html);
  return { status, body, encoded, etag: `"${createHash('sha1').update(body).digest('base64url')}"`, storedAt, story };
}
