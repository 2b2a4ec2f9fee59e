/**
 * Browser and whole-system tests: the built app is started once, as a user starts it (node backend/dist/main.js),
 * by support/global-setup.ts; specs reach it through E2E_BASE_URL. Specs run one at a time (one browser, 2 cores).
 */
module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  testRegex: '\\.e2e\\.ts$',
  testPathIgnorePatterns: ['/node_modules/', '/screenshots/', '/.artifacts/'],
  transform: { '^.+\\.ts$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } }] },
  globalSetup: '<rootDir>/support/global-setup.ts',
  globalTeardown: '<rootDir>/support/global-teardown.ts',
  testTimeout: 120_000,
  maxWorkers: 1,
  slowTestThreshold: 30,
};
