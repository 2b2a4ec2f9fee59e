import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './app/providers';
import { createAppRouter, resolveLazyRoutes } from './app/router';

/**
 * Public pages arrive prerendered (scripts/prerender.mjs) with their route chunks modulepreloaded beside this entry:
 * the app loads the matched routes' modules first, so its first render is that page, and hydrates the markup.
 * Prerendered markup shows no query string (e.g. a story filter), so such a visit renders afresh over it.
 */
void resolveLazyRoutes(window.location.pathname).then(() => {
  const container = document.getElementById('root')!;
  const app = (
    <StrictMode>
      <AppProviders>
        <RouterProvider router={createAppRouter()} />
      </AppProviders>
    </StrictMode>
  );
  if (container.hasChildNodes() && !window.location.search) hydrateRoot(container, app);
  else createRoot(container).render(app);
});
