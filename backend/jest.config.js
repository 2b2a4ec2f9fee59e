/** Unit specs sit beside the code; e2e specs in test/ boot the real app on a real database. */
const transform = { '^.+\\.ts$': ['@swc/jest'] };
module.exports = {
  projects: [
    { displayName: 'unit', testEnvironment: 'node', rootDir: 'src', testRegex: '\\.spec\\.ts$', transform },
    {
      displayName: 'e2e',
      testEnvironment: 'node',
      rootDir: 'test',
      testRegex: '\\.e2e-spec\\.ts$',
      transform,
    },
  ],
};
