import type { Request } from 'express';

/**
 * The visitor's address. Express derives req.ip from X-Forwarded-For only when the socket peer is one of
 * TRUSTED_PROXIES ('trust proxy' is set to that list in app.setup.ts); otherwise it is the socket address.
 */
export function clientIp(req: Request): string {
  return (req.ip ?? req.socket.remoteAddress ?? 'unknown').replace(/^::ffff:/, '');
}
