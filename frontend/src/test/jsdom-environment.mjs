import FixedJSDOMEnvironment from 'jest-fixed-jsdom';

/**
 * jest-fixed-jsdom hands jsdom Node's fetch classes, which MSW needs. Two gaps remain: Node's Request has no page to
 * resolve a relative URL against, so RTK Query's `/api/…` requests resolve against the jsdom page here, as in a
 * browser; and File must be Node's, like its Blob, for FormData uploads and URL.createObjectURL previews.
 */
class PageRelativeFetchEnvironment extends FixedJSDOMEnvironment {
  constructor(...args) {
    super(...args);
    const page = this.global;
    page.File = globalThis.File;
    const NodeRequest = page.Request;
    const againstPage = (input) => (typeof input === 'string' ? new page.URL(input, page.location.href).href : input);
    page.Request = class Request extends NodeRequest {
      constructor(input, init) {
        super(againstPage(input), init);
      }
    };
    const nodeFetch = page.fetch;
    page.fetch = (input, init) => nodeFetch(againstPage(input), init);
  }
}

export default PageRelativeFetchEnvironment;
