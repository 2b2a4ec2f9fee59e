import type { NestExpressApplication } from '@nestjs/platform-express';
import { Logger } from '@nestjs/common';
import express, { type NextFunction, type Request, type Response } from 'express';
import { join } from 'node:path';
import { BlogService } from '../blog/blog.service';
import { CONTENT_CACHE_TTL_MS, ContentVersion } from '../common/content/content-version';
import { clientIp } from '../common/http/client-ip';
import { AppMetrics } from '../common/metrics/app-metrics';
import { ROUTE_PATTERN } from '../common/metrics/serve-metrics';
import { RENDER_HEADER, RENDER_KEY } from '../common/http/render-request';
import type { AppConfig } from '../config/app.config';
import { PageCache, servedPage, type CachedPage } from './page-cache';
import { loadPages } from './page-bundle';
import { sitemapXml } from './sitemap';

/** Memory the rendered pages may take (about 60 KB a page: a thousand pages). */
export const PAGE_CACHE_BYTES = 64 * 1024 * 1024;
/** The query parameters that change a page (the story filter, the region of a shared page); others are ignored. */
const PAGE_PARAMS = ['category', 'region'];

/**
 * The site's pages, served by this process: static files of the client build, server-rendered public pages (cached
 * until content changes), the admin's client-only page, /sitemap.xml and /robots.txt. Behind nginx the same routes
 * answer page requests; nginx serves /assets, /images and /uploads itself.
 */
export function servePages(app: NestExpressApplication, config: AppConfig): void {
  const pages = loadPages(config.spaDir, config.ssrDir);
  if (!pages) {
    console.warn(`The frontend is not built (${config.spaDir}, ${config.ssrDir}): only the API is served. Run npm run build.`);
    return;
  }
  const cache = new PageCache(PAGE_CACHE_BYTES, CONTENT_CACHE_TTL_MS);
  const contentVersion = app.get(ContentVersion);
  contentVersion.onChange(() => cache.clear());
  /** Renders under way, so a burst of visitors to a page that is not cached yet renders it once. */
  const rendering = new Map<string, Promise<CachedPage>>();
  const blog = app.get(BlogService);
  const metrics = app.get(AppMetrics);
  const logger = new Logger('Pages');
  const failed = (what: string, error: unknown) =>
    logger.error(`${what}: ${error instanceof Error ? error.message : String(error)}`, error instanceof Error ? error.stack : undefined);
  const render = pages.bundle.createRenderer(pages.template);
  const adminPage = pages.bundle.clientOnlyPage(pages.template);

  // The page template is not a page: /index.html is rendered like any other path (a 404).
  const staticFiles = express.static(config.spaDir, {
    index: false,
    redirect: false,
    setHeaders: (res, path) => {
      res.setHeader(
        'Cache-Control',
        path.startsWith(join(config.spaDir, 'assets')) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      );
    },
  });
  app.use((req: Request, res: Response, next: NextFunction) => (req.path === '/index.html' ? next() : staticFiles(req, res, next)));

  app.use((req: Request, res: Response, next: NextFunction) => {
    if (
      (req.method !== 'GET' && req.method !== 'HEAD') ||
      req.path.startsWith('/api/') ||
      req.path === '/api' ||
      req.path.startsWith('/uploads/')
    )
      return next();
    const origin = config.publicUrl ?? `${req.protocol}://${req.get('host') ?? 'localhost'}`;
    res.locals[ROUTE_PATTERN] = req.path === '/robots.txt' || req.path === '/sitemap.xml' ? req.path : 'page';
    void (async () => {
      if (req.path === '/robots.txt')
        return sendText(res, 'text/plain', `User-agent: *\nDisallow: /admin\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`);
      if (req.path === '/sitemap.xml') {
        const stories = await blog.publishedStories();
        return sendText(res, 'application/xml', sitemapXml(origin, pages.bundle.sitemapPages(), stories, pages.bundle.storyPath));
      }
      if (req.path === '/admin' || req.path.startsWith('/admin/')) {
        res.setHeader('Cache-Control', 'no-cache');
        return res.type('html').send(adminPage);
      }
      const url = pageUrl(req);
      const key = `${origin}${url}`;
      let page = cache.get(key);
      metrics.pageCache.inc({ result: page ? 'hit' : 'miss' });
      if (!page) {
        let pending = rendering.get(key);
        if (!pending) {
          const version = contentVersion.current;
          const renderTimer = metrics.pageRender.startTimer();
          pending = render({
            url,
            origin,
            api: { baseUrl: `http://127.0.0.1:${req.socket.localPort}`, headers: { [RENDER_HEADER]: RENDER_KEY } },
          })
            .finally(() => renderTimer())
            // A page rendered while content changed may show the old content: sent, not kept.
            .then((rendered) =>
              rendered.cacheable && contentVersion.current === version
                ? cache.set(key, rendered.status, rendered.html, rendered.story)
                : servedPage(rendered.status, rendered.html, rendered.story),
            )
            .finally(() => rendering.delete(key));
          rendering.set(key, pending);
        }
        page = await pending;
      }
      res.status(page.status);
      res.setHeader('Cache-Control', 'no-cache');
      res.setHeader('ETag', page.etag);
      res.type('html').send(page.body);
      if (page.story && req.method === 'GET')
        void blog
          .findBySlug(page.story)
          .then((story) => blog.countView(story.id, clientIp(req)))
          .catch((error: unknown) => failed('Counting a story view failed', error));
    })().catch((error: unknown) => {
      failed(`Rendering ${req.originalUrl} failed`, error);
      if (!res.headersSent)
        res.status(500).setHeader('Cache-Control', 'no-store').type('html').send(pages.bundle.errorPage(pages.template));
    });
  });
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
