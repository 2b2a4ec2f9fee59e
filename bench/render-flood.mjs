#!/usr/bin/env node
// Renders on demand (issue 22): what a flood of ever-new addresses does to a cached page's latency.
//
//   node bench/render-flood.mjs                                   (this checkout, `npm start` mode)
//   BENCH_BEFORE=/path/to/a/built/checkout node bench/render-flood.mjs    the same run on another build too ("before")
//   BENCH_SECONDS=10 BENCH_FLOODERS=4                             (the defaults)
//
// For each build, on a fresh DATA_DIR with the demo content: one client asks for a cached story page again and again
// (one request at a time) for BENCH_SECONDS, alone, then while BENCH_FLOODERS clients each ask, one request at a
// time, for an address never asked before: an unknown ?region= or ?category= value, an unknown story slug, an
// unknown path. Prints the cached page's p50/p99 alone and during the flood, their ratio, the flood's requests and
// their statuses, and with BENCH_BEFORE the ratio after ÷ before. Not part of npm test.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { benchPages, startSite } from './lib/site.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS || 10);
const FLOODERS = Number(process.env.BENCH_FLOODERS || 4);
const BEFORE = process.env.BENCH_BEFORE;
if (BEFORE && !existsSync(join(BEFORE, 'backend', 'dist', 'main.js'))) {
  console.error(`BENCH_BEFORE=${BEFORE} is not a built checkout: run npm run build there first`);
  process.exit(1);
}

const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)];

/** Asks for `path` one request at a time until `until`; resolves with each answer's milliseconds. */
async function timeCachedPage(url, until) {
  const latencies = [];
  while (Date.now() < until) {
    const started = process.hrtime.bigint();
    const response = await fetch(url);
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${url}: ${response.status}`);
    latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  return latencies;
}

/** One client asking for new addresses, one at a time, without following redirects; counts the statuses. */
async function flood(baseUrl, client, until, statuses) {
  const addresses = [
    (n) => `/ouija?region=zz${n}`,
    (n) => `/new-york/dark-legends?category=zz${n}`,
    (n) => `/new-york/dark-legends/no-such-story-${n}`,
    (n) => `/no-such-page-${n}`,
  ];
  for (let n = 0; Date.now() < until; n++) {
    const path = addresses[n % addresses.length](`${client}x${n}`);
    const response = await fetch(baseUrl + path, { redirect: 'manual' });
    await response.arrayBuffer();
    statuses[response.status] = (statuses[response.status] ?? 0) + 1;
  }
}

async function measure(name, checkout) {
  const site = await startSite({ checkout });
  try {
    const story = (await benchPages(site.baseUrl)).find((page) => page.name === 'story');
    const url = site.baseUrl + story.path;
    await timeCachedPage(url, Date.now() + 1000);
    const alone = await timeCachedPage(url, Date.now() + SECONDS * 1000);
    const statuses = {};
    const until = Date.now() + SECONDS * 1000;
    const [during] = await Promise.all([
      timeCachedPage(url, until),
      ...Array.from({ length: FLOODERS }, (_, client) => flood(site.baseUrl, client, until, statuses)),
    ]);
    const flooded = Object.values(statuses).reduce((sum, count) => sum + count, 0);
    return {
      name,
      alone: { p50: percentile(alone, 50), p99: percentile(alone, 99) },
      during: { p50: percentile(during, 50), p99: percentile(during, 99) },
      flooded,
      statuses,
    };
  } finally {
    await site.stop();
  }
}

const results = [];
if (BEFORE) results.push(await measure('before', BEFORE));
results.push(await measure(BEFORE ? 'after' : 'this build', undefined));

console.log(
  `Cached story page, one client, ${SECONDS} s alone then ${SECONDS} s while ${FLOODERS} clients ask for new addresses (Node process, npm start mode)\n`,
);
const ms = (value) => value.toFixed(1).padStart(9);
console.log(
  `${'build'.padEnd(12)}${'alone p50'.padStart(10)}${'alone p99'.padStart(10)}${'flood p50'.padStart(10)}${'flood p99'.padStart(10)}${'p99 ×'.padStart(8)}  flood requests (statuses)`,
);
for (const { name, alone, during, flooded, statuses } of results) {
  const answers = Object.entries(statuses)
    .map(([status, count]) => `${status}: ${count}`)
    .join(', ');
  console.log(
    `${name.padEnd(12)}${ms(alone.p50)} ${ms(alone.p99)} ${ms(during.p50)} ${ms(during.p99)} ${(during.p99 / alone.p99).toFixed(1).padStart(7)}  ${flooded} (${answers})`,
  );
}
if (BEFORE) {
  const [before, after] = results;
  console.log(`\ncached-page p99 during the flood, after ÷ before: ${(after.during.p99 / before.during.p99).toFixed(2)}`);
  console.log(`cached-page p50 during the flood, after ÷ before: ${(after.during.p50 / before.during.p50).toFixed(2)}`);
}
