#!/usr/bin/env node
// Lighthouse 12 (mobile, the default config) on the public pages, median of 3 runs per page.
//
//   node bench/lighthouse.mjs                 behind nginx (gzip, caching: production)
//   BENCH_SERVER=node node bench/lighthouse.mjs   the single Node process of `npm start`
//   LIGHTHOUSE_RUNS=5 node bench/lighthouse.mjs
// Uses Chromium at CHROME_PATH (default /usr/bin/chromium). Not part of npm test.
import { existsSync } from 'node:fs';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { freePort } from '../scripts/lib/app-process.mjs';
import { benchPages, CHROME_PATH, NGINX_BIN, requireChromium, startSite } from './lib/site.mjs';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS || 3);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const server = process.env.BENCH_SERVER || (existsSync(NGINX_BIN) ? 'nginx' : 'node');

requireChromium();
const site = await startSite({ nginx: server === 'nginx' });
// Lighthouse drives the browser over the DevTools protocol port.
const debuggingPort = await freePort();
const browser = await chromium.launch({
  executablePath: CHROME_PATH,
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    `--remote-debugging-port=${debuggingPort}`,
  ],
});
const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
try {
  const pages = await benchPages(site.baseUrl);
  console.log(`Lighthouse ${RUNS} runs per page, mobile, served by ${server}; median scores (0-100), LCP and TBT\n`);
  console.log(['page', ...CATEGORIES, 'LCP ms', 'TBT ms'].map((h) => h.padEnd(15)).join(''));
  for (const { name, path } of pages) {
    const runs = [];
    for (let run = 0; run < RUNS; run++) {
      const result = await lighthouse(site.baseUrl + path, {
        port: debuggingPort,
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
      });
      const lhr = result.lhr;
      if (lhr.runtimeError) throw new Error(`${path}: ${lhr.runtimeError.message}`);
      runs.push(lhr);
    }
    const scores = CATEGORIES.map((category) => Math.round(median(runs.map((lhr) => (lhr.categories[category].score ?? 0) * 100))));
    const lcp = median(runs.map((lhr) => lhr.audits['largest-contentful-paint'].numericValue));
    const tbt = median(runs.map((lhr) => lhr.audits['total-blocking-time'].numericValue));
    console.log([name, ...scores.map(String), lcp.toFixed(0), tbt.toFixed(0)].map((cell) => cell.padEnd(15)).join(''));
    const failing =
      runs[0] &&
      Object.values(runs[0].audits).filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode === 'binary');
    if (failing?.length) console.log(`${''.padEnd(15)}failing audits: ${failing.map((audit) => audit.id).join(', ')}`);
  }
} finally {
  await browser.close();
  await site.stop();
}
