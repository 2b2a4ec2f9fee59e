import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { PageRequest, RenderedPage, RenderRequest, ServerRenderer } from '../../../frontend/src/server-renderer';
import { isValidSlug } from '../blog/slug';
import { RETRY_UNAVAILABLE_SECONDS } from '../common/http/all-exceptions.filter';
import { encodeBody, encodedEtag, preferredEncoding } from '../common/http/content-encoding';
import { environmentFailure } from '../common/http/environment-failure';
import { BlogService } from '../blog/blog.service';
import { RegionsService } from '../regions/regions.service';
import { StoryViews } from '../blog/story-views';
import { CONTENT_CACHE_TTL_MS, ContentVersion } from '../common/content/content-version';
import { siteOrigin } from '../common/http/site-origin';
import { RENDER_HEADER, RENDER_KEY } from '../common/http/render-request';
import { DOCUMENT_ONLY_HEADERS, SUBRESOURCE_FILE } from '../common/http/security-headers';
import { AppMetrics } from '../common/metrics/app-metrics';
import { VisitCounter } from '../common/visits/visit-counter';
import { ROUTE_PATTERN } from '../common/metrics/serve-metrics';
import type { AppConfig } from '../config/app.config';
import { APP_CONFIG } from '../config/config.module';
import type { VisitBeaconDto } from './dto/visit-beacon.dto';
import { entryLanguageRedirect } from './entry-language';
import { loadPages, type LoadedPages } from './page-bundle';
import { PageCache, servedPage, type CachedPage } from './page-cache';
import { precompressedFiles } from './precompressed-files';
import { RenderQueue, RenderQueueFull } from './render-queue';
import { sitemapXml } from './sitemap';

/** Renders at a time, and cache misses waiting for one; beyond both a page that is not cached answers 503. */
const RENDER_CONCURRENCY = 2;
const RENDERS_WAITING = 16;
/** What the not-found page is rendered as: any path no page has (under a region's path, in that region's layout). */
const NOT_FOUND_PATH = '/page-not-found';

/**
 * The site's pages, served by this process: static files of the client build, server-rendered public pages (cached
 * until content changes), the admin's client-only page, /sitemap.xml and /robots.txt. Behind nginx the same routes
 * answer page requests; nginx serves /assets, /images and /uploads itself. Mounted when Nest starts, after the
 * middleware of app.setup.ts (security headers first) and beside the API's routes.
 */
@Injectable()
export class PageServer implements OnModuleInit {
  private readonly cache: PageCache;
  /** Renders under way, so a burst of visitors to a page that is not cached yet renders it once. */
  private readonly rendering = new Map<string, Promise<CachedPage>>();
  private readonly renders = new RenderQueue(RENDER_CONCURRENCY, RENDERS_WAITING);
  /** The slug the page of a missing story is rendered with, then replaced by the slug asked for. */
  private readonly missingStory = `missing-story-${randomBytes(8).toString('hex')}`;
  private readonly logger = new Logger('Pages');
  /** The built renderer's exports, once loaded: what tells a page's address from any other. */
  private bundle: LoadedPages['bundle'] | undefined;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly adapterHost: HttpAdapterHost,
    private readonly contentVersion: ContentVersion,
    private readonly blog: BlogService,
    private readonly storyViews: StoryViews,
    private readonly metrics: AppMetrics,
    private readonly visits: VisitCounter,
    private readonly regions: RegionsService,
  ) {
    this.cache = new PageCache(config.pageCacheBytes, CONTENT_CACHE_TTL_MS);
    contentVersion.onChange(() => this.cache.clear());
    const renders = this.renders;
    metrics.gauge('page_renders', 'Page renders under way (running) and cache misses in line for one (waiting)', ['state'], function () {
      this.set({ state: 'running' }, renders.runningCount);
      this.set({ state: 'waiting' }, renders.waitingCount);
    });
  }

  onModuleInit(): void {
    const pages = loadPages(this.config.spaDir, this.config.ssrDir);
    if (!pages) {
      console.warn(`The frontend is not built (${this.config.spaDir}, ${this.config.ssrDir}): only the API is served. Run npm run build.`);
      return;
    }
    this.bundle = pages.bundle;
    this.mount(this.adapterHost.httpAdapter.getInstance<Express>(), pages);
  }

  /**
   * Counts what a visitor's page reported: only for an address that is a page of the site (its canonical form; a
   * story page only while the story is published), with the page's region and story.
   */
  countVisit({ event, page, ...dimensions }: VisitBeaconDto, req: Request): void {
    const bundle = this.bundle;
    if (!bundle) return;
    const counted = this.regions.languages().then((regions) => {
      const request = bundle.pageRequest(page, regions);
      if (request.kind !== 'page') return undefined;
      const { story } = request;
      const visit = { ...dimensions, path: request.url, region: request.region, story: story?.slug };
      if (!story) return visit;
      return this.blog
        .publishedStoryLanguage(story.region, story.slug)
        .then((language) => (language === story.language ? visit : undefined));
    });
    this.visits.count(event, counted, req);
  }

  private mount(app: Express, pages: LoadedPages): void {
    const { spaDir } = this.config;
    // The page template is not a page: /index.html is rendered like any other path (a 404).
    const staticFiles = express.static(spaDir, {
      index: false,
      redirect: false,
      setHeaders: (res, path) => {
        res.setHeader(
          'Cache-Control',
          path.startsWith(join(spaDir, 'assets')) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
        if (SUBRESOURCE_FILE.test(path)) for (const header of DOCUMENT_ONLY_HEADERS) res.removeHeader(header);
      },
    });
    const compressedFiles = precompressedFiles(spaDir);
    app.use((req: Request, res: Response, next: NextFunction) => {
      if (req.path === '/index.html') return next();
      compressedFiles(req, res, () => staticFiles(req, res, next));
    });

    const renderer: Renderer = { bundle: pages.bundle, render: pages.bundle.createRenderer(pages.template) };
    const adminPage = pages.bundle.clientOnlyPage(pages.template);
    app.use((req: Request, res: Response, next: NextFunction) => {
      if (
        (req.method !== 'GET' && req.method !== 'HEAD') ||
        req.path.startsWith('/api/') ||
        req.path === '/api' ||
        req.path.startsWith('/uploads/')
      )
        return next();
      // `//host/page` would otherwise be read as another host's address, and each form of a path would be a page of its own.
      const collapsed = collapsedUrl(req.originalUrl);
      if (collapsed !== req.originalUrl) return res.redirect(301, collapsed);
      const origin = siteOrigin(this.config, req);
      res.locals[ROUTE_PATTERN] = req.path === '/robots.txt' || req.path === '/sitemap.xml' ? req.path : 'page';
      void (async () => {
        if (req.path === '/robots.txt')
          return sendText(res, 'text/plain', `User-agent: *\nDisallow: /admin\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`);
        if (req.path === '/sitemap.xml') {
          const stories = await this.blog.publishedStories();
          const regions = await this.regions.languages();
          return sendText(res, 'application/xml', sitemapXml(origin, pages.bundle.sitemapPages(regions, stories), stories));
        }
        if (req.path === '/admin' || req.path.startsWith('/admin/')) {
          res.setHeader('Cache-Control', 'no-cache');
          return res.type('html').send(adminPage(req.path));
        }
        const moved = await this.regions.movedUrl(req.originalUrl);
        if (moved) return res.redirect(301, moved);
        // The regions' pages are the table's: a region staff add has its pages at once, every replica within a second.
        const request = pages.bundle.pageRequest(req.originalUrl, await this.regions.languages());
        if (request.kind === 'redirect') return res.redirect(request.temporary ? 302 : 301, request.location);
        if (request.kind === 'page' && request.entry) {
          // What a region's entry page answers depends on these headers: a shared cache must not give one visitor's to another.
          res.vary('Accept-Language').vary('Cookie');
          const preferred = entryLanguageRedirect(req, request.entry, pages.bundle.languageCookie);
          if (preferred) return res.setHeader('Cache-Control', 'private, no-cache').redirect(302, preferred);
        }
        const page = await this.pageFor(request, { renderer, origin, apiPort: req.socket.localPort ?? this.config.port });
        if ('writtenAt' in page) return res.setHeader('Cache-Control', 'no-cache').redirect(302, page.writtenAt);
        res.status(page.status);
        if (page.status === 503) res.setHeader('Retry-After', String(RETRY_UNAVAILABLE_SECONDS));
        if (page.neverKept) return sendUnkept(res, page.body);
        res.setHeader('Cache-Control', 'no-cache');
        sendPage(req, res, page);
        if (page.story && req.method === 'GET') this.storyViews.countView(page.story, req);
      })().catch((error: unknown) => {
        if (res.headersSent) return;
        const status = this.failureStatus(error, req.originalUrl);
        if (status === 503) res.setHeader('Retry-After', String(RETRY_UNAVAILABLE_SECONDS));
        res.status(status).setHeader('Cache-Control', 'no-store').type('html').send(pages.bundle.errorPage(pages.template));
      });
    });
  }

  /** A full render queue and an unreachable database are the server being busy or down for a while (503); a bug is 500, logged with its stack. */
  private failureStatus(error: unknown, url: string): number {
    if (error instanceof RenderQueueFull) return 503;
    const message = error instanceof Error ? error.message : String(error);
    const failure = environmentFailure(error);
    if (failure) {
      this.logger.error(`${failure.cause}: ${message}`);
      return failure.status;
    }
    this.logger.error(`Rendering ${url} failed: ${message}`, error instanceof Error ? error.stack : undefined);
    return 500;
  }

  /**
   * The page for a request the bundle accepted: from the cache, else rendered (once per key, in the render queue); for
   * a story asked for in another language than its own, the address it is written at (a story page is kept only once
   * it showed the story, so a kept one needs no look-up).
   */
  private async pageFor(request: Exclude<PageRequest, { kind: 'redirect' }>, at: RenderPlace): Promise<CachedPage | StoryElsewhere> {
    if (request.kind === 'not-found') return this.notFound(request.region, at);
    const key = `${at.origin}${request.url}`;
    const { story } = request;
    if (!story || this.cache.get(key)) return this.cached(key, request.url, at);
    if (!isValidSlug(story.slug)) return this.notFound(story.region, at);
    const language = await this.blog.publishedStoryLanguage(story.region, story.slug);
    if (language === story.language) return this.cached(key, request.url, at);
    if (language) return { writtenAt: at.renderer.bundle.storyPath(story.region, story.slug, language) };
    // Every missing story of a region shows the same page but its slug: rendered once per language, the slug put in
    // when served.
    const missing = await this.cached(
      `${at.origin} missing-story ${story.region} ${story.language}`,
      at.renderer.bundle.storyPath(story.region, this.missingStory, story.language),
      at,
    );
    if (missing.status !== 404) return this.cached(key, request.url, at);
    return servedPage(404, missing.body.toString().replaceAll(this.missingStory, story.slug));
  }

  /** The not-found page, rendered once per region (and once outside any region). */
  private notFound(region: string | undefined, at: RenderPlace): Promise<CachedPage> {
    return this.cached(`${at.origin} not-found ${region ?? ''}`, region ? `/${region}${NOT_FOUND_PATH}` : NOT_FOUND_PATH, at);
  }

  private async cached(key: string, url: string, { renderer, origin, apiPort }: RenderPlace): Promise<CachedPage> {
    const page = this.cache.get(key);
    this.metrics.pageCache.inc({ result: page ? 'hit' : 'miss' });
    if (page) return page;
    let pending = this.rendering.get(key);
    if (!pending) {
      const version = this.contentVersion.current;
      pending = this.renders
        .run(() => {
          const renderTimer = this.metrics.pageRender.startTimer();
          return renderer
            .render({
              url,
              origin,
              api: { baseUrl: `http://127.0.0.1:${apiPort}`, headers: { [RENDER_HEADER]: RENDER_KEY } },
            })
            .finally(() => renderTimer());
        })
        // A page rendered while content changed may show the old content: sent, not kept.
        .then(async (rendered): Promise<CachedPage> => {
          if (!rendered.cacheable) return { ...servedPage(rendered.status, rendered.html, rendered.story), neverKept: true };
          const encoded = await encodeBody(Buffer.from(rendered.html));
          return this.contentVersion.current === version
            ? this.cache.set(key, rendered.status, rendered.html, rendered.story, encoded)
            : servedPage(rendered.status, rendered.html, rendered.story, Date.now(), encoded);
        })
        .finally(() => this.rendering.delete(key));
      this.rendering.set(key, pending);
    }
    return pending;
  }
}

/** A story asked for at another language's address: the address of the language it is written in. */
interface StoryElsewhere {
  writtenAt: string;
}

/** The loaded server renderer. */
interface Renderer {
  bundle: ServerRenderer;
  render: (request: RenderRequest) => Promise<RenderedPage>;
}

/** What renders a page and for whom: the renderer, the site's origin, and the port this process's API answers on. */
interface RenderPlace {
  renderer: Renderer;
  origin: string;
  apiPort: number;
}

/**
 * The address with empty path segments collapsed (`//`, `///x`) and backslashes made slashes (browsers read `/\x` as
 * `//x`); the query string is kept as it came.
 */
export function collapsedUrl(url: string): string {
  const query = url.indexOf('?');
  const path = query === -1 ? url : url.slice(0, query);
  const collapsed = path.replace(/[/\\]+/g, '/');
  return collapsed === path ? url : collapsed + (query === -1 ? '' : url.slice(query));
}

function sendText(res: Response, type: string, text: string): void {
  res.setHeader('Cache-Control', 'public, max-age=300');
  res.type(type).send(text);
}

/**
 * A page in the encoding the request prefers of those it was kept in (compressed once, when it was rendered), else as
 * it is; each encoding has its own ETag, so a cache never answers one encoding's revalidation with another's body.
 */
function sendPage(req: Request, res: Response, page: CachedPage): void {
  const offered = Object.keys(page.encoded) as (keyof CachedPage['encoded'])[];
  if (offered.length > 0) res.vary('Accept-Encoding');
  const encoding = preferredEncoding(req.headers['accept-encoding'], offered);
  res.type('html');
  if (!encoding) {
    res.setHeader('ETag', page.etag);
    res.send(page.body);
    return;
  }
  res.setHeader('Content-Encoding', encoding);
  res.setHeader('ETag', encodedEtag(page.etag, encoding));
  res.send(page.encoded[encoding]);
}

/**
 * A page no cache may keep: `no-store` and no ETag, written without `send`, which would add Express's own ETag and
 * answer 304 to a revalidation.
 */
function sendUnkept(res: Response, body: Buffer): void {
  res.setHeader('Cache-Control', 'no-store');
  res.type('html');
  res.setHeader('Content-Length', body.length);
  res.end(res.req.method === 'HEAD' ? undefined : body);
}
