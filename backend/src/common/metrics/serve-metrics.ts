import { codeOfStatus } from '../http/error-codes';
import { timingSafeEqual } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { AppMetrics } from './app-metrics';

/** Set on `res.locals` by handlers outside Nest's router (kept public answers, pages) so a request is counted under its pattern. */
export const ROUTE_PATTERN = 'routePattern';
export const METRICS_PATH = '/metrics';

/** An answer as the metrics read it: Express's, or a kept answer's before Express (public-responses.ts). */
type Answered = ServerResponse & { locals: Record<string, unknown> };

/** The route a request is counted under: a pattern, so the number of series stays bounded whatever URLs are asked for. */
function routeOf(req: Request, res: Answered): string {
  const pattern = (req.route as { path?: string } | undefined)?.path ?? (res.locals[ROUTE_PATTERN] as string | undefined);
  if (pattern) return pattern;
  if (req.path === METRICS_PATH) return METRICS_PATH;
  if (req.path.startsWith('/uploads/')) return '/uploads';
  if (req.path.startsWith('/api/') || req.path === '/api') return 'unmatched';
  return res.statusCode === 404 ? 'unmatched' : 'static';
}

/** Counts an answered request and times it from now, by method, route pattern and status. */
export function countAnswer(metrics: AppMetrics, req: Request, res: Answered): void {
  const start = process.hrtime.bigint();
  res.once('finish', () =>
    metrics.observeRequest(req.method, routeOf(req, res), res.statusCode, Number(process.hrtime.bigint() - start) / 1e9),
  );
}

/** Counts every answered request that reaches Express (kept public answers count themselves with countAnswer). */
export function countRequests(metrics: AppMetrics): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    countAnswer(metrics, req, res);
    next();
  };
}

const refuse = (res: Response, status: 401 | 404, message: string) => {
  if (status === 401) res.setHeader('WWW-Authenticate', 'Bearer realm="metrics"');
  res
    .status(status)
    .setHeader('Cache-Control', 'no-store')
    .json({ statusCode: status, code: codeOfStatus(status), message, error: status === 401 ? 'Unauthorized' : 'Not Found' });
};

/**
 * GET /metrics in Prometheus' text format, only for `Authorization: Bearer <METRICS_TOKEN>`; without a token configured
 * the path does not exist.
 */
export function serveMetrics(metrics: AppMetrics, token: string | undefined): RequestHandler {
  const expected = token ? Buffer.from(`Bearer ${token}`) : undefined;
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.path !== METRICS_PATH || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    if (!expected) return refuse(res, 404, 'Cannot GET /metrics (set METRICS_TOKEN to serve metrics)');
    const given = Buffer.from(req.headers.authorization ?? '');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return refuse(res, 401, 'GET /metrics needs Authorization: Bearer <METRICS_TOKEN>');
    }
    void metrics.registry
      .metrics()
      .then((text) => res.status(200).setHeader('Cache-Control', 'no-store').type(metrics.registry.contentType).send(text), next);
  };
}
