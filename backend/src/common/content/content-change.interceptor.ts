import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { catchError, concatMap, from, map, mergeMap, throwError, type Observable } from 'rxjs';
import { ContentVersion } from './content-version';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Every write made by a signed-in admin may change what visitors see, so it bumps the content version when it ends,
 * failed or not (a failed write may still have changed something before it failed). Visitors' own writes (a contact
 * message, an application, a discount claim) never change a public page and a view count is not content. The answer
 * waits for the change to be announced to the other replicas (ContentVersion.changed), so a next request finds it there.
 */
@Injectable()
export class ContentChangeInterceptor implements NestInterceptor {
  constructor(private readonly contentVersion: ContentVersion) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<{ method: string; user?: unknown }>();
    if (READS.has(request.method) || !request.user) return next.handle();
    const announce = () => from(this.contentVersion.changed());
    return next.handle().pipe(
      catchError((error: unknown) => announce().pipe(mergeMap(() => throwError(() => error)))),
      concatMap((value) => announce().pipe(map(() => value))),
    );
  }
}
