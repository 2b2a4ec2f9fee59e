import type { Request } from 'express';
import { readCookie } from '../common/http/read-cookie';

/** Crawlers of search engines and of link previews (a shared link's card): never redirected from an address's language. */
const CRAWLER = /bot|crawl|spider|slurp|facebookexternalhit|whatsapp|embedly|preview|lighthouse/i;

/**
 * Where a first visit to a region's entry page goes instead: the page in the language the browser prefers, when the
 * region speaks it and it is not the address's own (`/es/florida` for `/florida` and `Accept-Language: es-US,es`).
 * `entry`: the page in each language, the address's own first. A visitor who chose a language with the switch
 * (`cookie`) and a crawler stay where they are; every other page of the site is always in its address's language.
 */
export function entryLanguageRedirect(req: Request, entry: Record<string, string>, cookie: string): string | undefined {
  if (readCookie(req.headers.cookie, cookie) !== undefined || CRAWLER.test(req.get('user-agent') ?? '')) return undefined;
  const languages = Object.keys(entry);
  const preferred = req.acceptsLanguages(languages);
  return preferred && preferred !== languages[0] ? entry[preferred] : undefined;
}
