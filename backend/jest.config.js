/**
 * Unit specs sit beside the code; service specs in test/service/ test rules on their services on a real database;
 * e2e specs in test/ boot the real app on a real database (docs/testing.md).
 * NestJS 12 ships as ES modules, which Jest cannot require on Node 20, so swc also compiles those
 * packages to CommonJS for the test run. So does file-type (ESM-only; Node itself loads it through require(esm)),
 * resolved here as Node resolves it, since Jest's resolver does not know the "module-sync" export condition, and so
 * do micromark and its parts (ESM-only too).
 */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2022',
      keepClassNames: true,
    },
    module: { type: 'commonjs' },
  },
];
const transform = { '^.+\\.(t|m?j)s$': swc };
const transformIgnorePatterns = [
  '/node_modules/(?!(@nestjs|file-type|strtok3|token-types|uint8array-extras|@tokenizer|@borewit|micromark[\\w-]*|decode-named-character-reference|character-entities[\\w-]*|devlop)/)',
];
const moduleNameMapper = { '^file-type$': require.resolve('file-type') };
const common = {
  testEnvironment: 'node',
  transform,
  transformIgnorePatterns,
  moduleNameMapper,
  moduleFileExtensions: ['ts', 'js', 'mjs', 'json'],
};

module.exports = {
  // A test app's start leaves prom-client's default monitors running (the event-loop delay histogram and the GC
  // observer have no stop), and each keeps its suite's modules in memory: without a fresh worker once the heap passes
  // this, later suites spend seconds collecting garbage (app starts went from 0.2 s to 4 s, past a hook's timeout).
  workerIdleMemoryLimit: '1GB',
  projects: [
    { ...common, displayName: 'unit', rootDir: 'src', testRegex: '\\.spec\\.ts$' },
    {
      ...common,
      displayName: 'service',
      rootDir: 'test',
      testRegex: '\\.service-spec\\.ts$',
      globalSetup: '<rootDir>/support/global-setup.ts',
      globalTeardown: '<rootDir>/support/global-teardown.ts',
    },
    {
      ...common,
      displayName: 'e2e',
      rootDir: 'test',
      testRegex: '\\.e2e-spec\\.ts$',
      globalSetup: '<rootDir>/support/global-setup.ts',
      globalTeardown: '<rootDir>/support/global-teardown.ts',
    },
  ],
};
