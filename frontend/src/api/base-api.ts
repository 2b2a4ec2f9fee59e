import { createAction } from '@reduxjs/toolkit';
import { createApi, fetchBaseQuery, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import type { ApiTransport } from '../server-renderer';
import { tokenStorage } from './token-storage';

const browserBaseQuery = fetchBaseQuery({
  baseUrl: '/',
  credentials: 'include',
  prepareHeaders: (headers) => {
    const token = tokenStorage.get();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    return headers;
  },
});

const serverBaseQueries = new WeakMap<ApiTransport, ReturnType<typeof fetchBaseQuery>>();
function serverBaseQuery(transport: ApiTransport) {
  let query = serverBaseQueries.get(transport);
  if (!query) {
    query = fetchBaseQuery({ baseUrl: transport.baseUrl, headers: transport.headers });
    serverBaseQueries.set(transport, query);
  }
  return query;
}

/** Fired once when the server refuses the stored token; the admin session listens for it. */
export const SESSION_EXPIRED_EVENT = 'admin-session-expired';

const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (args, api, extra) => {
  const transport = (api.extra as { transport?: ApiTransport } | undefined)?.transport;
  if (transport) return serverBaseQuery(transport)(args, api, extra);
  const result = await browserBaseQuery(args, api, extra);
  if (result.error?.status === 401 && tokenStorage.get()) {
    tokenStorage.clear();
    window.dispatchEvent(new Event(SESSION_EXPIRED_EVENT));
  }
  return result;
};

/** Hands the API state a page was server-rendered with to the client's store (RTK Query's rehydration). */
export const hydrateApi = createAction<unknown>('app/hydrate-api');

/**
 * The one API of the app (docs/product.md §7: cached by key, never stale, no refetch on focus, no retries). Its
 * endpoints and tags are generated from the OpenAPI document into generated-public.ts and generated-staff.ts;
 * enhanced-api.ts and staff-api.ts add the rest.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  keepUnusedDataFor: 60 * 60 * 24,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  // The payload is this api's own state, as serverState() read it on the server.
  extractRehydrationInfo: (action) => (hydrateApi.match(action) ? (action.payload as never) : undefined),
  endpoints: () => ({}),
});
