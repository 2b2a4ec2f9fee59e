#!/usr/bin/env node
// Public reads against a raw baseline, side by side in one run (issue 12):
//
//   node bench/api-ratio.mjs                                                     SQLite
//   BENCH_DATABASE_URL=mariadb://root@127.0.0.1:3306/haunt_bench node bench/api-ratio.mjs   MariaDB/MySQL too
//   BENCH_SIZES=10,100000 BENCH_SECONDS=8 BENCH_ROUNDS=3 BENCH_CONNECTIONS=16   (the defaults)
//   BENCH_ACCEPT_ENCODING=br                       every request takes brotli (default: none, the body as it is)
//
// For each size: a fresh database with N stories (bench/lib/stories.mjs), the product (node backend/dist/main.js)
// and the raw baseline (bench/lib/raw-baseline.mjs: node:http + the driver, a view UPDATE per read and a COUNT per
// list, the same JSON) on the same data. Each endpoint is loaded with autocannon in alternated rounds (product then
// raw, raw then product, …); the table shows the medians, the ratio product req/s ÷ raw req/s, and the bytes of the
// product's body as sent (compressed when the request takes it; the raw baseline never compresses). Not part of npm test.
import { spawn } from 'node:child_process';
import { get } from 'node:http';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { buildStale } from '../scripts/build-stale.mjs';
import { freePort, REPO_ROOT as root, startApp } from '../scripts/lib/app-process.cjs';
import { prepareDatabase, story } from './lib/stories.mjs';

const SIZES = (process.env.BENCH_SIZES || '10,100000').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_SECONDS || 8);
const ROUNDS = Number(process.env.BENCH_ROUNDS || 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 16);
const ACCEPT_ENCODING = process.env.BENCH_ACCEPT_ENCODING;
const HEADERS = ACCEPT_ENCODING ? { 'accept-encoding': ACCEPT_ENCODING } : {};

async function startRaw(prepared) {
  const port = await freePort();
  const child = spawn(process.execPath, [join(root, 'bench', 'lib', 'raw-baseline.mjs')], {
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      DATA_DIR: prepared.dataDir,
      ...(prepared.databaseUrl ? { DATABASE_URL: prepared.databaseUrl } : {}),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    child.stdout.once('data', resolve);
    child.once('exit', (code) => reject(new Error(`raw baseline exited with ${code}`)));
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

function load(url) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers: HEADERS }, (error, result) => {
      if (error) return reject(error);
      if (result.non2xx || result.errors) return reject(new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`));
      resolve({ rps: result.requests.average, p99: result.latency.p99 });
    });
  });
}

/** The body's bytes as sent, not decompressed (fetch would decompress). */
function bodyBytes(url) {
  return new Promise((resolve, reject) => {
    get(url, { headers: HEADERS }, (res) => {
      let bytes = 0;
      res.on('data', (chunk) => (bytes += chunk.length));
      res.on('end', () => resolve(bytes));
    }).on('error', reject);
  });
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The two servers must answer the same stories, or the ratio compares different work. */
async function assertSameAnswer(path, product, raw) {
  const [a, b] = await Promise.all([product, raw].map(async (server) => (await fetch(server.baseUrl + path)).json()));
  const ids = (body) => JSON.stringify(body.items ? body.items.map((item) => item.id) : body.id);
  if (ids(a) !== ids(b)) throw new Error(`${path}: product and raw baseline answer different stories`);
}

async function benchSize(database, size) {
  const prepared = await prepareDatabase(database, size);
  const product = await startApp({ env: prepared.env });
  const raw = await startRaw(prepared);
  try {
    const middle = Math.max(1, Math.floor(size / 2));
    const slug = story(middle, 0).published ? `bench-story-${middle}` : `bench-story-${middle + 1}`;
    const endpoints = {
      'list (region, published)': '/api/blog-posts?region=new-york&published=true',
      'detail by slug': `/api/blog-posts/${slug}`,
    };
    const rows = [];
    for (const [endpoint, path] of Object.entries(endpoints)) {
      await assertSameAnswer(path, product, raw);
      const runs = { product: [], raw: [] };
      for (let round = 0; round < ROUNDS; round++) {
        const order = round % 2 === 0 ? ['product', 'raw'] : ['raw', 'product'];
        for (const name of order) runs[name].push(await load((name === 'product' ? product : raw).baseUrl + path));
      }
      const figures = (name) => ({ rps: median(runs[name].map((r) => r.rps)), p99: median(runs[name].map((r) => r.p99)) });
      rows.push({
        database,
        size,
        endpoint,
        product: figures('product'),
        raw: figures('raw'),
        bytes: await bodyBytes(product.baseUrl + path),
      });
    }
    return rows;
  } finally {
    await raw.stop();
    await product.stop();
    await prepared.dispose();
  }
}

if (!buildStale({ workspaces: ['backend'] })) process.exit(1);
const databases = ['sqlite', ...(process.env.BENCH_DATABASE_URL ? ['mysql'] : [])];
console.log(
  `autocannon, ${CONNECTIONS} connections, ${SECONDS} s, ${ROUNDS} alternated rounds, medians, Accept-Encoding: ${ACCEPT_ENCODING ?? '(none)'}\n`,
);
const header = ['database', 'stories', 'endpoint', 'product req/s', 'product p99', 'raw req/s', 'raw p99', 'ratio', 'bytes'];
const widths = [9, 9, 26, 15, 13, 11, 9, 7, 8];
const line = (cells) => console.log(cells.map((cell, i) => String(cell).padEnd(widths[i])).join(''));
line(header);
for (const database of databases) {
  for (const size of SIZES) {
    for (const row of await benchSize(database, size)) {
      line([
        database,
        size.toLocaleString('en-US'),
        row.endpoint,
        Math.round(row.product.rps).toLocaleString('en-US'),
        `${row.product.p99} ms`,
        Math.round(row.raw.rps).toLocaleString('en-US'),
        `${row.raw.p99} ms`,
        (row.product.rps / row.raw.rps).toFixed(2),
        row.bytes.toLocaleString('en-US'),
      ]);
    }
  }
}
