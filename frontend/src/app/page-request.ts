import { matchRoutes } from 'react-router-dom';
import { STORY_FILTERS } from '../features/legends/story-filters';
import { VALID_FILTER_VALUE } from '../lib/attraction-filters';
import { regionInPath } from '../lib/regions';
import type { RegionSlug } from '../config/paths';
import { pageHandleOf, publicPages, type PageParam, type PublicPage } from './route-table';
import { publicRoutesFor } from './router';
import type { PageRequest, RegionLanguages } from '../server-renderer';
import { DEFAULT_LANGUAGE, type Language } from '../i18n/languages';
import { languageOfPath, languagePrefix, languagesOf, pathInLanguage, pathWithoutLanguage, regionsSpeaking } from '../i18n/page-language';

const BASE = 'http://page.invalid';

/** The values each query parameter of the route table may take; anything else is not a page of the site. */
const validValues = (regions: readonly RegionSlug[]): Record<PageParam, (value: string) => boolean> => ({
  region: (value) => regions.includes(value),
  // "all" is the list without a filter: its address has no parameter.
  category: (value) => value !== 'all' && STORY_FILTERS.some((filter) => filter.id === value),
  ...VALID_FILTER_VALUE,
});

/**
 * What the server does with a page address before rendering anything (docs/architecture.md, "Caching"): render the
 * canonical address (the only form a cache key takes), redirect a variant of it (a trailing slash, other letter case,
 * an invalid `?region=`/`?category=`), or answer with the not-found page (in the region's layout under a region's path). Query parameters a page does not read
 * (utm_source…) are left out of the address rendered. `regions`: the regions table's, whose pages exist, each in the
 * languages it speaks: an address in a language its region does not speak redirects to the region's own.
 */
export function pageRequestOf(url: string, regions: readonly RegionLanguages[]): PageRequest {
  const location = new URL(url, BASE);
  if (location.origin !== BASE || decodedPath(location.pathname) === undefined) return { kind: 'not-found' };
  const language = languageOfPath(location.pathname);
  const basename = languagePrefix(language);
  const speaking = regionsSpeaking(regions, language);
  if (language !== DEFAULT_LANGUAGE) {
    // The page of a region that does not speak the language (or of any, while none does) is at its own address.
    const own = pageRequestOf(`${pathWithoutLanguage(location.pathname)}${location.search}`, regions);
    if (own.kind === 'page' && (speaking.length === 0 || (own.region !== undefined && !speaking.includes(own.region))))
      return { kind: 'redirect', location: own.url, temporary: true };
  }
  const keys = speaking;
  const handle = pageHandleOf(
    (matchRoutes(publicRoutesFor(keys, language), location.pathname, basename) ?? []).map((match) => match.route),
  );
  if (!handle || handle.pageId === 'notFound')
    return {
      kind: 'not-found',
      region: regionInPath(
        keys.map((key) => ({ key })),
        pathWithoutLanguage(location.pathname),
      ),
    };
  const page: PublicPage = publicPages[handle.pageId];
  // The last segment names the story (its slug), its preview (a preview link's token), an applicant's audition link or
  // a job posting (its id, written as the API writes ids).
  const last = location.pathname.split('/').at(-1) ?? '';
  if (handle.pageId === 'job' && !/^[1-9][0-9]{0,9}$/.test(last)) return { kind: 'not-found', region: handle.region };
  const slug = handle.pageId === 'legend' ? last : undefined;
  const pagePath = page.pattern
    .replace(':region', handle.region ?? '')
    .replace(':slug', slug ?? '')
    .replace(':token', handle.pageId === 'legendPreview' || handle.pageId === 'audition' ? last : '')
    .replace(':id', handle.pageId === 'job' ? last : '');
  const pathname = pathInLanguage(pagePath, language);

  const query = new URLSearchParams();
  const validValue = validValues(keys);
  let valid = pathname === location.pathname;
  for (const name of page.query ?? []) {
    const values = location.searchParams.getAll(name);
    if (values.length === 1 && validValue[name](values[0])) query.set(name, values[0]);
    else if (values.length) valid = false;
  }
  const canonical = query.size ? `${pathname}?${query}` : pathname;
  if (!valid) return { kind: 'redirect', location: canonical };
  return {
    kind: 'page',
    url: canonical,
    region: handle.region ?? query.get('region') ?? undefined,
    story: slug && handle.region ? { region: handle.region, slug, language } : undefined,
    entry: handle.pageId === 'regionHome' && location.search === '' ? entryOf(regions, handle.region, language, pathname) : undefined,
  };
}

/**
 * The region's entry page at its English address, of a region that speaks more: the page in each of its languages, for
 * the server to take a first visitor to the one their browser prefers.
 */
function entryOf(regions: readonly RegionLanguages[], region: string | undefined, language: Language, pathname: string) {
  const languages = languagesOf(regions, region);
  if (language !== DEFAULT_LANGUAGE || languages.length < 2) return undefined;
  return Object.fromEntries(languages.map((each) => [each, pathInLanguage(pathname, each)]));
}

/** The router decodes paths (and warns in the log when it cannot): a path it cannot decode is no page. */
function decodedPath(pathname: string): string | undefined {
  try {
    return decodeURI(pathname);
  } catch {
    return undefined;
  }
}
