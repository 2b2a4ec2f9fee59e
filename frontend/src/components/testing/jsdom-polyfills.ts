import { TextDecoder, TextEncoder } from 'node:util';

// jsdom has no TextEncoder/TextDecoder, which react-router needs; Node's are the same API.
Object.assign(globalThis, { TextEncoder, TextDecoder });
