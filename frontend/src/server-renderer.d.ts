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
  | {
      kind: 'page';
      url: string;
      region?: string;
      /** A story page: the story it names, and the language of its address (a story has one, its own). */
      story?: { region: string; slug: string; language: string };
      /**
       * On a region's entry page at its English address (no query), of a region that speaks more than English: the
       * page in each language, English first. A first visit there follows the browser's preferred language.
       */
      entry?: Record<string, string>;
    }
  | {
      kind: 'redirect';
      location: string;
      /** The address may be a page of its own later (a region may add the language). */ temporary?: true;
    }
  | { kind: 'not-found'; region?: string };

/** A region as its pages' addresses see it: its key and the languages its pages speak, English first. */
export interface RegionLanguages {
  key: string;
  languages: readonly string[];
}

/** A page of the sitemap: its path, the page of the route table, its region, the story it shows. */
export interface SitemapPage {
  path: string;
  pageId: string;
  region?: string;
  story?: string;
  /** The page in each of its languages (this one included): language tag to path. */
  alternates: Record<string, string>;
}

/** What entry-server.tsx exports. */
export interface ServerRenderer {
  /** The renderer of the public pages into `template` (index.html of the client build). */
  createRenderer(template: string): (request: RenderRequest) => Promise<RenderedPage>;
  /** What to do with a page address (path and query) before rendering it; `regions`: the regions table's, in order. */
  pageRequest(url: string, regions: readonly RegionLanguages[]): PageRequest;
  /**
   * The pages rendered in the browser only (the admin), by their path: each lists the chunks of the screens it opens
   * with the app's modules.
   */
  clientOnlyPage(template: string): (pathname: string) => string;
  /** The branded page of a server error. */
  errorPage(template: string): string;
  /**
   * Every public page the sitemap lists: each regional page once per language its region speaks, the shared pages once
   * per language some region speaks, and each story (`stories`, the published ones) in the language it is written in.
   */
  sitemapPages(regions: readonly RegionLanguages[], stories: readonly { region: string; slug: string; language: string }[]): SitemapPage[];
  /** A story's path, at the address of the language it is written in (English when left out). */
  storyPath(region: string, slug: string, language?: string): string;
  /** The cookie the language switch sets to the language a visitor chose (a tag, `en`, `es`). */
  languageCookie: string;
}
