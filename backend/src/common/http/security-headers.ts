/** Frames the public site may show: the video players of docs/product.md §2 plus the configured ticketing site. */
export const VIDEO_PLAYER_ORIGINS = ['https://player.vimeo.com', 'https://www.youtube.com', 'https://www.youtube-nocookie.com'];

import type { IncomingMessage, ServerResponse } from 'node:http';

type PerRequest = (req: IncomingMessage, res: ServerResponse) => string;

/** What `readTicketingOrigin` leaves on the response for the policy. */
export interface ResponseLocals {
  ticketingOrigin?: string | null;
}

/**
 * Reads the ticketing origin for each response (from the settings' cached read), so a ticketing site staff save is
 * framable at once on the replica that saved it, and on the others with the public reads' bound (at once with Redis).
 * When the database cannot say, the response goes on under the policy without it (the stricter one): the route
 * answers for itself, so health still reports the outage and the built files are still served.
 */
export function readTicketingOrigin(ticketingOrigin: () => Promise<string | null>) {
  return (_req: unknown, res: { locals: ResponseLocals }, next: () => void): void => {
    ticketingOrigin().then(
      (origin) => {
        res.locals.ticketingOrigin = origin;
        next();
      },
      () => {
        res.locals.ticketingOrigin = null;
        next();
      },
    );
  };
}

/**
 * The policy of every response; the ticketing origin is the one `readTicketingOrigin` left on it. `mediaOrigin` is
 * MEDIA_PUBLIC_URL's, for a bucket or CDN served over plain http (https: is admitted anyway).
 */
export function contentSecurityPolicy(mediaOrigin?: string): Record<string, (string | PerRequest)[]> {
  const media = mediaOrigin?.startsWith('http:') ? [mediaOrigin] : [];
  const frameSources = ["'self'", ...VIDEO_PLAYER_ORIGINS];
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:', ...media],
    'media-src': ["'self'", 'blob:', 'https:', ...media],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    // One function for the whole list: helmet joins values with spaces, and an absent origin must leave no gap.
    'frame-src': [
      (_req, res) =>
        [...frameSources, (res as ServerResponse & { locals: ResponseLocals }).locals.ticketingOrigin].filter(Boolean).join(' '),
    ],
    'frame-ancestors': ["'self'"],
    'form-action': ["'self'"],
  };
}
