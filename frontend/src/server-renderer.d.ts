/**
 * The contract between the server renderer (entry-server.tsx, built into frontend/dist-ssr) and the backend that loads
 * it (backend/src/pages): what the bundle exports and what a render takes and gives. Declarations only, with no
 * imports, so the backend can check against it without compiling the frontend.
 */

/** How the server renderer reaches the API: the app's origin and headers that mark its requests as its own. */
export interface ApiTransport {
  baseUrl: string;
  headers: Record<string, string>;
}

export interface RenderRequest {
  /** Path and query of the page. */
  url: string;
  /** The site's public origin, for canonical and share URLs. */
  origin: string;
  /** How to reach the API from here. */
  api: ApiTransport;
}

export interface RenderedPage {
  status: number;
  html: string;
  /** False when the page shows an outage of the API (it must not be cached). */
  cacheable: boolean;
  /** The slug of the story a story page shows: each time the page is served counts a view. */
  story?: string;
}

/**
 * What the server does with a page address before any render: render `url` (the canonical address, the page cache's
 * key; for a story page, the story it names, which the server looks up first), redirect to `location`, or serve the
 * site's not-found page (in the layout of the region the address names, if any). `region`: the region a page belongs to.
 */
export type PageRequest =
  | { kind: 'page'; url: string; region?: string; story?: { region: string; slug: string } }
  | { kind: 'redirect'; location: string }
  | { kind: 'not-found'; region?: string };

/** What entry-server.tsx exports. */
export interface ServerRenderer {
  /** The renderer of the public pages into `template` (index.html of the client build). */
  createRenderer(template: string): (request: RenderRequest) => Promise<RenderedPage>;
  /** What to do with a page address (path and query) before rendering it; `regions`: the keys of the regions table. */
  pageRequest(url: string, regions: readonly string[]): PageRequest;
  /** The template for pages rendered in the browser only (the admin). */
  clientOnlyPage(template: string): string;
  /** The branded page of a server error. */
  errorPage(template: string): string;
  /** Every public page the sitemap lists: each regional page once per region of `regions` (the table's keys). */
  sitemapPages(regions: readonly string[]): { path: string; pageId: string }[];
  /** A story's path. */
  storyPath(region: string, slug: string): string;
}
