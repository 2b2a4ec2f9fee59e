import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch } from 'react-redux';
import type { ApiTransport, baseApi } from './base-api';

/** The dispatch of a store that holds the API: what a screen needs to start a request or reset the cache itself. */
export type ApiDispatch = ThunkDispatch<
  { [baseApi.reducerPath]: ReturnType<typeof baseApi.reducer> },
  { transport?: ApiTransport },
  UnknownAction
>;

export const useApiDispatch = useDispatch.withTypes<ApiDispatch>();
