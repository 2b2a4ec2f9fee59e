import { pathInLanguage, regionsSpeaking } from '../i18n/page-language';
import type { RegionLanguages } from '../server-renderer';
import { applyHead, canonicalPath, headElements, pageLanguages, type HeadElement } from './head';
import { headOf, type PageContext } from './page-heads';
import type { PublicPageId } from './route-table';

/**
 * The head of the page the visitor moved to, as the client writes it (RouteHead, app/public-root.tsx). A chunk of its
 * own, with the pages' heads and structured data: the first page's head is the server's, so a visit loads them only
 * once it moves to another page.
 */
export function routeHeadElements(
  pageId: PublicPageId,
  pathname: string,
  context: PageContext,
  origin: string,
  regions: readonly RegionLanguages[],
): HeadElement[] {
  const { search, language, region } = context;
  const path = pathInLanguage(pathname, language);
  const head = headOf(pageId, context);
  return headElements(
    head,
    origin,
    canonicalPath(pageId, path, search, regionsSpeaking(regions, language)),
    pageLanguages(pageId, path, search, region, regions, head.onlyIn),
  );
}

export { applyHead };
