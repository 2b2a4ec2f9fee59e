import { SITE_NAME } from '../config/site';
import type { PageHead } from './page-heads';
import type { PublicPageId } from './route-table';
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

export function headElements(head: PageHead, origin: string, canonicalPath: string): HeadElement[] {
  const siteName = head.siteName ?? SITE_NAME;
  const title = `${head.title} | ${siteName}`;
  const url = `${origin}${canonicalPath}`;
  const image = /^https?:\/\//.test(head.image) ? head.image : `${origin}${head.image}`;
  const meta = (key: 'name' | 'property', name: string, content: string): HeadElement => ({
    tag: 'meta',
    attributes: { [key]: name, content },
  });
  const graph = [...head.structuredData, ...(head.breadcrumb.length ? [breadcrumbList(head.breadcrumb, siteName)] : [])];
  return [
    { tag: 'title', attributes: {}, text: title },
    meta('name', 'description', head.description),
    ...(head.found && !head.noindex
      ? [{ tag: 'link' as const, attributes: { rel: 'canonical', href: url } }]
      : [meta('name', 'robots', 'noindex')]),
    meta('property', 'og:type', head.type),
    meta('property', 'og:site_name', siteName),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', image),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', image),
    ...(graph.length
      ? [
          {
            tag: 'script' as const,
            attributes: { type: 'application/ld+json' },
            text: JSON.stringify(absolute({ '@context': 'https://schema.org', '@graph': graph }, origin)),
          },
        ]
      : []),
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
 * The canonical path of a page: its path, plus the one query parameter that changes what the page is about: the
 * employment page's region, unless it is the table's first (`regions`, its keys), which the page shows without one.
 */
export function canonicalPath(pageId: PublicPageId, pathname: string, search: URLSearchParams, regions: readonly string[]): string {
  const region = search.get('region');
  return pageId === 'employment' && region && regions.indexOf(region) > 0 ? `${pathname}?region=${region}` : pathname;
}
