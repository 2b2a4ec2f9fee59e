// The frontend compiles without Node's typings; unit tests (run by Node) take these two classes from node:util.
declare module 'node:util' {
  export const TextEncoder: typeof globalThis.TextEncoder;
  export const TextDecoder: typeof globalThis.TextDecoder;
}
