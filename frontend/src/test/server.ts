import { setupServer } from 'msw/node';

/**
 * The network boundary of every component test: requests leave through the real fetch and RTK Query and are
 * answered here. No default handlers: each test declares what the server answers with
 * `server.use(http.get('/api/…', …))`, and a request nobody answers fails the test (src/test/setup.ts).
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

/** Records every request the app sends in this test, in order, with its body read; `except` names reads to leave out ('GET /api/settings'). */
export function recordRequests(except: readonly string[] = []): RecordedRequest[] {
  const requests: RecordedRequest[] = [];
  server.events.on('request:start', async ({ request }) => {
    const url = new URL(request.url);
    if (except.includes(`${request.method} ${url.pathname}`)) return;
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

/** A resolver for `http.get(path, …)` and the like: each call gets the next response, the last one repeating. */
export function inTurn(...responses: (() => Response | Promise<Response>)[]) {
  let call = 0;
  return () => responses[Math.min(call++, responses.length - 1)]();
}
