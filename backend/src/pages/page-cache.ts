import { createHash } from 'node:crypto';

export interface CachedPage {
  status: number;
  body: Buffer;
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
    this.bytes += page.body.length;
    return page;
  }

  set(key: string, status: number, html: string, story?: string): CachedPage {
    const page = servedPage(status, html, story, this.now());
    const { body } = page;
    this.delete(key);
    if (body.length > this.maxBytes) return page;
    this.pages.set(key, page);
    this.bytes += body.length;
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
    this.bytes -= page.body.length;
  }
}

/** A page as it is sent: the body's bytes and their ETag. */
export function servedPage(status: number, html: string, story?: string, storedAt = Date.now()): CachedPage {
  const body = Buffer.from(html);
  return { status, body, etag: `"${createHash('sha1').update(body).digest('base64url')}"`, storedAt, story };
}
