import { render, type RenderResult } from '@testing-library/react';
import { http, HttpHandler, HttpResponse } from 'msw';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { AppProviders } from '../../../app/providers';
import { makeStore, type AppStore } from '../../../app/store';
import { server } from '../../../test/server';
import { ConfirmProvider } from '../shared/confirm-provider';
import { LoadFailureToasts } from '../shared/load-failure-toasts';

export function page<T>(items: T[], total = items.length) {
  return { items, total, limit: 20, offset: 0 };
}

interface RenderOptions {
  /** Where the memory router starts. */
  route?: string;
  /** The element's own path (default: the route). */
  path?: string;
  /** Routes inside the element (a layout's screens, shown in its Outlet). */
  children?: RouteObject[];
  /** Other routes to land on (e.g. after a redirect). */
  routes?: RouteObject[];
  store?: AppStore;
}

/** Renders an admin screen as the back-office shell does: real store, theme, toasts (load failures included), confirm dialog, memory router. */
export function renderAdmin(
  ui: ReactElement,
  options: RenderOptions = {},
): RenderResult & { store: AppStore; router: ReturnType<typeof createMemoryRouter> } {
  const route = options.route ?? '/admin/test';
  answerUnlessTold('/api/settings', {});
  answerUnlessTold('/api/regions', REGION_CLOCKS);
  const store = options.store ?? makeStore();
  const router = createMemoryRouter(
    [
      {
        path: options.path ?? route.split('?')[0],
        element: (
          <ConfirmProvider>
            <LoadFailureToasts />
            {ui}
          </ConfirmProvider>
        ),
        ...(options.children ? { children: options.children } : {}),
      },
      ...(options.routes ?? []),
    ],
    { initialEntries: [route] },
  );
  const result = render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, store, router };
}

/** The regions' time zones, which the admin screens read to show dates and set times on each park's clock. */
export const REGION_CLOCKS = {
  items: [
    { key: 'new-york', name: 'New York', timeZone: 'America/New_York', stateCode: 'NY', languages: ['en'] },
    // As the demo park's: Florida has Spanish pages.
    { key: 'florida', name: 'Florida', timeZone: 'America/Chicago', stateCode: 'FL', languages: ['en', 'es'] },
  ],
};

/** A region staff added since the first two: the screens offer it as they offer those. */
export const TEXAS = { key: 'texas', name: 'Texas', timeZone: 'America/Chicago' };

/** GET /api/regions answers these regions, in this order (the order staff set); in English only unless told. */
export function serveRegions(...items: { key: string; name: string; timeZone: string; languages?: string[] }[]): void {
  server.use(http.get('/api/regions', () => HttpResponse.json({ items: items.map((item) => ({ languages: ['en'], ...item })) })));
}

/**
 * Every admin screen reads the settings (the park's name) and the regions (dates on each park's clock): answered with
 * these unless the test answers itself.
 */
function answerUnlessTold(path: string, body: object): void {
  const told = server
    .listHandlers()
    .some((handler) => handler instanceof HttpHandler && handler.info.method === 'GET' && handler.info.path === path);
  if (!told) server.use(http.get(path, () => HttpResponse.json(body)));
}

/** The reads the story editor makes besides the story: the time zones, the attractions, and whether a working copy was left (none). */
export const storyEditorReads = [
  http.get('/api/attractions', () => HttpResponse.json(page([]))),
  http.get('/api/settings', () => HttpResponse.json({})),
  http.get('/api/regions', () => HttpResponse.json(REGION_CLOCKS)),
  http.get('/api/blog-posts/working-copy', () => new HttpResponse(null, { status: 200 })),
  http.get('/api/blog-posts/:id/working-copy', () => new HttpResponse(null, { status: 200 })),
];

/** Those reads, to leave out of recorded requests. */
export const STORY_EDITOR_READS = [
  'GET /api/settings',
  'GET /api/regions',
  'GET /api/attractions',
  'GET /api/blog-posts/working-copy',
  'GET /api/blog-posts/7/working-copy',
];
