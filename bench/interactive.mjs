#!/usr/bin/env node
// When a phone visitor's page starts working, against when it paints: each public page on Lighthouse's mobile profile
// (390 × 844 touch screen, 4× CPU slowdown, 150 ms / 1.6 Mbps / 750 kbps), median of RUNS.
//
// Per page: first contentful paint, hydrated (the app marks <html data-hydrated="true">), their ratio, and whether a tap
// on the menu button 300 ms after first paint had its effect (the menu open, at once or replayed by hydration) within
// 3 s of hydrating; a dead tap otherwise.
//
//   node bench/interactive.mjs                    behind nginx when installed (gzip, caching, HTTPS + HTTP/2: production), else Node
//   BENCH_TLS=0 node bench/interactive.mjs        behind nginx over plain HTTP/1.1
//   BENCH_SERVER=node INTERACTIVE_RUNS=3 BENCH_PAGES=new-york,story node bench/interactive.mjs
// Uses Chromium at CHROME_PATH (default /usr/bin/chromium). Not part of npm test.
/* global document, window, MutationObserver -- these run in the page */
import { existsSync } from 'node:fs';
import { benchPages, launchBenchChromium, NGINX_BIN, requireChromium, startSite } from './lib/site.mjs';

const RUNS = Number(process.env.INTERACTIVE_RUNS || 5);
const server = process.env.BENCH_SERVER || (existsSync(NGINX_BIN) ? 'nginx' : 'node');
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };
const NETWORK = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const TAP_AFTER_PAINT_MS = 300;
const REPLAY_WAIT_MS = 3_000;

requireChromium();
// Behind nginx, over HTTPS and HTTP/2 as production serves phones (BENCH_TLS=0: plain HTTP/1.1, as before).
const tls = server === 'nginx' && process.env.BENCH_TLS !== '0';
const site = await startSite({ nginx: server === 'nginx', tls });
const browser = await launchBenchChromium();

/**
 * Before any script of the page: record when first contentful paint and hydration happen (performance.now()). The
 * document has no root element yet when this runs, so the observer watches the document itself.
 */
function recordMilestones() {
  window.__milestones = {};
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') window.__milestones.paint = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  new MutationObserver(() => {
    if (document.documentElement?.dataset.hydrated === 'true' && window.__milestones.hydrated === undefined)
      window.__milestones.hydrated = performance.now();
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
}

async function visit(path) {
  const context = await browser.newContext({ ...PHONE, ignoreHTTPSErrors: tls });
  await context.addInitScript(recordMilestones);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  try {
    void page.goto(`${site.baseUrl}${path}`, { waitUntil: 'commit', timeout: 120_000 }).catch(() => undefined);
    await page.waitForFunction(() => window.__milestones?.paint !== undefined, null, { timeout: 60_000, polling: 20 });
    const paint = await page.evaluate(() => window.__milestones.paint);
    await page.waitForFunction((at) => performance.now() >= at, paint + TAP_AFTER_PAINT_MS, { polling: 10 });
    const menu = page.getByRole('button', { name: 'Open menu' });
    const hasMenu = (await menu.count()) > 0;
    if (hasMenu) await menu.tap({ timeout: 5_000, force: true });
    await page.waitForFunction(() => window.__milestones.hydrated !== undefined, null, { timeout: 120_000, polling: 50 });
    const hydrated = await page.evaluate(() => window.__milestones.hydrated);
    const opened =
      hasMenu &&
      (await page
        .getByRole('dialog', { name: 'Menu' })
        .waitFor({ state: 'visible', timeout: REPLAY_WAIT_MS })
        .then(() => true)
        .catch(() => false));
    return { paint, hydrated, hasMenu, opened };
  } finally {
    await context.close();
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

try {
  console.log(
    `Phone profile (4× CPU, 150 ms / 1.6 Mbps), ${server}${tls ? ' over HTTPS + HTTP/2' : ''}, median of ${RUNS}; a tap on the menu ${TAP_AFTER_PAINT_MS} ms after first paint\n`,
  );
  console.log('| page | first paint | hydrated | hydrated ÷ paint | menu taps that worked |');
  console.log('|---|---|---|---|---|');
  for (const { name, path } of await benchPages(site.app.baseUrl)) {
    const runs = [];
    for (let run = 0; run < RUNS; run++) runs.push(await visit(path));
    const paint = median(runs.map((r) => r.paint));
    const hydrated = median(runs.map((r) => r.hydrated));
    const taps = runs[0].hasMenu ? `${runs.filter((r) => r.opened).length} of ${RUNS}` : 'no menu button';
    console.log(`| ${name} | ${seconds(paint)} | ${seconds(hydrated)} | ${(hydrated / paint).toFixed(1)} | ${taps} |`);
  }
} finally {
  await browser.close();
  await site.stop();
}
