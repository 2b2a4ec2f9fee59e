#!/usr/bin/env node
// Lighthouse 12 (mobile, the default config) on the public pages, each beside its no-JavaScript floor, median of 3.
//
// The floor of a page is the same page as a visitor's browser shows it once loaded (DOM and inlined styles
// snapshotted in Chromium) with every script removed: what the page would score if it shipped no JavaScript at all.
// Product and floor are measured in the same run through the same servers (a small loopback proxy in front of
// nginx answers the floors' paths from memory, gzipped, and forwards everything else), so the machine's noise hits both.
//
//   node bench/lighthouse.mjs                     behind nginx (gzip, caching: production)
//   BENCH_SERVER=node node bench/lighthouse.mjs   the single Node process of `npm start`
//   LIGHTHOUSE_RUNS=5 node bench/lighthouse.mjs
//   BENCH_BEFORE=/path/to/a/built/checkout node bench/lighthouse.mjs   that build ("before") beside this one, page by page
//                                                  in turns, so a slower machine is told apart from a slower page
// Uses Chromium at CHROME_PATH (default /usr/bin/chromium). Not part of npm test.
/* global document -- the snapshot runs in the page */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createServer, request } from 'node:http';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import { freePort } from '../scripts/lib/app-process.cjs';
import { benchPages, launchBenchChromium, NGINX_BIN, requireChromium, startSite } from './lib/site.mjs';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS || 3);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const server = process.env.BENCH_SERVER || (existsSync(NGINX_BIN) ? 'nginx' : 'node');
const FLOOR_PREFIX = '/__floor/';

const BEFORE = process.env.BENCH_BEFORE;
if (BEFORE && !existsSync(join(BEFORE, 'backend', 'dist', 'main.js'))) {
  console.error(`BENCH_BEFORE=${BEFORE} is not a built checkout: run npm run build there first`);
  process.exit(1);
}

requireChromium();
const debuggingPort = await freePort();
const browser = await launchBenchChromium([`--remote-debugging-port=${debuggingPort}`]);

/** The page once loaded, without a single script: inline data, module scripts and their preloads all removed. */
async function snapshotFloor(url) {
  const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
  await page.goto(url, { waitUntil: 'networkidle' });
  const html = await page.evaluate(() => {
    document.querySelectorAll('script, link[rel="modulepreload"]').forEach((element) => element.remove());
    return `<!doctype html>\n${document.documentElement.outerHTML}`;
  });
  await page.close();
  return html;
}

/**
 * A build's site behind a loopback proxy that answers its floors' paths (`floors`, filled once the site runs) from
 * memory and forwards everything else.
 */
async function startBuild({ name, checkout }) {
  const site = await startSite({ nginx: server === 'nginx', checkout });
  const floors = new Map();
  const target = new URL(site.baseUrl);
  const proxy = createServer((req, res) => {
    const floor = floors.get(req.url);
    if (floor) {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Encoding': 'gzip', 'Cache-Control': 'no-cache' });
      return res.end(floor);
    }
    const upstream = request(
      { host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  await new Promise((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  return {
    name,
    site,
    floors,
    url: `http://127.0.0.1:${proxy.address().port}`,
    stop: async () => {
      proxy.close();
      await site.stop();
    },
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
async function measure(url) {
  const runs = [];
  // Lighthouse now and then loses a trace on a busy machine (NO_NAVSTART): such a run is measured again, a few times at most.
  for (let attempt = 0; runs.length < RUNS; attempt++) {
    const { lhr } = await lighthouse(url, { port: debuggingPort, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
    if (!lhr.runtimeError) runs.push(lhr);
    else if (attempt >= RUNS + 2) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    else console.error(`${url}: ${lhr.runtimeError.code}, measuring that run again`);
  }
  const audit = (id) => median(runs.map((lhr) => lhr.audits[id].numericValue ?? 0));
  const scripts = (lhr) =>
    (lhr.audits['network-requests'].details?.items ?? [])
      .filter((item) => item.resourceType === 'Script')
      .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  const longestTask = (lhr) => Math.max(0, ...(lhr.audits['long-tasks'].details?.items ?? []).map((item) => item.duration));
  return {
    scores: Object.fromEntries(
      CATEGORIES.map((category) => [category, Math.round(median(runs.map((lhr) => (lhr.categories[category].score ?? 0) * 100)))]),
    ),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    cls: audit('cumulative-layout-shift'),
    tbt: audit('total-blocking-time'),
    js: median(runs.map(scripts)),
    longestTask: median(runs.map(longestTask)),
    failing: Object.values(runs[0].audits)
      .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === 'binary')
      .map((a) => a.id),
  };
}

const s = (ms) => `${(ms / 1000).toFixed(1)} s`;
const builds = [];
try {
  for (const build of [...(BEFORE ? [{ name: 'before', checkout: BEFORE }] : []), { name: BEFORE ? 'after' : 'this build' }])
    builds.push(await startBuild(build));
  const pages = await benchPages(builds.at(-1).site.baseUrl);
  for (const build of builds)
    for (const { name, path } of pages) build.floors.set(`${FLOOR_PREFIX}${name}`, gzipSync(await snapshotFloor(`${build.url}${path}`)));
  console.log(`Lighthouse 12, mobile, ${RUNS} runs per page (medians), served by ${server}; each page beside its no-JS floor\n`);
  const header = [
    'page',
    'build',
    'perf',
    'floor perf',
    'FCP / LCP',
    'floor FCP / LCP',
    'FCP ratio',
    'CLS',
    'TBT',
    'longest task',
    'JS kB',
    'a11y/bp/seo',
  ];
  const widths = [13, 11, 6, 11, 14, 16, 10, 7, 8, 13, 7, 12];
  const row = (cells) => console.log(cells.map((cell, i) => String(cell).padEnd(widths[i])).join(' '));
  row(header);
  for (const { name, path } of pages) {
    for (const build of builds) {
      const product = await measure(`${build.url}${path}`);
      const floor = await measure(`${build.url}${FLOOR_PREFIX}${name}`);
      row([
        name,
        build.name,
        product.scores.performance,
        floor.scores.performance,
        `${s(product.fcp)} / ${s(product.lcp)}`,
        `${s(floor.fcp)} / ${s(floor.lcp)}`,
        (product.fcp / floor.fcp).toFixed(2),
        product.cls.toFixed(3),
        `${product.tbt.toFixed(0)} ms`,
        `${product.longestTask.toFixed(0)} ms`,
        (product.js / 1000).toFixed(0),
        `${product.scores.accessibility}/${product.scores['best-practices']}/${product.scores.seo}`,
      ]);
      if (product.failing.length) console.log(`${''.padEnd(14)}failing audits: ${product.failing.join(', ')}`);
    }
  }
} finally {
  await browser.close();
  for (const build of builds) await build.stop();
}
