import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { existsSync, readdirSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { CONTENT_ENCODINGS, preferredEncoding, type ContentEncoding } from '../common/http/content-encoding';

/** The file name suffix of each compressed copy the client build writes beside a file (frontend/vite.config.ts). */
const SUFFIX: Record<ContentEncoding, string> = { br: '.br', gzip: '.gz' };

/**
 * Serves the client build's precompressed copies: for a file the build also wrote as `<file>.br` or `<file>.gz`, the
 * copy the request's Accept-Encoding prefers, with the original's type, `Content-Encoding` and `Vary: Accept-Encoding`,
 * by pointing the request at the copy before the static files handler answers it. Nothing is compressed per request.
 * The copies are listed once, when the server starts: the build does not change under a running server.
 */
export function precompressedFiles(root: string): RequestHandler {
  const copies = compressedCopies(root);
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const offered = copies.get(req.path);
    if (!offered) return next();
    res.vary('Accept-Encoding');
    const encoding = preferredEncoding(req.headers['accept-encoding'], offered);
    if (!encoding) return next();
    res.type(extname(req.path));
    res.setHeader('Content-Encoding', encoding);
    const query = req.url.indexOf('?');
    req.url = req.path + SUFFIX[encoding] + (query === -1 ? '' : req.url.slice(query));
    next();
  };
}

/** URL path → the encodings a compressed copy of that file exists in. */
function compressedCopies(root: string): Map<string, ContentEncoding[]> {
  const copies = new Map<string, ContentEncoding[]>();
  if (!existsSync(root)) return copies;
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const encoding = CONTENT_ENCODINGS.find((candidate) => entry.name.endsWith(SUFFIX[candidate]));
    if (!encoding) continue;
    const original = join(entry.parentPath, entry.name.slice(0, -SUFFIX[encoding].length));
    if (!existsSync(original)) continue;
    const path = `/${relative(root, original).split(sep).join('/')}`;
    copies.set(path, [...(copies.get(path) ?? []), encoding]);
  }
  return copies;
}
