import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Logger } from 'pino';
import { requestFlow, type AuditActor, type RequestFlow } from './request-flow';
import { clientAddress, trustedProxyMatcher } from '../http/client-ip';
import { REDACTED, type AppLogging, type WriteRequestLine } from './app-logger';

export const REQUEST_ID_HEADER = 'X-Request-Id';
/** What an incoming id may look like: nginx's $request_id, a UUID, a load balancer's trace id. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;
/** Query parameters whose values are never written to the log. */
const SECRET_PARAMS = /^(token|code|password|secret|key|signature)$/i;
/**
 * Path segments that are a secret link's token: the one after `/preview/` (a story's preview page and its API read) and
 * after `/auditions/` (an applicant's audition page and its API). nginx masks the same (nginx/nginx.conf.template).
 */
const SECRET_SEGMENT = /(\/(?:preview|auditions)\/+)[^/?#]+/gi;

/** The proxy's id when a trusted proxy sent a sane one, else a new one; the client gets it back as X-Request-Id. */
export function requestIdOf(req: IncomingMessage, trustedProxy: (address: string) => boolean): string {
  const incoming = req.headers['x-request-id'];
  const fromProxy = trustedProxy(req.socket.remoteAddress ?? '');
  return fromProxy && typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/** The URL as logged: secret links' tokens in the path and the values of secret-looking query parameters are censored. */
export function loggedUrl(rawUrl: string): string {
  const url = rawUrl.replace(SECRET_SEGMENT, `$1${REDACTED}`);
  const query = url.indexOf('?');
  if (query < 0) return url;
  const params = new URLSearchParams(url.slice(query + 1));
  for (const name of [...params.keys()]) if (SECRET_PARAMS.test(name)) params.set(name, REDACTED);
  return `${url.slice(0, query)}?${params.toString()}`;
}

/** A request's flow: its logger, a child of the process's carrying the request id, is made only if something logs. */
class LoggedFlow implements RequestFlow {
  actor?: AuditActor;
  private child?: Logger;

  constructor(
    readonly requestId: string,
    private readonly root: Logger,
  ) {}

  get log(): Logger {
    return (this.child ??= this.root.child({ reqId: this.requestId }));
  }
}

/**
 * Starts logging one request (Express's request: its address is read through `req.ip`): gives it an id, returned as
 * X-Request-Id, and writes its one line once it is answered or the client left (method, URL, status, time, address,
 * user agent). Returns the request's flow, to run what the request does in (requestFlow.run).
 */
export type RequestLog = (req: Request, res: ServerResponse) => RequestFlow;

/** The one request log: requestLogging's middleware and the kept public answers (public-responses.ts) both use it. */
export function requestLog({ logger, writeRequestLine }: AppLogging, trustedProxies: string[]): RequestLog {
  const trustedProxy = trustedProxyMatcher(trustedProxies);
  return (req, res) => {
    const id = requestIdOf(req, trustedProxy);
    res.setHeader(REQUEST_ID_HEADER, id);
    const started = performance.now();
    // 'close' follows 'finish' on every answer, and comes alone when the client leaves first.
    res.once('close', () => writeLine(writeRequestLine, id, req, res, performance.now() - started));
    return new LoggedFlow(id, logger);
  };
}

function writeLine(write: WriteRequestLine, reqId: string, req: Request, res: ServerResponse, ms: number): void {
  const url = loggedUrl(req.originalUrl ?? req.url ?? '');
  const { statusCode } = res;
  const responseTime = Math.round(ms);
  const line = {
    reqId,
    // The visitor's address (behind a trusted proxy, the one it forwarded), not the proxy's.
    req: { method: req.method, url, remoteAddress: clientAddress(req), userAgent: req.headers['user-agent'] },
    res: { statusCode },
    responseTime,
  };
  if (statusCode >= 500) write('error', line, `${req.method} ${url} ${statusCode} failed`);
  else write('info', line, `${req.method} ${url} ${statusCode} ${responseTime}ms`);
}

/**
 * One log line per answered request (requestLog) and, for everything the request does, a logger whose lines carry its
 * id, reachable through the request flow (Nest's Logger uses it).
 */
export function requestLogging(log: RequestLog): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => requestFlow.run(log(req, res), next);
}
