/** Frames the public site may show: the video players of docs/product.md §2 plus the configured ticketing site. */
export const VIDEO_PLAYER_ORIGINS = ['https://player.vimeo.com', 'https://www.youtube.com', 'https://www.youtube-nocookie.com'];

type PerRequest = (req: unknown, res: unknown) => string;

/**
 * The policy of every response. `ticketingOrigin` is read per response (from memory), so a ticketing site staff
 * save is framable at once, without a restart.
 */
export function contentSecurityPolicy(ticketingOrigin: () => string | null): Record<string, (string | PerRequest)[]> {
  const frameSources = ["'self'", ...VIDEO_PLAYER_ORIGINS];
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'media-src': ["'self'", 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    // One function for the whole list: helmet joins values with spaces, and an absent origin must leave no gap.
    'frame-src': [() => [...frameSources, ticketingOrigin()].filter(Boolean).join(' ')],
    'frame-ancestors': ["'self'"],
    'form-action': ["'self'"],
  };
}
