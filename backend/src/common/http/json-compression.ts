import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { BodyEncoder } from './body-encoder';
import {
  COMPRESS_MIN_BYTES,
  CONTENT_ENCODINGS,
  encodedEtag,
  preferredEncoding,
  type ContentEncoding,
  type EncodedBodies,
} from './content-encoding';
import { isRenderRequest } from './render-request';

/** A JSON body with its ETag and the compressed forms made of it once (a kept public read), shared by its answers. */
export interface BodyForms {
  body: Buffer;
  etag: string;
  encoded: Promise<EncodedBodies>;
}

const formsOf = new WeakMap<ServerResponse, BodyForms>();

/** Sends this answer's JSON from forms already made (public-responses.ts) instead of compressing it again. */
export function sendFromForms(res: ServerResponse, forms: BodyForms): void {
  formsOf.set(res, forms);
}

/**
 * The encoding an answer is sent in, of those `offered`, by its request's Accept-Encoding; none for the page renderer's
 * own reads, which cross the loopback and would only be decompressed again.
 */
export function answerEncoding(headers: IncomingHttpHeaders, offered: Iterable<ContentEncoding>): ContentEncoding | undefined {
  return isRenderRequest(headers) ? undefined : preferredEncoding(headers['accept-encoding'], offered);
}

/** Appends `Accept-Encoding` to a Vary value (kept answers' headers, which Express's `res.vary` never sees). */
export function varyOnEncoding(vary: unknown): string {
  const names = typeof vary === 'string' && vary ? vary : '';
  return /(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(names) ? names : names ? `${names}, Accept-Encoding` : 'Accept-Encoding';
}

type Send = Response['send'];

/**
 * Compresses the JSON answers Express sends (`res.json`, which ends in `res.send`): a kept public read from the forms
 * made with it (sendFromForms), any other JSON of COMPRESS_MIN_BYTES or more in the encoding its request prefers,
 * compressed for it off the event loop. Only JSON: pages and built files come compressed already, CSV downloads,
 * uploads and pictures are sent as they are (a picture is compressed already), and a body that already has a
 * Content-Encoding is never compressed again. Express then sets Content-Length (and its ETag, of the bytes sent) as
 * for any body.
 */
export function compressJson(encoder: BodyEncoder): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const send: Send = res.send.bind(res);
    res.send = function compressed(body?: unknown) {
      if (typeof body !== 'string' && !Buffer.isBuffer(body)) return send(body);
      const forms = formsOf.get(res);
      if (forms) {
        formsOf.delete(res);
        void forms.encoded.then(
          (encoded) => sendForm(req, res, send, forms, encoded),
          () => sendForm(req, res, send, forms, {}),
        );
        return res;
      }
      const bytes = typeof body === 'string' ? Buffer.byteLength(body) : body.length;
      if (bytes < COMPRESS_MIN_BYTES || res.getHeader('Content-Encoding') || !isJson(res) || !compressible(res.statusCode))
        return send(body);
      res.vary('Accept-Encoding');
      const encoding = answerEncoding(req.headers, CONTENT_ENCODINGS);
      if (!encoding) return send(body);
      void encoder.once(Buffer.from(body), encoding).then(
        (encoded) => {
          res.setHeader('Content-Encoding', encoding);
          send(encoded);
        },
        () => send(body),
      );
      return res;
    };
    next();
  };
}

/** A kept read's answer in the form its request takes, with that form's ETag (so Express's 304 compares the right one). */
function sendForm(req: Request, res: Response, send: Send, forms: BodyForms, encoded: EncodedBodies): void {
  const offered = Object.keys(encoded) as ContentEncoding[];
  if (offered.length > 0) res.vary('Accept-Encoding');
  const encoding = answerEncoding(req.headers, offered);
  const body = encoding ? encoded[encoding] : undefined;
  if (!encoding || !body) {
    res.setHeader('ETag', forms.etag);
    send(forms.body);
    return;
  }
  res.setHeader('ETag', encodedEtag(forms.etag, encoding));
  // A 304 says nothing about the body's coding.
  if (!req.fresh) res.setHeader('Content-Encoding', encoding);
  send(body);
}

const isJson = (res: Response) => /^application\/(?:[\w.+-]+\+)?json\b/i.test(String(res.getHeader('Content-Type') ?? ''));
/** No body to compress on a 204 or 304; a HEAD is sent the headers its GET would get. */
const compressible = (status: number) => status !== 204 && status !== 304;
