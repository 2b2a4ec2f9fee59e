import { configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { hydrateApi } from '../api/base-api';
import type { ApiTransport } from '../server-renderer';
import { api } from '../api/enhanced-api';

/**
 * `transport`: where API calls go when they cannot be relative to the page (the server renderer). The browser
 * store calls `/api` on the page's own origin. Listeners (the back-office's load-failure toasts) are added with
 * `addListener` by the screens that want them.
 */
export function makeStore(options: { transport?: ApiTransport } = {}) {
  const listeners = createListenerMiddleware();
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: { transport: options.transport } } })
        .prepend(listeners.middleware)
        .concat(api.middleware),
  });
  if (!options.transport) setupListeners(store.dispatch);
  return store;
}

/** The API state the server rendered a page with, in the form the client store takes it back (see hydrateApi). */
export const serverState = (store: AppStore) => store.getState()[api.reducerPath];
export const hydrateStore = (store: AppStore, state: ReturnType<typeof serverState>) => store.dispatch(hydrateApi(state));

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
