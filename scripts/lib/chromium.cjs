// Chromium as the browser tests (e2e/support/browser.ts) and the benchmarks (bench/lib/site.mjs) launch it with
// playwright-core. CommonJS, so that both the specs (TypeScript that jest runs as CommonJS) and bench's ES modules
// can load it.

/** The system's Chromium: CHROME_PATH, else the Debian/Ubuntu package's. */
const chromePath = (env = process.env) => env.CHROME_PATH || '/usr/bin/chromium';
const CHROME_PATH = chromePath();

/**
 * The --disable-features list Playwright passes (its chromiumSwitches). Chromium reads only the last
 * --disable-features switch, so ours must repeat this list; the smoke spec (e2e/smoke.e2e.ts) fails when Playwright's
 * changes.
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Every window of a headless Chromium (each Playwright context is one) loads the address bar's two suggestion popups,
 * web pages in renderer processes of their own that nobody sees: about 0.45 s of CPU a context, which the browser tests
 * open hundreds of.
 */
const UNSEEN_WINDOW_PARTS = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

const DISABLED_FEATURES = [...PLAYWRIGHT_DISABLED_FEATURES, ...UNSEEN_WINDOW_PARTS];

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
      `--disable-features=${DISABLED_FEATURES.join(',')}`,
      ...extraArgs,
    ],
  };
}

module.exports = { CHROME_PATH, chromePath, chromiumLaunchOptions, DISABLED_FEATURES };
