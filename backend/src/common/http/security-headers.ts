/** Frames the public site may show: the video players of docs/product.md §2 plus the configured ticketing site. */
export const VIDEO_PLAYER_ORIGINS = ['https://player.vimeo.com', 'https://www.youtube.com', 'https://www.youtube-nocookie.com'];

import type { IncomingMessage, ServerResponse } from 'node:http';

type PerRequest = (req: IncomingMessage, res: ServerResponse) => string;

/**
 * The headers only a document obeys (a page, or a file a browser opens as one): its content policy, who may frame it,
 * its browsing context group, and old browsers' switches. A built script, stylesheet, font or raster picture is never
 * a document (nosniff keeps it so), so it is sent without them: on a phone's first view that is over half a kilobyte
 * less for each of some fifteen files. Every response keeps nosniff, Cross-Origin-Resource-Policy, HSTS and the
 * Referrer-Policy (a module script's imports follow its own).
 */
export const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
] as const;

/** The built files that are only ever a page's subresources, by name (their precompressed copies included). */
export const SUBRESOURCE_FILE = /\.(?:js|css|woff2|webp|avif|png|jpe?g)(?:\.br|\.gz)?$/;

/** The outside analytics tags the owner may turn on in the settings (docs/product.md §10.22). */
export type OutsideTag = 'ga4' | 'meta-pixel';

/**
 * The hosts each tag needs, by directive, and nothing more: Google's tag (gtag.js) and where it sends hits; Meta's
 * pixel (fbevents.js) and where it sends events.
 */
export const OUTSIDE_TAG_SOURCES: Record<OutsideTag, Partial<Record<'script-src' | 'img-src' | 'connect-src', string[]>>> = {
  ga4: {
    'script-src': ['https://www.googletagmanager.com'],
    'img-src': ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://www.googletagmanager.com'],
    'connect-src': ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://www.googletagmanager.com'],
  },
  'meta-pixel': {
    'script-src': ['https://connect.facebook.net'],
    'img-src': ['https://www.facebook.com'],
    'connect-src': ['https://www.facebook.com'],
  },
};

/** What the settings add to the policy: the ticketing site's origin and the outside tags that are on. */
export interface PolicySettings {
  ticketingOrigin: string | null;
  outsideTags: OutsideTag[];
}

/** What `readPolicySettings` leaves on the response for the policy. */
export interface ResponseLocals {
  policySettings?: PolicySettings;
}

const NO_SETTINGS: PolicySettings = { ticketingOrigin: null, outsideTags: [] };

/**
 * Reads what the settings add to the policy for each response (from the settings' cached read), so a ticketing site
 * or an outside tag staff save is in the policy at once on the replica that saved it, and on the others with the
 * public reads' bound (at once with Redis). When the database cannot say, the response goes on under the policy
 * without them (the stricter one): the route answers for itself, so health still reports the outage and the built
 * files are still served.
 */
export function readPolicySettings(policySettings: () => Promise<PolicySettings>) {
  return (_req: unknown, res: { locals: ResponseLocals }, next: () => void): void => {
    policySettings().then(
      (settings) => {
        res.locals.policySettings = settings;
        next();
      },
      () => {
        res.locals.policySettings = NO_SETTINGS;
        next();
      },
    );
  };
}

const settingsOf = (res: ServerResponse): PolicySettings =>
  (res as ServerResponse & { locals: ResponseLocals }).locals.policySettings ?? NO_SETTINGS;

/**
 * A directive's whole list, `fixed` then what the response's settings add: one function for the whole list, as helmet
 * joins values with spaces and an absent source must leave no gap.
 */
const withSettings =
  (fixed: string[], added: (settings: PolicySettings) => (string | null)[]): PerRequest =>
  (_req, res) =>
    [...fixed, ...added(settingsOf(res))].filter(Boolean).join(' ');

/** The sources the outside tags that are on need in `directive`. */
const outsideTagSources = (directive: 'script-src' | 'img-src' | 'connect-src') => (settings: PolicySettings) =>
  settings.outsideTags.flatMap((tag) => OUTSIDE_TAG_SOURCES[tag][directive] ?? []);

/**
 * The policy of every response; the ticketing origin and the outside tags are those `readPolicySettings` left on it. `mediaOrigin` is
 * MEDIA_PUBLIC_URL's, for a bucket or CDN served over plain http (https: is admitted anyway).
 */
export function contentSecurityPolicy(mediaOrigin?: string): Record<string, (string | PerRequest)[]> {
  const media = mediaOrigin?.startsWith('http:') ? [mediaOrigin] : [];
  const frameSources = ["'self'", ...VIDEO_PLAYER_ORIGINS];
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'script-src': [withSettings(["'self'"], outsideTagSources('script-src'))],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': [withSettings(["'self'", 'data:', 'blob:', 'https:', ...media], outsideTagSources('img-src'))],
    'media-src': ["'self'", 'blob:', 'https:', ...media],
    'font-src': ["'self'", 'data:'],
    'connect-src': [withSettings(["'self'"], outsideTagSources('connect-src'))],
    'frame-src': [withSettings(frameSources, (settings) => [settings.ticketingOrigin])],
    'frame-ancestors': ["'self'"],
    'form-action': ["'self'"],
  };
}
