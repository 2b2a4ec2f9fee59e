#!/usr/bin/env node
// API latency as the story table grows (ARCHITECTURE.md section 7: p99 flat from 10 to 100,000 stories).
//
//   node bench/api-latency.mjs                        SQLite at 10, 1 000 and 100 000 stories
//   BENCH_DATABASE_URL=mariadb://root@127.0.0.1:3306/haunt_bench node bench/api-latency.mjs   MariaDB/MySQL too
//   BENCH_SIZES=10,1000 BENCH_REQUESTS=200 node bench/api-latency.mjs
//
// For each size: a fresh database, the app's own first start (migrations + demo content), N stories inserted
// with SQL, a second start, then sequential requests over loopback to the visitor's story list (first page),
// a page deep in the list and one story by slug. Prints p50/p99 in milliseconds. Not part of npm test.
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { buildStale } from '../scripts/build-stale.mjs';
import { root, startApp, tempDir } from '../scripts/lib/app-process.mjs';

const requireBackend = createRequire(join(root, 'backend', 'package.json'));
const SIZES = (process.env.BENCH_SIZES || '10,1000,100000').split(',').map(Number);
const REQUESTS = Number(process.env.BENCH_REQUESTS || 300);
const WARMUP = 30;
const CATEGORIES = ['ghost-story', 'true-crime', 'legend', 'mystery'];

function story(i, now) {
  // Newest first in the list: spread creation times one second apart, the most recent first.
  const created = new Date(now - i * 1000);
  return {
    title: `Bench Story ${i}`,
    slug: `bench-story-${i}`,
    excerpt: `Excerpt of bench story ${i}: something moved in the corn maze after closing.`,
    content: `Bench story ${i}. `.repeat(40),
    region: i % 10 === 0 ? 'florida' : 'new-york',
    category: CATEGORIES[i % CATEGORIES.length],
    image: '/images/fallback/ny-hero.webp',
    published: i % 7 === 0 ? 0 : 1,
    created,
  };
}

const COLUMNS = [
  'title',
  'slug',
  'excerpt',
  'content',
  'region',
  'category',
  'image',
  'readTime',
  'views',
  'published',
  'featured',
  'createdAt',
  'updatedAt',
];

function insertSqlite(dataDir, count) {
  const Database = requireBackend('better-sqlite3');
  const db = new Database(join(dataDir, 'haunt.sqlite'));
  const insert = db.prepare(
    `INSERT INTO blog_posts (${COLUMNS.map((c) => `"${c}"`).join(', ')}) VALUES (${COLUMNS.map(() => '?').join(', ')})`,
  );
  const now = Date.now() - 60_000;
  // TypeORM keeps SQLite datetimes as UTC text 'YYYY-MM-DD HH:MM:SS.SSS'.
  const text = (date) => date.toISOString().replace('T', ' ').replace('Z', '');
  db.transaction(() => {
    for (let i = 1; i <= count; i++) {
      const s = story(i, now);
      insert.run(
        s.title,
        s.slug,
        s.excerpt,
        s.content,
        s.region,
        s.category,
        s.image,
        '5 min read',
        0,
        s.published,
        0,
        text(s.created),
        text(s.created),
      );
    }
  })();
  db.close();
}

async function insertMysql(url, count) {
  const mysql = requireBackend('mysql2/promise');
  const connection = await mysql.createConnection({ uri: url.replace(/^mariadb:/, 'mysql:'), timezone: 'Z' });
  const now = Date.now() - 60_000;
  for (let start = 1; start <= count; start += 1000) {
    const rows = [];
    for (let i = start; i < Math.min(start + 1000, count + 1); i++) {
      const s = story(i, now);
      rows.push([
        s.title,
        s.slug,
        s.excerpt,
        s.content,
        s.region,
        s.category,
        s.image,
        '5 min read',
        0,
        s.published,
        0,
        s.created,
        s.created,
      ]);
    }
    await connection.query(`INSERT INTO blog_posts (${COLUMNS.map((c) => `\`${c}\``).join(', ')}) VALUES ?`, [rows]);
  }
  await connection.end();
}

async function serverConnection(serverUrl) {
  const mysql = requireBackend('mysql2/promise');
  const url = new URL(serverUrl);
  return mysql.createConnection({
    host: url.hostname,
    port: Number(url.port || 3306),
    user: decodeURIComponent(url.username),
    password: decodeURIComponent(url.password),
  });
}

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
  const dataDir = tempDir('haunt-bench-');
  let dbName;
  const env = { DATA_DIR: dataDir, ADMIN_PASSWORD: randomBytes(16).toString('hex') };
  try {
    if (database !== 'sqlite') {
      const server = new URL(process.env.BENCH_DATABASE_URL);
      dbName = `${server.pathname.slice(1) || 'haunt_bench'}_${size}_${randomBytes(3).toString('hex')}`;
      const admin = await serverConnection(process.env.BENCH_DATABASE_URL);
      await admin.query(`CREATE DATABASE \`${dbName}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
      await admin.end();
      server.pathname = `/${dbName}`;
      env.DATABASE_URL = server.toString();
    }
    const first = await startApp({ env });
    await first.stop();
    const insertStarted = Date.now();
    if (database === 'sqlite') insertSqlite(dataDir, size);
    else await insertMysql(env.DATABASE_URL, size);
    const insertSeconds = (Date.now() - insertStarted) / 1000;

    const app = await startApp({ env });
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
      return { database, size, total, insertSeconds, results };
    } finally {
      await app.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    if (dbName) {
      const admin = await serverConnection(process.env.BENCH_DATABASE_URL);
      await admin.query(`DROP DATABASE IF EXISTS \`${dbName}\``);
      await admin.end();
    }
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
