#!/usr/bin/env node
// Memory under a steady load (issue 39): does the server's resident memory stay flat once its caches are warm?
//
//   node bench/memory-soak.mjs                 a 10-minute soak
//   node bench/memory-soak.mjs --minutes 3     a quick one (BENCH_CONNECTIONS=20, BENCH_WARMUP_SECONDS=60 the defaults)
//
// The app as `npm start` runs it (node backend/dist/main.js, NODE_ENV=production) on a fresh SQLite DATA_DIR with the
// demo content. 20 connections ask, one request after another, for the public pages and the API reads they make, and
// for a few hundred addresses that differ only in their query string (campaign links on the pages, pages of the story
// list): the caches meet many keys. After a warm-up under the same load, the soak; the server's resident set size
// (VmRSS) and its V8 heap (from GET /metrics) are sampled every 5 s and printed every 15 s, then once more after 15 s
// without load. The heap grows and is collected in a sawtooth, so the RSS after warm-up is the highest of the warm-up
// (when the collector has settled on its limits); the verdict: the highest RSS of the soak within +10 % of it. Not part
// of npm test.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { benchPages, startSite } from './lib/site.mjs';

const { values: options } = parseArgs({ options: { minutes: { type: 'string', default: '10' } } });
const SOAK_MS = Number(options.minutes) * 60_000;
const WARMUP_MS = Number(process.env.BENCH_WARMUP_SECONDS || 60) * 1000;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 20);
const SAMPLE_MS = 5_000;
const PRINT_EVERY = 3;
const IDLE_MS = 15_000;
/** Addresses of each kind that differ by their query string only. */
const VARIANTS = 300;
/** The growth over the RSS after warm-up the soak may show. */
const ALLOWED_GROWTH = 0.1;
const METRICS_TOKEN = randomBytes(32).toString('hex');

if (!(SOAK_MS > 0)) {
  console.error(`--minutes must be a positive number, got "${options.minutes}"`);
  process.exit(1);
}

const MB = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

function rss(pid) {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) * 1024 : 0;
}

/** The server's V8 heap in use and its external memory (Buffers), from its Prometheus metrics. */
async function heap(baseUrl) {
  const text = await (await fetch(`${baseUrl}/metrics`, { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } })).text();
  const gauge = (name) => Number(new RegExp(`^${name}(?:\\{[^}]*\\})? (\\S+)$`, 'm').exec(text)?.[1] ?? NaN);
  return { heapUsed: gauge('nodejs_heap_size_used_bytes'), external: gauge('nodejs_external_memory_bytes') };
}

/**
 * Every address the load asks for: the pages and the API reads they make; each page also with VARIANTS campaign query
 * strings (one page each, the same cached page), and the story list in VARIANTS pages (limit and offset), each kept apart.
 */
async function addresses(baseUrl) {
  const pages = (await benchPages(baseUrl)).map((page) => page.path);
  const stories = await (await fetch(`${baseUrl}/api/blog-posts?region=new-york&published=true`)).json();
  const reads = [
    '/api/settings',
    '/api/regions',
    '/api/blog-posts?region=new-york&published=true',
    `/api/blog-posts/${stories.items[0].slug}`,
    '/api/attractions?region=new-york',
    '/api/testimonials?region=new-york',
    '/api/faq?region=new-york',
    '/api/ticket-types?region=new-york',
    '/api/calendar?region=new-york',
  ];
  const all = [...pages, ...reads];
  for (let i = 0; i < VARIANTS; i++) {
    all.push(...pages.map((path) => `${path}?utm_source=soak-${i}`));
    all.push(`/api/blog-posts?region=new-york&published=true&limit=${1 + (i % 50)}&offset=${Math.floor(i / 50)}`);
  }
  for (const path of all) {
    const response = await fetch(baseUrl + path);
    await response.arrayBuffer();
    if (response.status >= 400) throw new Error(`${path}: ${response.status}`);
  }
  return all;
}

/** `connections` clients asking for `paths` in turn until `ms` have passed; resolves with the requests made and the errors. */
function drive(baseUrl, paths, ms) {
  let next = 0;
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: baseUrl,
        connections: CONNECTIONS,
        duration: ms / 1000,
        requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }) }],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

const site = await startSite({ env: { METRICS_TOKEN } });
const pid = site.app.child.pid;
const started = Date.now();
const curve = [];
const sample = async (phase, print = true) => {
  const point = { phase, seconds: Math.round((Date.now() - started) / 1000), rss: rss(pid), ...(await heap(site.baseUrl)) };
  curve.push(point);
  if (print)
    console.log(
      `${String(point.seconds).padStart(5)} s  ${phase.padEnd(8)} RSS ${MB(point.rss).padStart(7)}  heap ${MB(point.heapUsed).padStart(7)}  external ${MB(point.external).padStart(7)}`,
    );
  return point;
};
try {
  console.log(
    `${CONNECTIONS} connections, warm-up ${WARMUP_MS / 1000} s, soak ${SOAK_MS / 60_000} min, a sample every ${SAMPLE_MS / 1000} s\n`,
  );
  const start = await sample('start');
  const paths = await addresses(site.baseUrl);
  console.log(`       ${paths.length} addresses`);
  let phase = 'warm-up';
  let samples = 0;
  const timer = setInterval(() => void sample(phase, ++samples % PRINT_EVERY === 0), SAMPLE_MS);
  const warmup = await drive(site.baseUrl, paths, WARMUP_MS);
  const afterWarmup = await sample('warm');
  const warm = Math.max(...curve.filter((point) => point.phase === 'warm-up' || point.phase === 'warm').map((point) => point.rss));
  phase = 'soak';
  const soak = await drive(site.baseUrl, paths, SOAK_MS);
  clearInterval(timer);
  const end = await sample('end');
  await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
  const idle = await sample('idle');

  const peak = Math.max(...curve.filter((point) => point.phase === 'soak' || point.phase === 'end').map((point) => point.rss));
  const growth = peak / warm - 1;
  for (const [name, result] of [
    ['warm-up', warmup],
    ['soak', soak],
  ])
    console.log(
      `\n${name}: ${result.requests.total.toLocaleString('en-US')} requests, ${Math.round(result.requests.average)} req/s, ${result.non2xx} non-2xx, ${result.errors} errors`,
    );
  console.log(
    `\nRSS: start ${MB(start.rss)}, after warm-up ${MB(afterWarmup.rss)} (highest of the warm-up ${MB(warm)}), highest of the soak ${MB(peak)}, end ${MB(end.rss)}, idle ${MB(idle.rss)}`,
  );
  const flat = growth <= ALLOWED_GROWTH;
  console.log(
    `Verdict: ${flat ? 'flat' : 'GROWS'}: the soak's highest RSS is ${(growth * 100).toFixed(1)} % over the warm-up's (at most +${ALLOWED_GROWTH * 100} %)`,
  );
  if (!flat || soak.errors || soak.non2xx) process.exitCode = 1;
} finally {
  await site.stop();
}
