import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { AppProviders } from './app/providers';
import { publicRoutes } from './app/public-routes';

/**
 * Build-time prerendering (scripts/prerender.mjs): the markup of a public page as its first client render shows it —
 * data-driven parts as their loading skeletons, since no API data exists at build time. Emotion writes each
 * component's styles as <style data-emotion> beside it; the client's emotion cache moves them into <head>.
 */
export async function render(path: string): Promise<string> {
  const handler = createStaticHandler(publicRoutes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`${path}: the router answered with a redirect`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // A fresh emotion cache per page: a shared one would leave out of later pages the styles earlier ones emitted.
  return renderToString(
    <StrictMode>
      <CacheProvider value={createCache({ key: 'css' })}>
        <AppProviders>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </CacheProvider>
    </StrictMode>,
  );
}
