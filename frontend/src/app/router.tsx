import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router-dom';
import { adminRoutes } from './admin-routes';
import { PublicRoot } from './public-root';
import type { RegionSlug } from '../config/paths';
import type { Language } from '../i18n/languages';
import {
  expand,
  loadPageTexts,
  publicPages,
  regionalLayout,
  type PublicPage,
  type PublicPageId,
  type PublicRouteHandle,
} from './route-table';

function routesOf(layout: PublicPage['layout'], regions: readonly RegionSlug[], language: Language): RouteObject[] {
  return (Object.entries(publicPages) as [PublicPageId, PublicPage][])
    .filter(([, page]) => page.layout === layout)
    .flatMap(([pageId, page]) =>
      expand(page, regions).map(({ path, region }) => ({
        path,
        handle: { pageId, region } satisfies PublicRouteHandle,
        lazy: () => Promise.all([page.load(), loadPageTexts(page, language)]).then(([Component]) => ({ Component })),
      })),
    );
}

/**
 * Public pages from the route table, one of each regional page per region of the table (`regions`, its keys: the
 * server loads them before it matches an address, the browser has them in the page's data), in `language`. Every page
 * is its own lazy chunk, so forms (Formik/Yup), the game and the video players are only downloaded where they are used,
 * and loads the parts of the language's catalogue its texts are in; admin code lives in admin-routes and never loads
 * here.
 */
export function publicRoutesFor(regions: readonly RegionSlug[], language: Language): RouteObject[] {
  const key = `${language}:${regions.join('/')}`;
  let routes = madeRoutes.get(key);
  if (!routes) {
    routes = [
      {
        Component: PublicRoot,
        HydrateFallback: () => null,
        children: [
          ...routesOf('full-screen', regions, language),
          {
            lazy: () => regionalLayout.load().then((Component) => ({ Component })),
            // The not-found page ('*') too: a visitor who followed a dead link gets the navigation back into the site.
            children: routesOf('regional', regions, language),
          },
        ],
      },
    ];
    // The regions change rarely: the routes of the last few lists are kept, not made again for every render.
    if (madeRoutes.size >= 8) madeRoutes.delete(madeRoutes.keys().next().value ?? '');
    madeRoutes.set(key, routes);
  }
  return routes;
}
const madeRoutes = new Map<string, RouteObject[]>();

/** Every route of the app: the public pages of these regions in `language`, and the admin's. */
export const routesFor = (regions: readonly RegionSlug[], language: Language): RouteObject[] => [
  ...publicRoutesFor(regions, language),
  ...adminRoutes,
];

/**
 * Loads the lazy modules of the routes matching `pathname` and puts them on the route objects, so the router starts
 * initialised and its first render is the page itself (the server-rendered markup), not an empty fallback.
 */
export async function resolveLazyRoutes(pathname: string, table: RouteObject[], basename = ''): Promise<void> {
  const matches = matchRoutes(table, pathname, basename) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, module);
      delete route.lazy;
    }),
  );
}

/** The browser's router; `basename`: the prefix of the page's language (i18n/page-language.ts), none for English. */
export function createAppRouter(table: RouteObject[], basename = '') {
  return createBrowserRouter(table, { basename });
}
