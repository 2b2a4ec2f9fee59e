import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router-dom';
import { adminRoutes } from './admin-routes';
import { publicRoutes } from './public-routes';

export const routes: RouteObject[] = [...publicRoutes, ...adminRoutes];

/**
 * Loads the lazy modules of the routes matching `pathname` and puts them on the route objects, so the router starts
 * initialised and its first render is the page itself (the markup prerendered for public pages), not an empty fallback.
 */
export async function resolveLazyRoutes(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
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
