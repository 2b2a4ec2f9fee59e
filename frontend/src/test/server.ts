import { setupServer } from 'msw/node';

/**
 * The network boundary of every component test: requests leave through the real fetch and RTK Query and are
 * answered here. No default handlers: a request a test did not declare with `server.use(http.get('/api/…', …))`
 * fails it (`onUnhandledRequest: 'error'` in setup.ts).
 */
export const server = setupServer();

export interface RecordedRequest {
  method: string;
  path: string;
  search: string;
  headers: Headers;
  /** Parsed JSON body, or the raw text when it is not JSON; undefined without a body. */
  body: unknown;
}

/** Records every request the app sends in this test, in order, with its body read. */
export function recordRequests(): RecordedRequest[] {
  const requests: RecordedRequest[] = [];
  server.events.on('request:start', async ({ request }) => {
    const url = new URL(request.url);
    const entry: RecordedRequest = {
      method: request.method,
      path: url.pathname,
      search: url.search,
      headers: request.headers,
      body: undefined,
    };
    requests.push(entry);
    const text = await request.clone().text();
    if (!text) return;
    try {
      entry.body = JSON.parse(text);
    } catch {
      entry.body = text;
    }
  });
  return requests;
}

/** A promise the test settles itself, to hold a request in flight. */
export function deferred<T = void>() {
  let resolve!: (value: T) => void;
  let reject!: (reason?: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
