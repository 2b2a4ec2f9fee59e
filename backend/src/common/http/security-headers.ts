import type { AppConfig } from '../../config/app.config';

/** Frames the public site may show: the video players of SPEC.md plus the configured ticketing site. */
export const VIDEO_PLAYER_ORIGINS = ['https://player.vimeo.com', 'https://www.youtube.com', 'https://www.youtube-nocookie.com'];

export function contentSecurityPolicy(config: Pick<AppConfig, 'ticketingOrigins'>): Record<string, string[]> {
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
    'frame-src': ["'self'", ...VIDEO_PLAYER_ORIGINS, ...config.ticketingOrigins],
    'frame-ancestors': ["'self'"],
    'form-action': ["'self'"],
  };
}
