import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { Writable } from 'node:stream';
import { baseApi } from './api/base-api';
import { pageLanguages, renderHead, scriptJson } from './app/head';
import { headAt } from './app/route-head';
import { APP_MODULES_ID, LAZY_MODULES_ID, moduleListPattern } from './app/module-lists';
import { adminModulesOf } from './app/admin-routes';
import { AppProviders } from './app/providers';
import {
  catalogueParts,
  expand,
  pageHandleOf,
  prefetchOf,
  publicPages,
  regionalLayout,
  type PublicPage,
  type PublicPageId,
} from './app/route-table';
import { SITE_NAME } from './config/site';
import { publicRoutesFor } from './app/router';
import { makeStore, serverState } from './app/store';
import { regionOf } from './lib/regions';
import { catalogueModule, loadMessages } from './i18n/catalogue';
import { DEFAULT_LANGUAGE, isLanguage, LOCALES, type Language } from './i18n/languages';
import {
  LANGUAGE_COOKIE,
  languageOfPath,
  languagePrefix,
  pathInLanguage,
  pathWithoutLanguage,
  regionsSpeaking,
  siteLanguages,
} from './i18n/page-language';
import { intlOf, textOf } from './i18n/text';
import { api as pageApi } from './api/enhanced-api';
import { paths } from './config/paths';
import { pageRequestOf } from './app/page-request';
import type { RenderedPage, RenderRequest, ServerRenderer } from './server-renderer';

/**
 * The server renderer of the public pages, loaded by the backend (backend/src/pages): for a URL it loads the page's
 * data through the API, renders the page with React's streaming renderer, inlines the critical MUI/Emotion CSS and
 * hands the store's state to the client (main.tsx), which hydrates without fetching again.
 */

export type { ApiTransport, PageRequest, RenderRequest, RenderedPage, ServerRenderer } from './server-renderer';

/** The marker comments of index.html the renderer fills. */
const HEAD_MARKER = '<!--page-head-->';
const ROOT_MARKER = '<div id="root"></div>';
/** The template's root element, its `lang` the page's. */
const HTML_ELEMENT = '<html lang="en">';
export const PAGE_DATA_ID = 'page-data';

/** The router of the regions' pages in a language, made once per list of regions (a few keys; kept while it holds). */
const handlers = new Map<string, ReturnType<typeof createStaticHandler>>();
function handlerFor(regions: readonly string[], language: Language): ReturnType<typeof createStaticHandler> {
  const key = `${language}:${regions.join('/')}`;
  let handler = handlers.get(key);
  if (!handler) {
    // One per language of the site at most, while the regions hold.
    if (handlers.size >= 8) handlers.clear();
    handler = createStaticHandler(publicRoutesFor(regions, language), { basename: languagePrefix(language) });
    handlers.set(key, handler);
  }
  return handler;
}

/**
 * The build's lists of modules (vite.config.ts): the app's, which the boot fetches all at once when it starts, and the
 * chunks each lazy module adds to them. A page's list gets its route modules' chunks as well, so the browser fetches
 * them with the app's instead of one import, and one round trip, at a time. The table of all lazy modules stays here.
 */
const APP_MODULES = moduleListPattern(APP_MODULES_ID);
const LAZY_MODULES = moduleListPattern(LAZY_MODULES_ID);

function withoutLazyModules(template: string): string {
  return template.replace(LAZY_MODULES, '');
}

/** Fills a page's list of modules: the app's and those of `routeModules`. */
function pageModuleLists(template: string): (html: string, routeModules: string[]) => string {
  const app = JSON.parse(APP_MODULES.exec(template)?.[1] ?? '[]') as string[];
  const lazy = JSON.parse(LAZY_MODULES.exec(template)?.[1] ?? '{}') as Record<string, string[] | undefined>;
  return (html, routeModules) => {
    const modules = [...new Set([...app, ...routeModules.flatMap((path) => lazy[path] ?? [])])];
    return html.replace(APP_MODULES, (block, json: string) => block.replace(json, () => scriptJson(modules)));
  };
}

export const createRenderer: ServerRenderer['createRenderer'] = (template) => {
  if (!template.includes(HEAD_MARKER) || !template.includes(ROOT_MARKER))
    throw new Error(`the page template lacks ${HEAD_MARKER} or ${ROOT_MARKER}`);
  if (!template.includes(HTML_ELEMENT)) throw new Error(`the page template lacks ${HTML_ELEMENT}`);
  const withPageModules = pageModuleLists(template);
  const pageTemplate = withoutLazyModules(template);

  return async function render({ url, origin, api }: RenderRequest): Promise<RenderedPage> {
    const location = new URL(url, origin);
    const language = languageOfPath(location.pathname);
    const store = makeStore({ transport: api });
    const messages = loadMessages(language);
    // The regions first: the routes are made from them, and every page names them (navigation, footer, cards). A page
    // in another language than English has the routes of the regions that speak it, under its prefix.
    const regionList = (await store.dispatch(pageApi.endpoints.regionsList.initiate())).data?.items ?? [];
    const regionKeys = regionsSpeaking(regionList, language);
    const handler = handlerFor(regionKeys, language);
    const context = await handler.query(new Request(location));
    if (context instanceof Response) throw new Error(`${location.pathname}: the router answered with a redirect`);
    const handle = pageHandleOf(context.matches.map((match) => match.route));
    if (!handle) throw new Error(`${location.pathname}: no public page matches`);
    const page: PublicPage = publicPages[handle.pageId];
    const languageRegions = regionList.filter((row) => regionKeys.includes(row.key));
    const region = handle.region ?? regionOf(languageRegions, pathWithoutLanguage(location.pathname), location.searchParams.get('region'));
    const params = context.matches.at(-1)?.params ?? {};

    for (const prefetch of prefetchOf(page, { region, params, search: location.searchParams, language, regions: regionList }))
      prefetch(store.dispatch);
    await Promise.all([messages, ...store.dispatch(baseApi.util.getRunningQueriesThunk())]);
    const state = store.getState();
    const errorStatuses = Object.values(state.api.queries).map((query) => (query?.error as { status?: unknown } | undefined)?.status);
    const outage = errorStatuses.some((status) => status !== undefined && (typeof status !== 'number' || status >= 500));
    // What the page shows existed and is gone for good (a revoked or expired preview link): 410, as its API read says.
    const gone = errorStatuses.includes(410);

    const intl = intlOf(language);
    const { head, elements: headElements } = headAt(
      handle.pageId,
      location.pathname,
      { region, params, search: location.searchParams, state, language, text: textOf(intl), locale: intl.locale },
      origin,
      regionList,
    );
    const router = createStaticRouter(handler.dataRoutes, context);
    const cache = createCache({ key: 'css' });
    const emotion = createEmotionServer(cache);
    const markup = await renderToHtml(
      <StrictMode>
        <CacheProvider value={cache}>
          <AppProviders store={store} origin={origin} language={language}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppProviders>
        </CacheProvider>
      </StrictMode>,
    );
    // React hoists the preload of a fetchpriority=high image (the hero) to the start of its output: it belongs in <head>.
    const preloads: string[] = [];
    const body = markup.replace(/<link rel="preload"[^>]*>/g, (link) => {
      preloads.push(link);
      return '';
    });
    // Marked as already in place (data-s): the client's Emotion cache registers them without moving each into <head>
    // again, which would parse every rule a second time while the page hydrates.
    const styles = emotion
      .constructStyleTagsFromChunks(emotion.extractCriticalToChunks(body))
      .replaceAll('<style data-emotion=', '<style data-s="" data-emotion=');
    const pageData = `<script type="application/json" id="${PAGE_DATA_ID}">${scriptJson({ origin, state: serverState(store) })}</script>`;
    const pageModules = page.layout === 'regional' ? [regionalLayout.module, page.module] : [page.module];
    const routeModules = [...catalogueParts(page).map((part) => catalogueModule(language, part)), ...pageModules];
    const html = withPageModules(pageTemplate, routeModules)
      .replace(HEAD_MARKER, [renderHead(headElements), ...preloads, styles].join('\n    '))
      .replace(ROOT_MARKER, `<div id="root">${body}</div>${pageData}`)
      .replace(HTML_ELEMENT, `<html lang="${LOCALES[language]}">`);
    const status = outage ? 503 : head.found ? 200 : gone ? 410 : 404;
    // A preview is never kept: a revoked or expired link must stop showing the story at once.
    const cacheable = !outage && handle.pageId !== 'legendPreview';
    return { status, html, cacheable, story: handle.pageId === 'legend' && head.found ? params.slug : undefined };
  };
};

/** React's streaming renderer, read to the end: every page's data is loaded before rendering, so nothing suspends. */
function renderToHtml(element: React.ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString();
        done();
      },
      final(done) {
        resolve(html);
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      // Never outline a finished Suspense boundary: putting it in place needs an inline script, which the CSP forbids.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: (error) => reject(error instanceof Error ? error : new Error(String(error))),
    });
  });
}

/**
 * The pages rendered in the browser only (the admin): the site's title, no page data, and with the app's modules the
 * chunks of the English catalogue and of the screens the address opens. One page per list of screens: as many as
 * there are admin routes.
 */
export const clientOnlyPage: ServerRenderer['clientOnlyPage'] = (template) => {
  const withPageModules = pageModuleLists(template);
  const page = withoutLazyModules(template).replace(
    HEAD_MARKER,
    `<title>Admin | ${SITE_NAME}</title>\n    <meta name="robots" content="noindex">`,
  );
  const pages = new Map<string, string>();
  return (pathname) => {
    const modules = [catalogueModule(DEFAULT_LANGUAGE), ...adminModulesOf(pathname)];
    const key = modules.join(' ');
    let html = pages.get(key);
    if (html === undefined) {
      html = withPageModules(page, modules);
      pages.set(key, html);
    }
    return html;
  };
};

/**
 * Every public page the sitemap lists, in each language: each concrete path of the table (a regional page once per
 * region that speaks the language), and each published story, with the page in its other languages.
 */
export const sitemapPages: ServerRenderer['sitemapPages'] = (regions, stories) =>
  siteLanguages(regions).flatMap((language) => {
    const speaking = regionsSpeaking(regions, language);
    const entry = (pageId: PublicPageId, path: string, region: string | undefined, story?: string) => {
      const pathname = pathInLanguage(path, language);
      const { alternates } = pageLanguages(pageId, pathname, new URLSearchParams(), region, regions, story ? language : undefined);
      return { path: pathname, pageId, region, story, alternates: alternates as Record<string, string> };
    };
    return [
      ...(Object.entries(publicPages) as [PublicPageId, PublicPage][])
        .filter(([, page]) => !page.unlisted)
        .flatMap(([pageId, page]) => expand(page, speaking).map(({ path, region }) => entry(pageId, path, region)))
        .filter(({ path }) => !/[:*]/.test(path)),
      ...stories
        .filter((story) => story.language === language && speaking.includes(story.region))
        .map((story) => entry('legend', paths.legend.getHref(story.region, story.slug), story.region, story.slug)),
    ];
  });

/** What the server does with a page address before rendering it: render its canonical form, redirect, or not found. */
export const pageRequest: ServerRenderer['pageRequest'] = pageRequestOf;

export const languageCookie: ServerRenderer['languageCookie'] = LANGUAGE_COOKIE;

/** A story's path at its language's address, for the sitemap the server writes and the redirect to a story's own address. */
export const storyPath: ServerRenderer['storyPath'] = (region, slug, language = DEFAULT_LANGUAGE) =>
  pathInLanguage(paths.legend.getHref(region, slug), isLanguage(language) ? language : DEFAULT_LANGUAGE);

/** The branded page of a server error: plain markup, so it shows whatever broke. */
export const errorPage: ServerRenderer['errorPage'] = (template) => {
  const body = `<main style="min-height:100vh;display:grid;place-items:center;text-align:center;padding:24px;font-family:system-ui,sans-serif;background:radial-gradient(ellipse at center,rgba(214,40,40,.2) 0%,#0a0a0a 70%)">
      <div><h1 style="color:#ff4d4d;font-size:2.5rem;margin:0 0 16px">The spirits are restless</h1>
      <p style="color:#bdbdbd;margin:0 0 32px">Something went wrong on our side. Please try again in a moment.</p>
      <a href="/" style="color:#fff;background:#d62828;padding:12px 24px;border-radius:4px;text-decoration:none;font-weight:700">Back to Home</a></div></main>`;
  return withoutLazyModules(template)
    .replace(HEAD_MARKER, `<title>Something went wrong | ${SITE_NAME}</title>\n    <meta name="robots" content="noindex">`)
    .replace(/<script type="module"[^>]*><\/script>/g, '')
    .replace(/<link rel="modulepreload"[^>]*>/g, '')
    .replace(ROOT_MARKER, `<div id="root">${body}</div>`);
};
