import { CallHandler, ExecutionContext, Injectable, NestInterceptor, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { map, tap, type Observable } from 'rxjs';
import { ContentVersion } from './content-version';
import { PublicReadCache } from './public-read-cache';
import { keepPublicResponse } from './public-responses';

const PUBLIC_READ = 'publicRead';
/** Browsers and proxies may keep a visitor's answer briefly, and show it while they revalidate it (ETag → 304). */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=10, stale-while-revalidate=60';

/** Marks a GET whose visitor answer is the same for every visitor, so HTTP caches may keep it. */
export const PublicRead = () => SetMetadata(PUBLIC_READ, true);

/**
 * Cache-Control on every API answer: `no-store` unless it is a visitor's successful @PublicRead() (an admin's answer,
 * drafts included, must never be kept and served to someone else; nor the login's token). `Vary: Authorization`
 * keeps a browser from answering a staff request with a visitor's copy. A visitor's answer is kept as sent, with its
 * ETag (public-responses.ts), so the next visitors get it before Nest's router; Express answers 304 to a match.
 */
@Injectable()
export class CacheHeadersInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    private readonly cache: PublicReadCache,
    private readonly contentVersion: ContentVersion,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const http = context.switchToHttp();
    const request = http.getRequest<Request & { user?: unknown }>();
    const response = http.getResponse<Response>();
    const publicRead = this.reflector.get<boolean>(PUBLIC_READ, context.getHandler()) && request.method === 'GET';
    if (publicRead) response.setHeader('Vary', 'Authorization');
    if (!publicRead || request.user) {
      response.setHeader('Cache-Control', 'no-store');
      return next.handle();
    }
    response.setHeader('Cache-Control', PUBLIC_CACHE_CONTROL);
    const version = this.contentVersion.current;
    return next.handle().pipe(
      map((value: unknown) => {
        // A handler that wrote its own answer (@Res(), e.g. a JSON null) is not kept.
        if (value !== undefined && !response.headersSent)
          response.setHeader('ETag', keepPublicResponse(this.cache, request, response, value, version));
        return value;
      }),
      // An error answer (404, 400) is not for keeping.
      tap({ error: () => response.setHeader('Cache-Control', 'no-store') }),
    );
  }
}
