import { createApi, fetchBaseQuery, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { tokenStorage } from './token-storage';

const rawBaseQuery = fetchBaseQuery({
  baseUrl: '/api',
  credentials: 'include',
  prepareHeaders: (headers) => {
    const token = tokenStorage.get();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    return headers;
  },
});

/** Fired once when the server refuses the stored token; the admin session listens for it. */
export const SESSION_EXPIRED_EVENT = 'admin-session-expired';

const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (args, api, extra) => {
  const result = await rawBaseQuery(args, api, extra);
  if (result.error?.status === 401 && tokenStorage.get()) {
    tokenStorage.clear();
    window.dispatchEvent(new Event(SESSION_EXPIRED_EVENT));
  }
  return result;
};

/** The one API of the app; features inject their endpoints (SPEC.md section 7: cached by key, never stale, no refetch on focus, no retries). */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  keepUnusedDataFor: 60 * 60 * 24,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  tagTypes: ['Attraction', 'BlogPost', 'Contact', 'Discount', 'Employment', 'Media', 'Session', 'Settings', 'Testimonial', 'VideoBackground'],
  endpoints: () => ({}),
});
