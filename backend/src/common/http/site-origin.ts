import type { Request } from 'express';
import type { AppConfig } from '../../config/app.config';

/**
 * The site's public origin for links we hand out (PUBLIC_URL), else the one the request came in on: its Host, which
 * rejectInvalidHost checked, and https only when the request (or a trusted proxy's X-Forwarded-Proto) says exactly that.
 */
export function siteOrigin(config: Pick<AppConfig, 'publicUrl'>, req: Request): string {
  return config.publicUrl ?? `${req.protocol === 'https' ? 'https' : 'http'}://${req.get('host') ?? 'localhost'}`;
}
