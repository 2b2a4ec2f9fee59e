// CommonJS: jest loads a test sequencer without transforming it.
const Sequencer = require('@jest/test-sequencer').default;

/**
 * The specs that visit every page (each page at three widths with axe-core) take minutes, several times any other.
 * Jest starts the specs it has timings of longest first, but a run without them (CI's clean clone) by file size,
 * which would leave these two for last on one worker while the other idles.
 */
const EVERY_PAGE = ['/public/pages.e2e.ts', '/admin/accessibility.e2e.ts'];

class EveryPageFirst extends Sequencer {
  /** @param {import('@jest/test-result').Test[]} tests */
  async sort(tests) {
    const sorted = await super.sort(tests);
    const rank = (/** @type {import('@jest/test-result').Test} */ test) => (EVERY_PAGE.some((path) => test.path.endsWith(path)) ? 0 : 1);
    return [...sorted].sort((a, b) => rank(a) - rank(b));
  }
}

module.exports = EveryPageFirst;
