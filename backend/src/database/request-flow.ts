import { AsyncLocalStorage } from 'node:async_hooks';

/** Identifies the logical flow (one HTTP request, with everything it awaits) that issues a query. */
export const requestFlow = new AsyncLocalStorage<object>();

const OUTSIDE_REQUESTS = {};

export const currentFlow = (): object => requestFlow.getStore() ?? OUTSIDE_REQUESTS;
