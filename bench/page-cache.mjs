#!/usr/bin/env node
// Server-rendered pages: what a cached page costs against a static file, and what a render costs when the cache misses.
//
//   node bench/page-cache.mjs                        (BENCH_SECONDS=8 BENCH_ROUNDS=3 BENCH_SAMPLES=30)
//
// 1. Cached page vs static file, in one run on the same Node process (`npm start` mode): autocannon (16 connections)
//    on a cached story page, and on a static file of exactly the same size that the process serves from the client
//    build; alternated rounds, medians. Goal: the cached page at least 0.5 of the static file's req/s.
// 2. Cache-miss render time per route, p50/p99: before each sample an admin write (the settings, saved unchanged)
//    empties the cache, then the page is requested once and timed.
// Not part of npm test.
import autocannon from 'autocannon';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT as root } from '../scripts/lib/app-process.cjs';
import { benchPages, startSite } from './lib/site.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS || 8);
const ROUNDS = Number(process.env.BENCH_ROUNDS || 3);
const SAMPLES = Number(process.env.BENCH_SAMPLES || 30);
const ADMIN = { username: 'admin', password: 'bench-keeper-lantern-123' };

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)];

const site = await startSite({ env: { ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password } });
const staticFile = join(root, 'frontend', 'dist', 'images', `bench-page-${process.pid}.html`);
try {
  const { token } = await (
    await fetch(`${site.baseUrl}/api/admin/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(ADMIN),
    })
  ).json();
  const settings = await (await fetch(`${site.baseUrl}/api/settings`)).json();
  const writable = { ...settings };
  for (const serverOwned of ['updatedAt', 'ticketingEmbeddable', 'ticketingCheck']) delete writable[serverOwned];
  const emptyCache = async () => {
    const response = await fetch(`${site.baseUrl}/api/settings`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify(writable),
    });
    if (!response.ok) throw new Error(`saving the settings failed: ${response.status} ${await response.text()}`);
  };

  const pages = await benchPages(site.baseUrl);
  const story = pages.find((page) => page.name === 'story');
  const cachedPage = Buffer.from(await (await fetch(site.baseUrl + story.path)).arrayBuffer());
  writeFileSync(staticFile, cachedPage);
  const staticPath = `/images/${staticFile.split('/').pop()}`;

  const load = async (path) => {
    const result = await autocannon({ url: site.baseUrl + path, connections: 16, duration: SECONDS });
    if (result.non2xx || result.errors) throw new Error(`${path}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
    return result;
  };
  const page = [];
  const file = [];
  for (let round = 0; round < ROUNDS; round++) {
    page.push(await load(story.path));
    file.push(await load(staticPath));
  }
  const row = (name, results) =>
    `${name.padEnd(28)}${String(Math.round(median(results.map((r) => r.requests.average)))).padStart(8)} req/s   p99 ${median(results.map((r) => r.latency.p99))} ms`;
  console.log(
    `Cached page vs static file of the same size (${(cachedPage.length / 1024).toFixed(0)} KiB), Node process, 16 connections, ${SECONDS} s x ${ROUNDS} alternated rounds, medians\n`,
  );
  console.log(row('cached story page', page));
  console.log(row('static file, same size', file));
  const ratio = median(page.map((r) => r.requests.average)) / median(file.map((r) => r.requests.average));
  console.log(`ratio (goal >= 0.5): ${ratio.toFixed(2)}\n`);

  console.log(`Cache-miss render time per route, ${SAMPLES} samples each (cache emptied by an admin write before each)\n`);
  console.log(`${'page'.padEnd(14)}${'p50 ms'.padStart(8)}${'p99 ms'.padStart(8)}${'KiB'.padStart(6)}`);
  for (const { name, path } of [
    ...pages,
    { name: 'contact', path: '/new-york/contact' },
    { name: 'employment', path: '/employment' },
    { name: 'not-found', path: '/no-such-page' },
  ]) {
    const times = [];
    let size = 0;
    for (let sample = 0; sample < SAMPLES; sample++) {
      await emptyCache();
      const started = performance.now();
      const response = await fetch(site.baseUrl + path);
      size = (await response.arrayBuffer()).byteLength;
      times.push(performance.now() - started);
    }
    console.log(
      `${name.padEnd(14)}${percentile(times, 50).toFixed(1).padStart(8)}${percentile(times, 99).toFixed(1).padStart(8)}${(size / 1024).toFixed(0).padStart(6)}`,
    );
  }
} finally {
  rmSync(staticFile, { force: true });
  await site.stop();
}
