/** Component and helper tests in jsdom; specs sit beside the code they test. */
module.exports = {
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/src'],
  testRegex: '\\.test\\.tsx?$',
  transform: {
    '^.+\\.tsx?$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } }],
  },
  moduleNameMapper: { '\\.(css|svg|png|jpe?g|webp|woff2?)$': '<rootDir>/src/test/file-stub.cjs' },
  setupFilesAfterEnv: ['<rootDir>/src/test/setup.ts'],
};
