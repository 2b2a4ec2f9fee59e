/**
 * Browser and whole-system tests on two workers (2 cores). support/global-setup.ts builds what is stale and prepares
 * the run; each worker then starts, the first time one of its specs needs them, one Chromium that its specs connect
 * to and, for the `public` specs, one app they share (support/worker-environment.ts). The admin specs and those of
 * the public ones that change data start private apps from a first start's copied data directory
 * (support/private-app.ts); the system specs start what they test themselves.
 */
const project = (displayName, testMatch, sharedApp = false) => ({
  displayName,
  rootDir: __dirname,
  testMatch,
  testEnvironment: '<rootDir>/support/worker-environment.ts',
  testEnvironmentOptions: { sharedApp },
  testPathIgnorePatterns: ['/node_modules/', '/screenshots/', '/.artifacts/'],
  transform: { '^.+\\.ts$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } }] },
  slowTestThreshold: 30,
});

module.exports = {
  rootDir: __dirname,
  projects: [
    project('public', ['<rootDir>/public/**/*.e2e.ts', '<rootDir>/smoke.e2e.ts'], true),
    project('admin', ['<rootDir>/admin/**/*.e2e.ts']),
    project('system', ['<rootDir>/system/**/*.e2e.ts']),
  ],
  globalSetup: '<rootDir>/support/global-setup.ts',
  globalTeardown: '<rootDir>/support/global-teardown.ts',
  testSequencer: '<rootDir>/support/sequencer.cjs',
  testTimeout: 120_000,
  maxWorkers: 2,
};
