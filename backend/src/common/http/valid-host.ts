import type { IncomingMessage } from 'node:http';
import type { RequestHandler } from 'express';

/** A host name (letters, digits, hyphens, underscores in dot-separated labels), an IPv4 or a bracketed IPv6 address; an optional port. */
const HOST = /^(?:[a-z0-9_-]+(?:\.[a-z0-9_-]+)*\.?|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * Whether a Host header names a host. Beyond its form, the origin built from it must be a URL, as the pages' renderer
 * and every link we hand out make one: a port above 65535, an IPv6 literal that is not an address (`[1::2::3]`), an
 * IPv4 address out of range (`999.1.1.1`) or a label IDNA refuses (`xn--`) would otherwise fail every page with 500.
 */
export function isValidHost(host: string): boolean {
  return HOST.test(host) && URL.canParse(`http://${host}`);
}

/** Whether a request's Host header, when it has one, names a host. */
export function hasValidHost(req: IncomingMessage): boolean {
  const { host } = req.headers;
  return host === undefined || isValidHost(host);
}

/**
 * Answers 400 for a Host header that names no host (`a b`, quotes, markup) on every route: pages build their links
 * from it, and nothing after this has to cope with one that is not a host.
 */
export function rejectInvalidHost(): RequestHandler {
  return (req, res, next) => {
    if (hasValidHost(req)) return next();
    res
      .status(400)
      .json({ statusCode: 400, code: 'INVALID_HOST', message: 'The Host header is not a valid host name', error: 'Bad Request' });
  };
}
