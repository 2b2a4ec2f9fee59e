/**
 * What `npm test` runs: jest.config.js with the service and API spec files run through the entry files of
 * test/groups/, a share of them each in one module registry (test/support/spec-groups.ts). A path given to it matches
 * those entry files only; one spec file alone is `npx jest <file>`.
 */
const config = require('./jest.config');

const entryFiles = { service: 'service', e2e: 'api-\\d' };
module.exports = {
  ...config,
  projects: config.projects.map((project) => {
    const entry = entryFiles[project.displayName];
    return entry ? { ...project, testRegex: `/groups/${entry}\\.group\\.ts$` } : project;
  }),
};
