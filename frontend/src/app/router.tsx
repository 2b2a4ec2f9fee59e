import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router-dom';
import { adminRoutes } from './admin-routes';
import { PublicRoot } from './public-root';
import { expand, publicPages, regionalLayout, type PublicPage, type PublicPageId, type PublicRouteHandle } from './route-table';

function routesOf(layout: PublicPage['layout']): RouteObject[] {
  return (Object.entries(publicPages) as [PublicPageId, PublicPage][])
    .filter(([, page]) => page.layout === layout)
    .flatMap(([pageId, page]) =>
      expand(page).map(({ path, region }) => ({
        path,
        handle: { pageId, region } satisfies PublicRouteHandle,
        lazy: () => page.load().then((Component) => ({ Component })),
      })),
    );
}

/**
 * Public pages from the route table. Every page is its own lazy chunk, so forms (Formik/Yup), the game and the video
 * players are only downloaded where they are used; admin code lives in admin-routes and never loads here.
 */
export const publicRoutes: RouteObject[] = [
  {
    Component: PublicRoot,
    HydrateFallback: () => null,
    children: [
      ...routesOf('full-screen'),
      {
        lazy: () => regionalLayout.load().then((Component) => ({ Component })),
        // The not-found page ('*') too: a visitor who followed a dead link gets the navigation back into the site.
        children: routesOf('regional'),
      },
    ],
  },
];

export const routes: RouteObject[] = [...publicRoutes, ...adminRoutes];

/**
 * Loads the lazy modules of the routes matching `pathname` and puts them on the route objects, so the router starts
 * initialised and its first render is the page itself (the server-rendered markup), not an empty fallback.
 */
export async function resolveLazyRoutes(pathname: string, table: RouteObject[] = routes): Promise<void> {
  const matches = matchRoutes(table, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, module);
      delete route.lazy;
    }),
  );
}

export function createAppRouter() {
  return createBrowserRouter(routes);
}
