import type { Request } from 'express';
import type { AppConfig } from '../../config/app.config';

/** The site's public origin for links we hand out (PUBLIC_URL), else the one the request came in on. */
export function siteOrigin(config: Pick<AppConfig, 'publicUrl'>, req: Request): string {
  return config.publicUrl ?? `${req.protocol}://${req.get('host') ?? 'localhost'}`;
}
