import { AsyncLocalStorage } from 'node:async_hooks';
import type { Logger } from 'pino';
import type { UserRole } from '../domain/constants';

/** Who makes a change, for the audit log: the account (when there is one) and the address it came from. */
export interface AuditActor {
  id: number | null;
  username: string;
  role: UserRole | null;
  address: string | null;
}

/** One HTTP request, with everything it awaits: its id and logger, and the identity its database queries run under. */
export interface RequestFlow {
  requestId?: string;
  /** The request's logger: every line it writes carries the request id. */
  log?: Logger;
  /** The signed-in member, set by the JWT guard on a staff route: whom the audit log names for the request's writes. */
  actor?: AuditActor;
}

/** Identifies the logical flow (one HTTP request, with everything it awaits) that issues a query. */
export const requestFlow = new AsyncLocalStorage<RequestFlow>();

const OUTSIDE_REQUESTS: RequestFlow = {};

export const currentFlow = (): RequestFlow => requestFlow.getStore() ?? OUTSIDE_REQUESTS;
