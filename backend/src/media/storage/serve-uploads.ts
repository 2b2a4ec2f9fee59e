import type { NextFunction, Request, RequestHandler, Response } from 'express';
import express from 'express';
import { pipeline } from 'node:stream/promises';
import type { AppConfig } from '../../config/app.config';
import { type MediaStorage } from './media-storage';

const KEY = /^\/([a-z0-9][a-z0-9._-]{0,99})$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** A redirect to MEDIA_PUBLIC_URL may be kept a day (the setting could change; the key never does). */
const REDIRECT_CACHE = 'public, max-age=86400';

/**
 * An uploaded SVG opened on its own is a document that could run script: none may run, nothing may load, and the
 * browser must not take it for anything else (nginx/render-config.sh says the same where nginx serves /uploads).
 */
export const SVG_UPLOAD_HEADERS = {
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  'X-Content-Type-Options': 'nosniff',
} as const;

function guardSvg(res: Response, key: string): void {
  if (key.toLowerCase().endsWith('.svg')) for (const [name, value] of Object.entries(SVG_UPLOAD_HEADERS)) res.setHeader(name, value);
}

/**
 * /uploads/<key>: the files of the local disk, or with MEDIA_STORAGE=s3 the bucket's objects, so the URLs stored before
 * a move to S3 (`npm run media -- migrate-to-s3`) keep working: a redirect to MEDIA_PUBLIC_URL when set, else the
 * object streamed from the bucket (Range requests included, for video seeking).
 */
export function serveUploads(storage: MediaStorage, config: AppConfig): RequestHandler {
  const remote = storage.remote;
  if (!remote) {
    return express.static(config.uploadsDir, {
      immutable: true,
      maxAge: '365d',
      index: false,
      fallthrough: false,
      setHeaders: (res: Response, path: string) => guardSvg(res, path),
    });
  }
  return (req: Request, res: Response, next: NextFunction) => {
    const key = KEY.exec(req.path)?.[1];
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !key || key.includes('..')) return void res.status(404).end();
    const redirect = remote.redirectUrl(key);
    if (redirect) {
      res.setHeader('Cache-Control', REDIRECT_CACHE);
      return res.redirect(301, redirect);
    }
    const range = typeof req.headers.range === 'string' ? req.headers.range : undefined;
    remote.open(key, range).then(async (object) => {
      if (!object) return void res.status(404).end();
      res.status(object.contentRange ? 206 : 200);
      res.setHeader('Cache-Control', IMMUTABLE);
      res.setHeader('Accept-Ranges', 'bytes');
      guardSvg(res, key);
      if (object.contentType) res.setHeader('Content-Type', object.contentType);
      if (object.contentLength !== undefined) res.setHeader('Content-Length', object.contentLength);
      if (object.contentRange) res.setHeader('Content-Range', object.contentRange);
      if (object.etag) res.setHeader('ETag', object.etag);
      if (object.lastModified) res.setHeader('Last-Modified', object.lastModified.toUTCString());
      if (req.method === 'HEAD') {
        object.body.destroy();
        return void res.end();
      }
      await pipeline(object.body, res);
    }, next);
  };
}
