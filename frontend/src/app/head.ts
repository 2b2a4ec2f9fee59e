import { SITE_NAME } from '../config/site';
import { DEFAULT_LANGUAGE, LOCALES, type Language } from '../i18n/languages';
import { languageOfPath, languagesOf, pathInLanguage, regionsSpeaking, siteLanguages } from '../i18n/page-language';
import type { RegionLanguages } from '../server-renderer';
import type { PageHead } from './page-heads';
import { publicPages, type PublicPageId } from './route-table';
import { breadcrumbList } from './structured-data';

/**
 * The <head> elements of a page, computed once from the route table's head: the server writes them as HTML
 * (renderHead) and the client replaces them when the visitor moves to another page (applyHead).
 */
export interface HeadElement {
  tag: 'title' | 'meta' | 'link' | 'script';
  attributes: Record<string, string>;
  text?: string;
}

/** Marks the elements this module owns, so the client replaces exactly those. */
const OWNED = 'data-page-head';

const URL_KEYS = new Set(['url', 'logo', 'image', 'item', 'mainEntityOfPage', 'sameAs']);

/** Root-relative URLs in structured data made absolute (crawlers and share previews need them absolute). */
function absolute(value: unknown, origin: string, key = ''): unknown {
  if (typeof value === 'string') return URL_KEYS.has(key) && value.startsWith('/') && !value.startsWith('//') ? `${origin}${value}` : value;
  if (Array.isArray(value)) return value.map((item) => absolute(item, origin, key));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, absolute(v, origin, k)]));
  return value;
}

/**
 * The page's language and the page in each language its region speaks (`alternates`, language to path and query),
 * written as `hreflang` links, `og:locale` and JSON-LD's `inLanguage`.
 */
export interface PageLanguages {
  language: Language;
  alternates: Partial<Record<Language, string>>;
}

/** A locale as Open Graph writes it: `en_US`. */
const ogLocale = (language: Language) => LOCALES[language].replace('-', '_');

/** The schema.org types a page's language is stated on. */
const LANGUAGE_TYPES = new Set(['Article', 'FAQPage', 'Event', 'WebPage']);

export function headElements(head: PageHead, origin: string, canonicalPath: string, languages: PageLanguages): HeadElement[] {
  const siteName = head.siteName ?? SITE_NAME;
  const { language, alternates } = languages;
  const inLanguage = LOCALES[language];
  const title = `${head.title} | ${siteName}`;
  const url = `${origin}${canonicalPath}`;
  const image = /^https?:\/\//.test(head.image) ? head.image : `${origin}${head.image}`;
  const meta = (key: 'name' | 'property', name: string, content: string): HeadElement => ({
    tag: 'meta',
    attributes: { [key]: name, content },
  });
  const graph = [
    { '@type': 'WebPage', url, name: head.title, inLanguage },
    ...head.structuredData.map((node) => ('@type' in node && LANGUAGE_TYPES.has(String(node['@type'])) ? { ...node, inLanguage } : node)),
    ...(head.breadcrumb.length ? [breadcrumbList(head.breadcrumb, siteName, language)] : []),
  ];
  const indexed = head.found && !head.noindex;
  const alternateLinks = (Object.entries(alternates) as [Language, string][]).map(([hreflang, path]) => ({
    tag: 'link' as const,
    attributes: { rel: 'alternate', hreflang, href: `${origin}${path}` },
  }));
  const englishPath = alternates[DEFAULT_LANGUAGE];
  return [
    { tag: 'title', attributes: {}, text: title },
    meta('name', 'description', head.description),
    ...(indexed ? [{ tag: 'link' as const, attributes: { rel: 'canonical', href: url } }] : [meta('name', 'robots', 'noindex')]),
    ...(indexed ? alternateLinks : []),
    ...(indexed && englishPath !== undefined
      ? [{ tag: 'link' as const, attributes: { rel: 'alternate', hreflang: 'x-default', href: `${origin}${englishPath}` } }]
      : []),
    meta('property', 'og:type', head.type),
    meta('property', 'og:locale', ogLocale(language)),
    ...(Object.keys(alternates) as Language[])
      .filter((other) => other !== language)
      .map((other) => meta('property', 'og:locale:alternate', ogLocale(other))),
    meta('property', 'og:site_name', siteName),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', image),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', image),
    {
      tag: 'script' as const,
      attributes: { type: 'application/ld+json' },
      text: JSON.stringify(absolute({ '@context': 'https://schema.org', '@graph': graph }, origin)),
    },
  ];
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
/** JSON inside <script>: `<` escaped so no text can close the element. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export function renderHead(elements: HeadElement[]): string {
  return elements
    .map(({ tag, attributes, text }) => {
      const attrs = Object.entries({ ...attributes, [OWNED]: '' })
        .map(([name, value]) => (value === '' && name === OWNED ? name : `${name}="${escapeHtml(value)}"`))
        .join(' ');
      if (tag === 'meta' || tag === 'link') return `<${tag} ${attrs}>`;
      const body = tag === 'script' ? (text ?? '').replace(/</g, '\\u003c') : escapeHtml(text ?? '');
      return `<${tag} ${attrs}>${body}</${tag}>`;
    })
    .join('\n    ');
}

/** Replaces the owned head elements of the document with `elements`. */
export function applyHead(elements: HeadElement[], doc: Document = document): void {
  doc.head.querySelectorAll(`[${OWNED}]`).forEach((element) => element.remove());
  for (const { tag, attributes, text } of elements) {
    const element = doc.createElement(tag);
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    element.setAttribute(OWNED, '');
    if (text !== undefined) element.textContent = text;
    doc.head.appendChild(element);
  }
}

/**
 * The page's language and its address in each of its languages (`pathname`: the address, prefix and all): a region's
 * page is in the languages its region speaks; a shared page (tickets, employment, the landing) in every language some
 * region speaks.
 */
export function pageLanguages(
  pageId: PublicPageId,
  pathname: string,
  search: URLSearchParams,
  region: string | undefined,
  regions: readonly RegionLanguages[],
  onlyIn?: Language,
): PageLanguages {
  const spoken = publicPages[pageId].pattern.includes(':region') ? languagesOf(regions, region) : siteLanguages(regions);
  const languages = onlyIn ? spoken.filter((language) => language === onlyIn) : spoken;
  const alternates = Object.fromEntries(
    languages.map((other) => [other, canonicalPath(pageId, pathInLanguage(pathname, other), search, regionsSpeaking(regions, other))]),
  );
  return { language: languageOfPath(pathname), alternates };
}

/**
 * The canonical path of a page: its path, plus the one query parameter that changes what the page is about: the
 * employment page's region, unless it is the table's first (`regions`, its keys), which the page shows without one.
 */
export function canonicalPath(pageId: PublicPageId, pathname: string, search: URLSearchParams, regions: readonly string[]): string {
  const region = search.get('region');
  return pageId === 'employment' && region && regions.indexOf(region) > 0 ? `${pathname}?region=${region}` : pathname;
}
