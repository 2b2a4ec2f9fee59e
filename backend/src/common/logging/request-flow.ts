import { AsyncLocalStorage } from 'node:async_hooks';
import type { Logger } from 'pino';

/** One HTTP request, with everything it awaits: its id and logger, and the identity its database queries run under. */
export interface RequestFlow {
  requestId?: string;
  /** The request's logger: every line it writes carries the request id. */
  log?: Logger;
}

/** Identifies the logical flow (one HTTP request, with everything it awaits) that issues a query. */
export const requestFlow = new AsyncLocalStorage<RequestFlow>();

const OUTSIDE_REQUESTS: RequestFlow = {};

export const currentFlow = (): RequestFlow => requestFlow.getStore() ?? OUTSIDE_REQUESTS;
