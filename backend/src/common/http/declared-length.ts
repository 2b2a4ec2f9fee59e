import type { Request, RequestHandler } from 'express';

/** A route that takes a multipart upload, and the most its whole body may hold. */
export interface UploadRoute {
  method: string;
  /** Without the trailing slash: /api/media */
  path: string;
  bytes: number;
  /** What the 413 says, when the route has its own words for it. */
  message?: string;
}

/** How large a body may be: any JSON or form body, and the multipart bodies of the upload routes. */
export interface BodyLimits {
  body: number;
  uploads: UploadRoute[];
}

/** Room for a multipart body's boundaries and part headers beside what its files and fields may hold. */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/**
 * Answers 413 at once, and closes the connection, when a request declares (Content-Length) a body larger than its
 * route takes: the body parsers would otherwise read the whole declared body off before answering, and a client
 * announcing 200 MB would hold the connection until the request deadline's 408.
 */
export function refuseDeclaredOversize(limits: BodyLimits): RequestHandler {
  return (req, res, next) => {
    const declared = Number(req.headers['content-length']);
    const upload = uploadRouteOf(req, limits.uploads);
    const limit = upload?.bytes ?? limits.body;
    if (!(declared > limit)) return next();
    res.setHeader('Connection', 'close');
    res.status(413).json({
      statusCode: 413,
      code: 'PAYLOAD_TOO_LARGE',
      message: upload?.message ?? `The request body is larger than this route takes (at most ${limit} bytes)`,
      error: 'Payload Too Large',
    });
  };
}

function uploadRouteOf(req: Request, uploads: UploadRoute[]): UploadRoute | undefined {
  if (!req.is('multipart/form-data')) return undefined;
  // Express matches routes whatever their letter case and trailing slash.
  const path = req.path.toLowerCase().replace(/\/+$/, '');
  return uploads.find((route) => route.method === req.method && route.path === path);
}
