import { configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { baseApi, hydrateApi, type ApiTransport } from '../api/base-api';

/**
 * `transport`: where API calls go when they cannot be relative to the page (the server renderer). The browser
 * store calls `/api` on the page's own origin.
 */
export function makeStore(options: { transport?: ApiTransport } = {}) {
  const store = configureStore({
    reducer: { [baseApi.reducerPath]: baseApi.reducer },
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: { transport: options.transport } } }).concat(baseApi.middleware),
  });
  if (!options.transport) setupListeners(store.dispatch);
  return store;
}

/** The API state the server rendered a page with, in the form the client store takes it back (see hydrateApi). */
export const serverState = (store: AppStore) => store.getState()[baseApi.reducerPath];
export const hydrateStore = (store: AppStore, state: ReturnType<typeof serverState>) => store.dispatch(hydrateApi(state));

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
