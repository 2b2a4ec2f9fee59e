import { createHash } from 'node:crypto';
import type { OutgoingHttpHeaders } from 'node:http';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { REQUEST_ID_HEADER } from '../logging/request-logging';
import { ROUTE_PATTERN } from '../metrics/serve-metrics';
import { approximateBytes, type PublicReadCache } from './public-read-cache';

/** What a read does on every visit, including visits answered from the cache (a story view). */
export type ReadEffect = (request: Request) => void;

interface KeptResponse {
  body: Buffer;
  /** The controller route it came from, for the request metrics of the visits it answers. */
  route: string | undefined;
  /** Every header of the answer as sent (security headers and the CSP included), but its date. */
  headers: OutgoingHttpHeaders;
  effects: ReadEffect[];
}

const effectsOf = new WeakMap<Request, ReadEffect[]>();

/** Runs `effect` for this read now, and again for each later visitor answered from this read's kept copy. */
export function onEveryRead(request: Request, effect: ReadEffect): void {
  effect(request);
  effectsOf.set(request, [...readEffectsOf(request), effect]);
}

/** The effects a read registered with onEveryRead. */
export const readEffectsOf = (request: Request): ReadEffect[] => effectsOf.get(request) ?? [];

const keyOf = (request: Request) => `response:${request.originalUrl}`;

/** A strong validator of the body; the same whether the answer was computed or kept. */
export const etagOf = (body: Buffer) => `"${createHash('sha1').update(body).digest('base64url')}"`;

/**
 * Keeps a visitor's successful public read as it is about to be sent (JSON as Express writes it, with the headers set
 * so far), in the one public read cache: the same content version and TTL rules. Returns the answer's ETag.
 */
export function keepPublicResponse(
  cache: PublicReadCache,
  request: Request,
  response: Response,
  value: unknown,
  effects: ReadEffect[],
  version: number,
): string {
  const body = Buffer.from(JSON.stringify(value) ?? '');
  const etag = etagOf(body);
  const headers: OutgoingHttpHeaders = {
    ...response.getHeaders(),
    etag,
    'content-type': 'application/json; charset=utf-8',
    'content-length': body.length,
  };
  delete headers[REQUEST_ID_HEADER.toLowerCase()];
  const route = (request.route as { path?: string } | undefined)?.path;
  cache.keep(keyOf(request), { body, headers, route, effects } satisfies KeptResponse, version, body.length + approximateBytes(headers));
  return etag;
}

/**
 * Answers a visitor's GET or HEAD whose answer is kept, first thing, before Nest's router: a viral story's readers
 * cost a map lookup and a write. Requests with credentials and everything not kept go on to the controllers, which
 * keep what they may. Content changes (a new ticketing site in the CSP included) drop what was kept.
 */
export function servePublicResponses(cache: PublicReadCache): RequestHandler {
  return (request: Request, response: Response, next: NextFunction) => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || request.headers.authorization) return next();
    const kept = cache.peek<KeptResponse>(keyOf(request));
    if (!kept) return next();
    for (const effect of kept.effects) effect(request);
    response.locals[ROUTE_PATTERN] = kept.route;
    response.setHeader('ETag', kept.headers.etag as string);
    if (request.fresh) {
      const notModified = { ...kept.headers };
      delete notModified['content-type'];
      delete notModified['content-length'];
      response.writeHead(304, notModified).end();
      return;
    }
    response.writeHead(200, kept.headers).end(request.method === 'HEAD' ? undefined : kept.body);
  };
}
