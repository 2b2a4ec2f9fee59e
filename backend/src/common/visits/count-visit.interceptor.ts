import {
  applyDecorators,
  Injectable,
  SetMetadata,
  UseInterceptors,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { tap, type Observable } from 'rxjs';
import { VisitCounter } from './visit-counter';
import type { VisitEvent } from './visit-events';

const COUNTED_EVENT = 'visits:counted-event';

/**
 * Counts a visitor's submission that succeeded (a sign-up, a group request, an application) as `event`, with the
 * region it names and the page it was sent from (the Referer's path), by the rules of VisitCounter.
 */
@Injectable()
export class CountVisitInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    private readonly visits: VisitCounter,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const event = this.reflector.get<VisitEvent | undefined>(COUNTED_EVENT, context.getHandler());
    const request = context.switchToHttp().getRequest<Request>();
    return next.handle().pipe(
      tap(() => {
        if (!event) return;
        const body = request.body as { region?: unknown } | undefined;
        this.visits.count(event, { region: typeof body?.region === 'string' ? body.region : '', path: refererPath(request) }, request);
      }),
    );
  }
}

/** The route's successful answers count as `event`. */
export const CountVisit = (event: VisitEvent) => applyDecorators(SetMetadata(COUNTED_EVENT, event), UseInterceptors(CountVisitInterceptor));

/** The path of the page a same-site request was sent from; empty when the Referer is missing or another site's. */
function refererPath(request: Request): string {
  const referer = request.headers.referer;
  if (!referer) return '';
  try {
    const from = new URL(referer);
    return from.host === request.headers.host ? from.pathname : '';
  } catch {
    return '';
  }
}
