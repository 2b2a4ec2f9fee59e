import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import { requestFlow } from './request-flow';
import { clientAddress, trustedProxyMatcher } from '../http/client-ip';
import { REDACTED } from './app-logger';

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

/**
 * One log line per answered request (method, URL, status, time) and, for everything the request does, a logger whose
 * lines carry its id: pino-http's `req.log`, also reachable through the request flow (Nest's Logger uses it).
 */
export function requestLogging(logger: Logger, trustedProxies: string[]): RequestHandler[] {
  const trustedProxy = trustedProxyMatcher(trustedProxies);
  const logRequest = pinoHttp({
    logger,
    quietReqLogger: true,
    customAttributeKeys: { reqId: 'reqId' },
    genReqId: (req: IncomingMessage, res: ServerResponse) => {
      const id = requestIdOf(req, trustedProxy);
      res.setHeader(REQUEST_ID_HEADER, id);
      return id;
    },
    serializers: {
      req: (req: { method: string; url: string; raw: IncomingMessage }) => ({
        method: req.method,
        url: loggedUrl(req.raw.url ?? req.url),
        // The visitor's address (behind a trusted proxy, the one it forwarded), not the proxy's.
        remoteAddress: clientAddress(req.raw as Request),
        userAgent: req.raw.headers['user-agent'],
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : 'info'),
    customSuccessMessage: (req, res, ms) => `${req.method} ${loggedUrl(req.url ?? '')} ${res.statusCode} ${Math.round(ms)}ms`,
    customErrorMessage: (req, res) => `${req.method} ${loggedUrl(req.url ?? '')} ${res.statusCode} failed`,
  });
  return [
    logRequest as unknown as RequestHandler,
    (req: Request, _res: Response, next: NextFunction) => requestFlow.run({ requestId: String(req.id), log: req.log }, next),
  ];
}
