import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './app/providers';
import { api } from './api/enhanced-api';
import { createAppRouter, resolveLazyRoutes, routesFor } from './app/router';
import { hydrateStore, makeStore, type AppStore } from './app/store';
import { stopRecordingEarlyTaps } from './early-tap';
import { countNavigations } from './lib/visit-beacon';
import type { RegionLanguages } from './server-renderer';
import { loadMessages } from './i18n/catalogue';
import { languageOfPath, languagePrefix, regionsSpeaking } from './i18n/page-language';

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
  const basename = languagePrefix(language);
  void Promise.all([regionsOf(store), loadMessages(language)]).then(async ([regions]) => {
    // A page in another language than English has the routes of the regions that speak it, under its prefix.
    const table = routesFor(regionsSpeaking(regions, language), language);
    await resolveLazyRoutes(window.location.pathname, table, basename);
    const container = document.getElementById('root')!;
    const router = createAppRouter(table, basename);
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
 * The regions the public routes are made for, with the languages each speaks: a server-rendered page has the list in
 * its data; a page rendered here (the admin, `npm run dev`) asks the API for it first (no public region page, if that
 * fails).
 */
async function regionsOf(store: AppStore): Promise<RegionLanguages[]> {
  const query = store.dispatch(api.endpoints.regionsList.initiate());
  const { data } = await query;
  query.unsubscribe();
  return data?.items ?? [];
}
