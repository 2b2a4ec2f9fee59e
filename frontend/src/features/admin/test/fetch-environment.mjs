/**
 * jsdom plus Node's own fetch classes, so RTK Query's fetchBaseQuery runs in component tests against a stubbed
 * `fetch` (the network boundary). jsdom has no fetch/Request/Response; Node's Request refuses jsdom's AbortSignal,
 * so the abort and stream classes come from Node too (react-router also wants TextEncoder), and relative URLs
 * resolve against the jsdom page as a browser would.
 */
import { TestEnvironment } from 'jest-environment-jsdom';

class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const page = this.global;
    const NodeRequest = globalThis.Request;
    class Request extends NodeRequest {
      constructor(input, init) {
        super(typeof input === 'string' ? new page.URL(input, page.location.href).href : input, init);
      }
    }
    Object.assign(page, {
      fetch: globalThis.fetch,
      Request,
      Response: globalThis.Response,
      Headers: globalThis.Headers,
      AbortController: globalThis.AbortController,
      AbortSignal: globalThis.AbortSignal,
      TextEncoder: globalThis.TextEncoder,
      TextDecoder: globalThis.TextDecoder,
      ReadableStream: globalThis.ReadableStream,
      // Multipart bodies (the media upload) must be Node's own to be serialised by Node's Request.
      FormData: globalThis.FormData,
      Blob: globalThis.Blob,
      File: globalThis.File,
    });
  }
}

export default JsdomWithFetchEnvironment;
