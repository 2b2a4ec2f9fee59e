#!/usr/bin/env node
// What a phone's first view of each public page moves over the wire: every byte transferred until the page has
// hydrated and the network is idle, as encoded on the wire (compressed bodies and headers), by type, with the number
// of requests, through the production nginx (HTTPS + HTTP/2) and through `npm start` alone, in the same run.
//
// Phone profile of bench/interactive.mjs: 390 × 844 at 3× pixels, touch, 4× CPU slowdown, 150 ms / 1.6 Mbps. The
// HTML column is the document's bytes; "inline" says what the document holds uncompressed (its inline CSS and SVG).
//
//   node bench/page-bytes.mjs
//   BENCH_BEFORE=/path/to/a/built/checkout node bench/page-bytes.mjs     the same on another build ("before"), same run
//   BENCH_SERVERS=node BENCH_PAGES=new-york,story node bench/page-bytes.mjs
// With both servers, a last table sets each page's total through `npm start` against nginx's: within 5 % or not.
// Uses Chromium at CHROME_PATH (default /usr/bin/chromium). Not part of npm test.
/* global document, window, MutationObserver -- these run in the page */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { benchPages, launchBenchChromium, NGINX_BIN, requireChromium, startSite } from './lib/site.mjs';

const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };
const NETWORK = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
/** The network is idle once no request has been under way for this long after hydration. */
const QUIET_MS = 1_000;
const TYPES = ['html', 'js', 'css', 'font', 'image', 'other'];
const servers = (process.env.BENCH_SERVERS || (existsSync(NGINX_BIN) ? 'nginx,node' : 'node')).split(',');
const BEFORE = process.env.BENCH_BEFORE;
if (BEFORE && !existsSync(join(BEFORE, 'backend', 'dist', 'main.js'))) {
  console.error(`BENCH_BEFORE=${BEFORE} is not a built checkout: run npm run build there first`);
  process.exit(1);
}
const builds = [...(BEFORE ? [{ name: 'before', checkout: BEFORE }] : []), { name: BEFORE ? 'after' : 'this build', checkout: undefined }];

requireChromium();
const browser = await launchBenchChromium();

function markHydration() {
  new MutationObserver(() => {
    if (document.documentElement?.dataset.hydrated === 'true') window.__hydrated = true;
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
}

function typeOf(resourceType, mimeType) {
  if (resourceType === 'Document') return 'html';
  if (resourceType === 'Script') return 'js';
  if (resourceType === 'Stylesheet') return 'css';
  if (resourceType === 'Font') return 'font';
  if (resourceType === 'Image' || mimeType.startsWith('image/')) return 'image';
  return 'other';
}

/** Every response of the first view: { type, url, bytes (on the wire), encoding }. */
async function firstView(baseUrl, path, ignoreHTTPSErrors) {
  const context = await browser.newContext({ ...PHONE, ignoreHTTPSErrors });
  await context.addInitScript(markHydration);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const requests = new Map();
  let lastActivity = Date.now();
  cdp.on('Network.requestWillBeSent', ({ requestId, request }) => {
    lastActivity = Date.now();
    requests.set(requestId, { url: request.url, pending: true });
  });
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    const entry = requests.get(requestId);
    if (!entry) return;
    const headers = Object.fromEntries(Object.entries(response.headers).map(([name, value]) => [name.toLowerCase(), value]));
    Object.assign(entry, { type: typeOf(type, response.mimeType), encoding: headers['content-encoding'] ?? 'none' });
  });
  const settle = (requestId, bytes) => {
    lastActivity = Date.now();
    const entry = requests.get(requestId);
    if (entry) Object.assign(entry, { pending: false, bytes });
  };
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => settle(requestId, encodedDataLength));
  cdp.on('Network.loadingFailed', ({ requestId }) => settle(requestId, 0));
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  try {
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'load', timeout: 120_000 });
    await page.waitForFunction(() => window.__hydrated === true, null, { timeout: 120_000, polling: 50 });
    const inline = await page.evaluate(() => ({
      css: [...document.querySelectorAll('style')].reduce((sum, style) => sum + style.textContent.length, 0),
      svg: document.querySelectorAll('svg').length,
    }));
    for (;;) {
      const busy = [...requests.values()].some((entry) => entry.pending);
      if (!busy && Date.now() - lastActivity >= QUIET_MS) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return { responses: [...requests.values()].filter((entry) => !entry.url.startsWith('data:')), inline };
  } finally {
    await context.close();
  }
}

const kb = (bytes) => (bytes / 1000).toFixed(0);
/** `npm start` may move this much more (or less) than nginx for the same page. */
const NODE_WITHIN = 0.05;

try {
  console.log('First view on a phone (390 × 844 @3×, 4× CPU, 150 ms / 1.6 Mbps): kB on the wire until hydrated and idle\n');
  /** Each page's total bytes through each server, by build: `${build} ${page}` → { build, page, nginx, node }. */
  const totals = new Map();
  for (const server of servers) {
    const tls = server === 'nginx';
    console.log(`### ${tls ? 'nginx (HTTPS + HTTP/2)' : 'npm start (Node alone, HTTP/1.1)'}\n`);
    console.log(
      `| page | build | total | ${TYPES.join(' | ')} | requests | JS files | HTML encoding | inline CSS (kB raw) | SVG elements |`,
    );
    console.log(`|---|---|---|${TYPES.map(() => '---|').join('')}---|---|---|---|---|`);
    const rows = [];
    for (const build of builds) {
      const site = await startSite({ nginx: tls, tls, checkout: build.checkout });
      try {
        for (const { name, path } of await benchPages(site.app.baseUrl)) {
          const { responses, inline } = await firstView(site.baseUrl, path, tls);
          if (process.env.BENCH_DETAIL)
            for (const r of responses) console.error(`${name} ${r.type} ${r.bytes} ${r.encoding} ${r.url.replace(site.baseUrl, '')}`);
          const bytesOf = (type) => responses.filter((r) => r.type === type).reduce((sum, r) => sum + r.bytes, 0);
          const total = responses.reduce((sum, r) => sum + r.bytes, 0);
          const key = `${build.name} ${name}`;
          totals.set(key, { build: build.name, page: name, ...totals.get(key), [server]: total });
          rows.push({
            page: name,
            cells: [
              build.name,
              kb(total),
              ...TYPES.map((type) => kb(bytesOf(type))),
              responses.length,
              responses.filter((r) => r.type === 'js').length,
              responses.find((r) => r.type === 'html')?.encoding,
              kb(inline.css),
              inline.svg,
            ],
          });
        }
      } finally {
        await site.stop();
      }
    }
    // Each page's builds side by side.
    const pages = [...new Set(rows.map((row) => row.page))];
    for (const page of pages) for (const row of rows.filter((r) => r.page === page)) console.log(`| ${page} | ${row.cells.join(' | ')} |`);
    console.log('');
  }
  const compared = [...totals.values()].filter((total) => total.nginx && total.node);
  if (compared.length) {
    console.log(`### npm start against nginx (goal: within ${NODE_WITHIN * 100} %)\n`);
    console.log('| page | build | nginx | npm start | difference | within |');
    console.log('|---|---|---|---|---|---|');
    for (const { build, page, nginx, node } of compared) {
      const difference = node / nginx - 1;
      const percent = `${difference >= 0 ? '+' : ''}${(difference * 100).toFixed(1)} %`;
      console.log(
        `| ${page} | ${build} | ${kb(nginx)} | ${kb(node)} | ${percent} | ${Math.abs(difference) <= NODE_WITHIN ? 'yes' : 'NO'} |`,
      );
    }
    console.log('');
  }
} finally {
  await browser.close();
}
