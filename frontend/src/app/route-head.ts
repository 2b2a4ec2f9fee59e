import { pathInLanguage, regionsSpeaking } from '../i18n/page-language';
import type { RegionLanguages } from '../server-renderer';
import { applyHead, canonicalPath, headElements, pageLanguages, type HeadElement } from './head';
import { headOf, type PageContext, type PageHead } from './page-heads';
import type { PublicPageId } from './route-table';

/**
 * The head of the page at `pathname`, and the elements that write it: the server renders them into the page
 * (entry-server.tsx) and the client writes them when the visitor moves to another page (RouteHead,
 * app/public-root.tsx). A chunk of its own in the browser, with the pages' heads and structured data: the first
 * page's head is the server's, so a visit loads them only once it moves.
 */
export function headAt(
  pageId: PublicPageId,
  pathname: string,
  context: PageContext,
  origin: string,
  regions: readonly RegionLanguages[],
): { head: PageHead; elements: HeadElement[] } {
  const { search, language, region } = context;
  const path = pathInLanguage(pathname, language);
  const head = headOf(pageId, context);
  const elements = headElements(
    head,
    origin,
    canonicalPath(pageId, path, search, regionsSpeaking(regions, language)),
    pageLanguages(pageId, path, search, region, regions, head.onlyIn),
  );
  return { head, elements };
}

export { applyHead };
