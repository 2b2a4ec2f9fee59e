import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './app/providers';
import { api } from './api/enhanced-api';
import { createAppRouter, resolveLazyRoutes, routesFor } from './app/router';
import { hydrateStore, makeStore, type AppStore } from './app/store';
import { stopRecordingEarlyTaps } from './early-tap';
import { countNavigations } from './lib/visit-beacon';
import { loadMessages } from './i18n/catalogue';
import { languageOfPath } from './i18n/page-language';

/**
 * Public pages arrive server-rendered (entry-server.tsx) with the API state they were rendered from: the store takes
 * it back, so the page hydrates without fetching again. The matched routes' modules load first, so the first client
 * render is that page. Admin pages arrive empty and render here. The boot (boot.ts) calls it once the app's modules
 * are evaluated.
 */
export function startApp(): void {
  const pageData = document.getElementById('page-data');
  const serverRendered = pageData
    ? (JSON.parse(pageData.textContent ?? '{}') as { origin: string; state: Parameters<typeof hydrateStore>[1] })
    : null;
  const store = makeStore();
  if (serverRendered) hydrateStore(store, serverRendered.state);

  const language = languageOfPath(window.location.pathname);
  void Promise.all([regionKeys(store), loadMessages(language)]).then(async ([regions]) => {
    const table = routesFor(regions);
    await resolveLazyRoutes(window.location.pathname, table);
    const container = document.getElementById('root')!;
    const router = createAppRouter(table);
    if (serverRendered) countNavigations(router);
    const app = (
      <StrictMode>
        <AppProviders store={store} origin={serverRendered?.origin} language={language}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>
    );
    // As a transition, hydration yields to the browser every few milliseconds instead of blocking it in one long task.
    stopRecordingEarlyTaps();
    if (serverRendered) startTransition(() => void hydrateRoot(container, app));
    else createRoot(container).render(app);
  });
}

/**
 * The keys of the regions the public routes are made for: a server-rendered page has the list in its data; a page
 * rendered here (the admin, `npm run dev`) asks the API for it first (no public region page, if that fails).
 */
async function regionKeys(store: AppStore): Promise<string[]> {
  const query = store.dispatch(api.endpoints.regionsList.initiate());
  const { data } = await query;
  query.unsubscribe();
  return data?.items.map((region) => region.key) ?? [];
}
