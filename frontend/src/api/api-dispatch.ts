import type { Action, ThunkDispatch, UnknownAction, UnsubscribeListener } from '@reduxjs/toolkit';
import { useDispatch } from 'react-redux';
import type { ApiTransport } from '../server-renderer';
import type { baseApi } from './base-api';

/** The state of a store that holds the API (the app's store holds nothing else). */
export interface ApiState {
  [baseApi.reducerPath]: ReturnType<typeof baseApi.reducer>;
}

/**
 * The dispatch of that store: what a screen needs to start a request, reset the cache, or add a listener for as long
 * as it is mounted (the store has RTK's listener middleware: adding one answers its unsubscribe).
 */
export type ApiDispatch = ((action: Action<'listenerMiddleware/add'>) => UnsubscribeListener) &
  ThunkDispatch<ApiState, { transport?: ApiTransport }, UnknownAction>;

export const useApiDispatch = useDispatch.withTypes<ApiDispatch>();
