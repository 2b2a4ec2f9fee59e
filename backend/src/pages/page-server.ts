import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import { join } from 'node:path';
import { BlogService } from '../blog/blog.service';
import { StoryViews } from '../blog/story-views';
import { CONTENT_CACHE_TTL_MS, ContentVersion } from '../common/content/content-version';
import { siteOrigin } from '../common/http/site-origin';
import { RENDER_HEADER, RENDER_KEY } from '../common/http/render-request';
import { AppMetrics } from '../common/metrics/app-metrics';
import { ROUTE_PATTERN } from '../common/metrics/serve-metrics';
import type { AppConfig } from '../config/app.config';
import { APP_CONFIG } from '../config/config.module';
import { loadPages, type LoadedPages } from './page-bundle';
import { PageCache, servedPage, type CachedPage } from './page-cache';
import { sitemapXml } from './sitemap';

/** Memory the rendered pages may take (about 60 KB a page: a thousand pages). */
export const PAGE_CACHE_BYTES = 64 * 1024 * 1024;
/** The query parameters that change a page (the story filter, the region of a shared page); others are ignored. */
const PAGE_PARAMS = ['category', 'region'];

/**
 * The site's pages, served by this process: static files of the client build, server-rendered public pages (cached
 * until content changes), the admin's client-only page, /sitemap.xml and /robots.txt. Behind nginx the same routes
 * answer page requests; nginx serves /assets, /images and /uploads itself. Mounted when Nest starts, after the
 * middleware of app.setup.ts (security headers first) and beside the API's routes.
 */
@Injectable()
export class PageServer implements OnModuleInit {
  private readonly cache = new PageCache(PAGE_CACHE_BYTES, CONTENT_CACHE_TTL_MS);
  /** Renders under way, so a burst of visitors to a page that is not cached yet renders it once. */
  private readonly rendering = new Map<string, Promise<CachedPage>>();
  private readonly logger = new Logger('Pages');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly adapterHost: HttpAdapterHost,
    private readonly contentVersion: ContentVersion,
    private readonly blog: BlogService,
    private readonly storyViews: StoryViews,
    private readonly metrics: AppMetrics,
  ) {
    contentVersion.onChange(() => this.cache.clear());
  }

  onModuleInit(): void {
    const pages = loadPages(this.config.spaDir, this.config.ssrDir);
    if (!pages) {
      console.warn(`The frontend is not built (${this.config.spaDir}, ${this.config.ssrDir}): only the API is served. Run npm run build.`);
      return;
    }
    this.mount(this.adapterHost.httpAdapter.getInstance<Express>(), pages);
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
      },
    });
    app.use((req: Request, res: Response, next: NextFunction) => (req.path === '/index.html' ? next() : staticFiles(req, res, next)));

    const render = pages.bundle.createRenderer(pages.template);
    const adminPage = pages.bundle.clientOnlyPage(pages.template);
    app.use((req: Request, res: Response, next: NextFunction) => {
      if (
        (req.method !== 'GET' && req.method !== 'HEAD') ||
        req.path.startsWith('/api/') ||
        req.path === '/api' ||
        req.path.startsWith('/uploads/')
      )
        return next();
      const origin = siteOrigin(this.config, req);
      res.locals[ROUTE_PATTERN] = req.path === '/robots.txt' || req.path === '/sitemap.xml' ? req.path : 'page';
      void (async () => {
        if (req.path === '/robots.txt')
          return sendText(res, 'text/plain', `User-agent: *\nDisallow: /admin\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`);
        if (req.path === '/sitemap.xml') {
          const stories = await this.blog.publishedStories();
          return sendText(res, 'application/xml', sitemapXml(origin, pages.bundle.sitemapPages(), stories, pages.bundle.storyPath));
        }
        if (req.path === '/admin' || req.path.startsWith('/admin/')) {
          res.setHeader('Cache-Control', 'no-cache');
          return res.type('html').send(adminPage);
        }
        const url = pageUrl(req);
        const key = `${origin}${url}`;
        let page = this.cache.get(key);
        this.metrics.pageCache.inc({ result: page ? 'hit' : 'miss' });
        if (!page) {
          let pending = this.rendering.get(key);
          if (!pending) {
            const version = this.contentVersion.current;
            const renderTimer = this.metrics.pageRender.startTimer();
            pending = render({
              url,
              origin,
              api: { baseUrl: `http://127.0.0.1:${req.socket.localPort}`, headers: { [RENDER_HEADER]: RENDER_KEY } },
            })
              .finally(() => renderTimer())
              // A page rendered while content changed may show the old content: sent, not kept.
              .then((rendered) =>
                rendered.cacheable && this.contentVersion.current === version
                  ? this.cache.set(key, rendered.status, rendered.html, rendered.story)
                  : servedPage(rendered.status, rendered.html, rendered.story),
              )
              .finally(() => this.rendering.delete(key));
            this.rendering.set(key, pending);
          }
          page = await pending;
        }
        res.status(page.status);
        res.setHeader('Cache-Control', 'no-cache');
        res.setHeader('ETag', page.etag);
        res.type('html').send(page.body);
        if (page.story && req.method === 'GET') this.storyViews.countView(page.story, req);
      })().catch((error: unknown) => {
        this.logger.error(
          `Rendering ${req.originalUrl} failed: ${error instanceof Error ? error.message : String(error)}`,
          error instanceof Error ? error.stack : undefined,
        );
        if (!res.headersSent)
          res.status(500).setHeader('Cache-Control', 'no-store').type('html').send(pages.bundle.errorPage(pages.template));
      });
    });
  }
}

/** The page's path with only the query parameters that change it, in a fixed order: the cache key and what is rendered. */
function pageUrl(req: Request): string {
  const query = new URLSearchParams();
  const search = new URL(req.originalUrl, 'http://x').searchParams;
  for (const name of PAGE_PARAMS) {
    const value = search.get(name);
    if (value) query.set(name, value);
  }
  const rest = query.toString();
  return rest ? `${req.path}?${rest}` : req.path;
}

function sendText(res: Response, type: string, text: string): void {
  res.setHeader('Cache-Control', 'public, max-age=300');
  res.type(type).send(text);
}
