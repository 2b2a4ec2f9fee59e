import type { RegionLanguages } from '../server-renderer';
import { regionInPath } from '../lib/regions';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from './languages';

/**
 * A page's language is in its address: English at the region's own addresses (`/florida/faq`), another language under
 * its prefix (`/es/florida/faq`, `/es/tickets?region=florida`). Every address names one language, so a search engine
 * or a shared link always gets the language it was given; the router takes the prefix as its basename, so every link
 * of a page stays in the page's language.
 */
export function languageOfPath(pathname: string): Language {
  const first = pathname.split('/')[1] ?? '';
  return isLanguage(first) && first !== DEFAULT_LANGUAGE ? first : DEFAULT_LANGUAGE;
}

/**
 * The cookie that remembers the language a visitor chose with the switch: a first visit to a region's entry page
 * follows the browser's preferred language, a visitor who chose one keeps it.
 */
export const LANGUAGE_COOKIE = 'language';

/** Remembers `language` as the visitor's choice for a year, for every page of the site. */
export function rememberLanguage(language: Language): void {
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax${secure}`;
}

/** The prefix of a language's addresses (the router's basename): none for English, `/es` for Spanish. */
export const languagePrefix = (language: Language): string => (language === DEFAULT_LANGUAGE ? '' : `/${language}`);

/** The address without its language's prefix: what the route table's patterns match. */
export function pathWithoutLanguage(pathname: string): string {
  const prefix = languagePrefix(languageOfPath(pathname));
  return pathname.slice(prefix.length) || '/';
}

/** The same page in `language`: `/florida/faq` → `/es/florida/faq`, and back. */
export const pathInLanguage = (pathname: string, language: Language): string =>
  `${languagePrefix(language)}${pathWithoutLanguage(pathname)}`.replace(/(.)\/$/, '$1');

/** The keys of the regions whose pages speak `language`, in the regions' order. */
export const regionsSpeaking = (regions: readonly RegionLanguages[], language: Language): string[] =>
  regions.filter((region) => region.languages.includes(language)).map((region) => region.key);

/** The languages a region's pages speak (English alone for a region of no row). */
export const languagesOf = (regions: readonly RegionLanguages[], region: string | undefined): Language[] =>
  (regions.find((row) => row.key === region)?.languages ?? [DEFAULT_LANGUAGE]).filter(isLanguage);

/** The languages some region speaks: the shared pages' (tickets, employment…) languages. */
export const siteLanguages = (regions: readonly RegionLanguages[]): Language[] =>
  LANGUAGES.filter((language) => language === DEFAULT_LANGUAGE || regions.some((region) => region.languages.includes(language)));

/**
 * Where a page of `language`'s router that names a region not speaking the language really is: that region's own
 * address (`pathname`, the router's, is it). A link to another region made on a Spanish page (`/es/new-york`) is such a
 * page; the server redirects it, and the browser's router, which has no routes for that region, goes there too.
 */
export function ownAddressOf(regions: readonly RegionLanguages[], pathname: string, language: Language): string | undefined {
  const key = regionInPath(regions, pathname);
  return key !== undefined && !languagesOf(regions, key).includes(language) ? pathname : undefined;
}
