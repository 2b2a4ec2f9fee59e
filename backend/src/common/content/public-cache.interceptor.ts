import { CallHandler, ExecutionContext, Injectable, NestInterceptor, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { from, lastValueFrom, map, tap, type Observable } from 'rxjs';
import { ContentVersion } from './content-version';
import { PublicReadCache } from './public-read-cache';
import { BodyEncoder } from '../http/body-encoder';
import { sendFromForms } from '../http/json-compression';
import { keepPublicResponse, readEffectsOf, type KeptRead } from './public-responses';

const PUBLIC_CACHE = 'publicCache';
/** Browsers and proxies may keep a visitor's answer briefly, and show it while they revalidate it (ETag → 304). */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=10, stale-while-revalidate=60';

/**
 * Marks a GET whose visitor answer is the same for every visitor: it is kept in the public read cache under `key`
 * (with the request's path and query), and HTTP caches may keep it. Set by PublicGet and PublicList's `cache` option.
 */
export const PublicCache = (key: string) => SetMetadata(PUBLIC_CACHE, key);

/**
 * The one place public answers are cached. Cache-Control on every API answer: `no-store` unless it is a visitor's
 * successful read of a @PublicCache() route (an admin's answer, drafts included, must never be kept and served to
 * someone else; nor the login's token). A visitor's read is loaded once per key, content version and TTL (the
 * handler does not run for the others, whose read effects, a story view, run all the same), and kept as sent with its
 * ETag and its compressed forms (public-responses.ts), so the next visitors get it before Nest's router; Express
 * answers 304 to a match.
 * `Vary: Authorization` keeps a browser from answering a staff request with a visitor's copy. An admin write drops
 * everything kept (ContentVersion).
 */
@Injectable()
export class PublicCacheInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    private readonly cache: PublicReadCache,
    private readonly contentVersion: ContentVersion,
    private readonly encoder: BodyEncoder,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const http = context.switchToHttp();
    const request = http.getRequest<Request & { user?: unknown }>();
    const response = http.getResponse<Response>();
    const key = this.reflector.get<string | undefined>(PUBLIC_CACHE, context.getHandler());
    const publicRead = key !== undefined && request.method === 'GET';
    if (publicRead) response.setHeader('Vary', 'Authorization');
    if (!publicRead || request.user) {
      response.setHeader('Cache-Control', 'no-store');
      return key === undefined ? next.handle() : next.handle().pipe(map((value) => jsonNull(value, response)));
    }
    response.setHeader('Cache-Control', PUBLIC_CACHE_CONTROL);
    const version = this.contentVersion.current;
    let loaded = false;
    const load = async (): Promise<KeptRead> => {
      loaded = true;
      const value = await lastValueFrom(next.handle(), { defaultValue: undefined });
      return { value, effects: readEffectsOf(request) };
    };
    return from(this.cache.read(`${key}:${request.originalUrl}`, load)).pipe(
      map((read) => {
        if (!loaded) for (const effect of read.effects) effect(request);
        if (read.value !== undefined && !response.headersSent) {
          const forms = keepPublicResponse(this.cache, this.encoder, request, response, read, version);
          response.setHeader('ETag', forms.etag);
          sendFromForms(response, forms);
        }
        return jsonNull(read.value, response);
      }),
      // An error answer (404, 400) is not for keeping.
      tap({ error: () => response.setHeader('Cache-Control', 'no-store') }),
    );
  }
}

/** A read that answers nothing sends the JSON value null, where Nest would send an empty body. */
function jsonNull(value: unknown, response: Response): unknown {
  if (value !== null) return value;
  response.type('json');
  return 'null';
}
