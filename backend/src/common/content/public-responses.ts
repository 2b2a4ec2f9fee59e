import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders, IncomingMessage, OutgoingHttpHeaders, RequestListener, Server, ServerResponse } from 'node:http';
import type { Request, Response } from 'express';
import type { BodyEncoder } from '../http/body-encoder';
import { COMPRESS_MIN_BYTES, CONTENT_ENCODINGS, encodedEtag, type ContentEncoding, type EncodedBodies } from '../http/content-encoding';
import { answerEncoding, varyOnEncoding, type BodyForms } from '../http/json-compression';
import { hasValidHost } from '../http/valid-host';
import { requestFlow } from '../logging/request-flow';
import { REQUEST_ID_HEADER, type RequestLog } from '../logging/request-logging';
import type { AppMetrics } from '../metrics/app-metrics';
import { countAnswer, ROUTE_PATTERN } from '../metrics/serve-metrics';
import { approximateBytes, type PublicReadCache } from './public-read-cache';

/** What a read does on every visit, including visits answered from the cache (a story view). */
export type ReadEffect = (request: Request) => void;

/** A kept answer in one of the forms it is sent in, with the headers of that form (its 304's too). */
interface KeptForm {
  body: Buffer;
  headers: OutgoingHttpHeaders;
  notModifiedHeaders: OutgoingHttpHeaders;
}

interface KeptResponse {
  /** The body as it is, and its compressed forms, made once when it was kept (none below COMPRESS_MIN_BYTES). */
  identity: KeptForm;
  encoded: Partial<Record<ContentEncoding, KeptForm>>;
  offered: ContentEncoding[];
  /** The controller route it came from, for the request metrics of the visits it answers. */
  route: string | undefined;
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

const keyOf = (url: string) => `response:${url}`;

/** A strong validator of the body; the same whether the answer was computed or kept. */
export const etagOf = (body: Buffer) => `"${createHash('sha1').update(body).digest('base64url')}"`;

/** A public read's value and its read effects, as the public read cache holds it: shared by all the answers it gives. */
export interface KeptRead {
  value: unknown;
  effects: ReadEffect[];
}

const formsOfRead = new WeakMap<KeptRead, BodyForms>();

/**
 * Keeps a visitor's successful public read as it is about to be sent (JSON as Express writes it, with the headers set
 * so far), in the one public read cache: the same content version and TTL rules. Its body is compressed once per read
 * of the cache (BodyEncoder.kept), not per answer: the answers Express sends meanwhile use the same forms, and the
 * answer is kept, with them, once they are made. Returns the body's forms, whose ETag is the identity body's.
 */
export function keepPublicResponse(
  cache: PublicReadCache,
  encoder: BodyEncoder,
  request: Request,
  response: Response,
  read: KeptRead,
  version: number,
): BodyForms {
  let forms = formsOfRead.get(read);
  if (!forms) {
    const body = Buffer.from(JSON.stringify(read.value) ?? '');
    forms = { body, etag: etagOf(body), encoded: body.length >= COMPRESS_MIN_BYTES ? encoder.kept(body) : Promise.resolve({}) };
    formsOfRead.set(read, forms);
  }
  const { body, etag } = forms;
  const headers: OutgoingHttpHeaders = {
    ...response.getHeaders(),
    etag,
    'content-type': 'application/json; charset=utf-8',
    'content-length': body.length,
  };
  delete headers[REQUEST_ID_HEADER.toLowerCase()];
  const route = (request.route as { path?: string } | undefined)?.path;
  const key = keyOf(request.originalUrl);
  forms.encoded.then(
    (encoded) => {
      const kept = keptResponse(body, headers, encoded, route, read.effects);
      const bytes = [kept.identity, ...Object.values(kept.encoded)].reduce(
        (sum, form) => sum + form.body.length,
        approximateBytes(headers),
      );
      cache.keep(key, kept, version, bytes);
    },
    // Not kept: the next visitor's answer is made again.
    () => undefined,
  );
  return forms;
}

function keptResponse(
  body: Buffer,
  headers: OutgoingHttpHeaders,
  encoded: EncodedBodies,
  route: string | undefined,
  effects: ReadEffect[],
): KeptResponse {
  const offered = CONTENT_ENCODINGS.filter((encoding) => encoded[encoding]);
  const vary = offered.length > 0 ? { vary: varyOnEncoding(headers.vary) } : {};
  const form = (formBody: Buffer, formHeaders: OutgoingHttpHeaders): KeptForm => {
    const notModifiedHeaders = { ...formHeaders };
    delete notModifiedHeaders['content-type'];
    delete notModifiedHeaders['content-length'];
    delete notModifiedHeaders['content-encoding'];
    return { body: formBody, headers: formHeaders, notModifiedHeaders };
  };
  const forms: KeptResponse['encoded'] = {};
  for (const encoding of offered) {
    const formBody = encoded[encoding] as Buffer;
    forms[encoding] = form(formBody, {
      ...headers,
      ...vary,
      etag: encodedEtag(headers.etag as string, encoding),
      'content-encoding': encoding,
      'content-length': formBody.length,
    });
  }
  return { identity: form(body, { ...headers, ...vary }), encoded: forms, offered, route, effects };
}

/** What a request answered before Express still gets: Express's request getters, its log line and id, its metrics. */
export interface KeptAnswerDuties {
  /** Express's request prototype (`app.request`): `req.ip` and `req.ips` under the app's 'trust proxy'. */
  expressRequest: object;
  log: RequestLog;
  metrics: AppMetrics;
}

/**
 * Answers a visitor's GET or HEAD whose answer is kept, first thing on the server, before Express and Nest: a viral
 * story's readers cost a map lookup and a write. Such a request still gets what the middleware in front of the routes
 * gives every request (its id and log line, the request metrics; the security headers and the CSP are kept with the
 * answer) and its read effects (a story view). Requests with credentials or a body, a Host that is no host (answered
 * 400 by the middleware) and everything not kept go on to Express, whose controllers keep what they may. Content
 * changes (a new ticketing site in the CSP included) drop what was kept.
 */
export function answerKeptReadsFirst(server: Server, expressApp: RequestListener, cache: PublicReadCache, duties: KeptAnswerDuties): void {
  const answerKept = keptAnswers(cache, duties);
  const listeners = server.listeners('request') as RequestListener[];
  if (!listeners.includes(expressApp)) throw new Error('Express does not answer this server');
  server.removeAllListeners('request');
  for (const listener of listeners)
    server.on(
      'request',
      listener !== expressApp ? listener : (req: IncomingMessage, res: ServerResponse) => answerKept(req, res) || expressApp(req, res),
    );
}

function keptAnswers(cache: PublicReadCache, { expressRequest, log, metrics }: KeptAnswerDuties) {
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.headers.authorization || hasBody(req) || !hasValidHost(req)) return false;
    const kept = cache.peek<KeptResponse>(keyOf(req.url ?? ''));
    if (!kept) return false;
    const request = Object.setPrototypeOf(req, expressRequest) as Request;
    const response = Object.assign(res, { locals: { [ROUTE_PATTERN]: kept.route } });
    countAnswer(metrics, request, response);
    requestFlow.run(log(request, response), () => {
      for (const effect of kept.effects) effect(request);
      const encoding = kept.offered.length > 0 ? answerEncoding(req.headers, kept.offered) : undefined;
      const form = (encoding && kept.encoded[encoding]) || kept.identity;
      if (notModified(req.headers, form.headers.etag as string)) response.writeHead(304, form.notModifiedHeaders).end();
      else response.writeHead(200, form.headers).end(req.method === 'HEAD' ? undefined : form.body);
    });
    return true;
  };
}

/** A GET that declares a body goes the long way (its declared size is checked there). */
const hasBody = (req: IncomingMessage) => req.headers['content-length'] !== undefined || req.headers['transfer-encoding'] !== undefined;

/**
 * Whether a conditional GET already has the answer tagged `etag`: Express's `req.fresh` for an answer with an ETag and
 * no Last-Modified (a `no-cache` request wants it again; an If-Modified-Since cannot match).
 */
export function notModified(headers: IncomingHttpHeaders, etag: string): boolean {
  const noneMatch = headers['if-none-match'];
  if (!noneMatch || headers['if-modified-since'] || /(?:^|,)\s*no-cache\s*(?:,|$)/.test(headers['cache-control'] ?? '')) return false;
  if (noneMatch.trim() === '*') return true;
  return noneMatch.split(',').some((tag) => {
    const given = tag.trim();
    return given === etag || given === `W/${etag}` || `W/${given}` === etag;
  });
}
