// Chromium as the browser tests (e2e/support/browser.ts) and the benchmarks (bench/lib/site.mjs) launch it with
// playwright-core. CommonJS, so that both the specs (TypeScript that jest runs as CommonJS) and bench's ES modules
// can load it.

/** The system's Chromium: CHROME_PATH, else the Debian/Ubuntu package's. */
const chromePath = (env = process.env) => env.CHROME_PATH || '/usr/bin/chromium';
const CHROME_PATH = chromePath();

/**
 * chromium.launch() options: the system's Chromium, headless, with nothing phoning home (no background networking,
 * component updates or sync) to slow a test or blur a measurement. `extraArgs` come after those flags.
 * @param {string[]} [extraArgs]
 */
function chromiumLaunchOptions(extraArgs = []) {
  return {
    executablePath: CHROME_PATH,
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...extraArgs,
    ],
  };
}

module.exports = { CHROME_PATH, chromePath, chromiumLaunchOptions };
