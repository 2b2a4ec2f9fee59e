/**
 * intl-messageformat with FormatJS's packages, react-markdown with the unified packages it builds on, and a few small dependencies of MSW, ship only ES modules; jest
 * runs CommonJS, so they are compiled like our own code (every other dependency ships CommonJS and is left alone).
 */
const ESM_ONLY = [
  'intl-messageformat',
  '@formatjs/[a-z-]+',
  'react-markdown',
  'unified',
  'bail',
  'trough',
  'devlop',
  'zwitch',
  'ccount',
  'is-plain-obj',
  'vfile',
  'vfile-message',
  'unist-util-[a-z-]+',
  'mdast-util-[a-z-]+',
  'hast-util-[a-z-]+',
  'micromark',
  'micromark-[a-z-]+',
  'remark-parse',
  'remark-rehype',
  'estree-util-is-identifier-name',
  'decode-named-character-reference',
  'parse-entities',
  'stringify-entities',
  'character-entities(?:-legacy|-html4)?',
  'character-reference-invalid',
  'is-alphanumerical',
  'is-alphabetical',
  'is-decimal',
  'is-hexadecimal',
  'comma-separated-tokens',
  'space-separated-tokens',
  'property-information',
  'html-url-attributes',
  'longest-streak',
  'trim-lines',
  '@ungap/structured-clone',
  'rettime',
  'until-async',
  '@open-draft/[a-z-]+',
];

/**
 * Component and helper tests in jsdom; specs sit beside the code they test. The environment is jest-fixed-jsdom
 * (Node's fetch, streams and encoders, which jsdom lacks and MSW in src/test/server.ts needs) with relative URLs
 * resolved against the page at http://localhost/.
 */
module.exports = {
  testEnvironment: '<rootDir>/src/test/jsdom-environment.mjs',
  testEnvironmentOptions: { url: 'http://localhost/' },
  roots: ['<rootDir>/src'],
  testRegex: '\\.test\\.tsx?$',
  transformIgnorePatterns: [`/node_modules/(?!(?:${ESM_ONLY.join('|')})/)`],
  transform: {
    '^.+\\.tsx?$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } }],
    '^.+\\.m?js$': ['@swc/jest', { module: { type: 'commonjs' } }],
  },
  moduleNameMapper: {
    '\\.(css|svg|png|jpe?g|webp|woff2?)$': '<rootDir>/src/test/file-stub.cjs',
    '^virtual:icon-sprite$': '<rootDir>/src/test/icon-sprite-stub.cjs',
  },
  setupFilesAfterEnv: ['<rootDir>/src/test/setup.ts'],
  // Not all of a test file's modules are freed after it (the heap reached 1.4 GB by the last file, where garbage
  // collection stretched the form tests towards their timeout): a fresh worker takes over once the heap passes this.
  workerIdleMemoryLimit: '1GB',
};
