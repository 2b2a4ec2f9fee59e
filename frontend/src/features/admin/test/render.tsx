import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { AppProviders } from '../../../app/providers';
import { makeStore, type AppStore } from '../../../app/store';
import { ConfirmProvider } from '../shared/confirm-provider';
import { LoadFailureToasts } from '../shared/load-failure-toasts';

export interface RecordedCall {
  method: string;
  path: string;
  search: string;
  headers: Headers;
  /** Parsed JSON body, or the raw text when it is not JSON; undefined without a body. */
  body: unknown;
}

export interface StubResponse {
  status?: number;
  body?: unknown;
}

type Handler = StubResponse | ((call: RecordedCall) => StubResponse | Promise<StubResponse>);

/**
 * Replaces `fetch` (the network boundary under RTK Query) with a table of `"METHOD /api/path"` → response.
 * A call nobody expects answers 404 and is recorded, so a test sees it.
 */
export function stubFetch(routes: Record<string, Handler>) {
  const calls: RecordedCall[] = [];
  const fetchStub = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url);
    const text = request.body ? await request.text() : '';
    let body: unknown = undefined;
    if (text) {
      try {
        body = JSON.parse(text);
      } catch {
        body = text;
      }
    }
    const call: RecordedCall = { method: request.method, path: url.pathname, search: url.search, headers: request.headers, body };
    calls.push(call);
    const handler = routes[`${request.method} ${url.pathname}`];
    const response =
      typeof handler === 'function' ? await handler(call) : (handler ?? { status: 404, body: { statusCode: 404, message: 'Not stubbed' } });
    const status = response.status ?? 200;
    const payload = response.body === undefined ? null : typeof response.body === 'string' ? response.body : JSON.stringify(response.body);
    return new Response(status === 204 ? null : payload, { status, headers: { 'Content-Type': 'application/json' } });
  });
  globalThis.fetch = fetchStub as unknown as typeof fetch;
  return { calls, fetchStub };
}

/** A promise the test settles itself, to hold a request in flight. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason?: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

export function page<T>(items: T[], total = items.length) {
  return { items, total, limit: 20, offset: 0 };
}

interface RenderOptions {
  /** Where the memory router starts. */
  route?: string;
  /** The element's own path (default: the route). */
  path?: string;
  /** Other routes to land on (e.g. after a redirect). */
  routes?: RouteObject[];
  store?: AppStore;
}

/** Renders an admin screen as the back-office shell does: real store, theme, toasts (load failures included), confirm dialog, memory router. */
export function renderAdmin(
  ui: ReactElement,
  options: RenderOptions = {},
): RenderResult & { store: AppStore; router: ReturnType<typeof createMemoryRouter> } {
  const route = options.route ?? '/admin/test';
  const store = options.store ?? makeStore();
  const router = createMemoryRouter(
    [
      {
        path: options.path ?? route.split('?')[0],
        element: (
          <ConfirmProvider>
            <LoadFailureToasts />
            {ui}
          </ConfirmProvider>
        ),
      },
      ...(options.routes ?? []),
    ],
    { initialEntries: [route] },
  );
  const result = render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, store, router };
}
