#!/usr/bin/env node
// API latency as the story table grows (docs/architecture.md §10: p99 flat from 10 to 100,000 stories).
//
//   node bench/api-latency.mjs                        SQLite at 10, 1 000 and 100 000 stories
//   BENCH_DATABASE_URL=mariadb://root@127.0.0.1:3306/haunt_bench node bench/api-latency.mjs   MariaDB/MySQL too
//   BENCH_SIZES=10,1000 BENCH_REQUESTS=200 node bench/api-latency.mjs
//
// For each size: a fresh database, the app's own first start (migrations + demo content), N stories inserted
// with SQL, a second start, then sequential requests over loopback to the visitor's story list (first page),
// a page deep in the list and one story by slug. Prints p50/p99 in milliseconds. Not part of npm test.
import { buildStale } from '../scripts/build-stale.mjs';
import { startApp } from '../scripts/lib/app-process.cjs';
import { prepareDatabase, story } from './lib/stories.mjs';

const SIZES = (process.env.BENCH_SIZES || '10,1000,100000').split(',').map(Number);
const REQUESTS = Number(process.env.BENCH_REQUESTS || 300);
const WARMUP = 30;

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function measure(url) {
  const times = [];
  for (let i = 0; i < WARMUP + REQUESTS; i++) {
    const started = process.hrtime.bigint();
    const response = await fetch(url);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    if (i >= WARMUP) times.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99) };
}

async function benchOne(database, size) {
  const prepared = await prepareDatabase(database, size);
  try {
    const app = await startApp({ env: prepared.env });
    try {
      const listUrl = `${app.baseUrl}/api/blog-posts?region=new-york&published=true`;
      const { total } = await (await fetch(listUrl)).json();
      const deepOffset = Math.max(0, Math.floor(total * 0.9));
      const middle = Math.max(1, Math.floor(size / 2));
      const slug = story(middle, 0).published ? `bench-story-${middle}` : `bench-story-${middle + 1}`;
      const results = {
        'list, first page': await measure(listUrl),
        [`list, offset ${deepOffset}`]: await measure(`${listUrl}&offset=${deepOffset}`),
        'story by slug': await measure(`${app.baseUrl}/api/blog-posts/${slug}`),
      };
      return { database, size, total, insertSeconds: prepared.insertSeconds, results };
    } finally {
      await app.stop();
    }
  } finally {
    await prepared.dispose();
  }
}

if (!buildStale({ workspaces: ['backend'] })) process.exit(1);
const databases = ['sqlite', ...(process.env.BENCH_DATABASE_URL ? ['mysql'] : [])];
console.log(`GET latency over loopback, ${REQUESTS} sequential requests each after ${WARMUP} warm-up (ms)\n`);
console.log(
  ['database', 'stories', 'new-york published', 'endpoint', 'p50', 'p99'].map((h, i) => h.padEnd([9, 9, 19, 24, 8, 8][i])).join(''),
);
for (const database of databases) {
  for (const size of SIZES) {
    const { total, results, insertSeconds } = await benchOne(database, size);
    for (const [endpoint, { p50, p99 }] of Object.entries(results)) {
      console.log(
        [database === 'sqlite' ? 'sqlite' : 'mysql', String(size), String(total), endpoint, p50.toFixed(2), p99.toFixed(2)]
          .map((cell, i) => cell.padEnd([9, 9, 19, 24, 8, 8][i]))
          .join(''),
      );
    }
    console.log(`${''.padEnd(18)}(${size} rows inserted in ${insertSeconds.toFixed(1)} s)`);
  }
}
