import { TextDecoder, TextEncoder } from 'node:util';

// jsdom has no TextEncoder/TextDecoder, which react-router needs; Node's are the same API.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// Unit tests never reach a network: a component that calls the API gets a clear refusal instead of a warning.
if (!('fetch' in globalThis)) {
  Object.assign(globalThis, { fetch: () => Promise.reject(new TypeError('No network in unit tests')) });
}

// jsdom does no layout, so it has no scrollIntoView; scrolling is checked in the browser tests.
if (typeof Element !== 'undefined' && !Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => undefined;
