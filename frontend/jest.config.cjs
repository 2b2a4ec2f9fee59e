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
  transform: {
    '^.+\\.tsx?$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } }],
    // A few small dependencies of MSW ship as ES modules only.
    '^.+\\.m?js$': ['@swc/jest', { module: { type: 'commonjs' } }],
  },
  transformIgnorePatterns: ['/node_modules/(?!(rettime|until-async|@open-draft)/)'],
  moduleNameMapper: { '\\.(css|svg|png|jpe?g|webp|woff2?)$': '<rootDir>/src/test/file-stub.cjs' },
  setupFilesAfterEnv: ['<rootDir>/src/test/setup.ts'],
};
