// Fresh benchmark databases with N stories, shared by the API benchmarks: the app's own first start (migrations +
// demo content) on a new SQLite DATA_DIR or a new MariaDB/MySQL database, then the stories inserted with SQL.
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { makeDataDir, REPO_ROOT as root, startApp } from '../../scripts/lib/app-process.cjs';

export const requireBackend = createRequire(join(root, 'backend', 'package.json'));
const CATEGORIES = ['ghost-story', 'true-crime', 'legend', 'mystery'];

export function story(i, now) {
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

/** One story's row: the columns the bench fills (the others keep their defaults); `created` as the driver takes a datetime. */
function row(i, now, datetime) {
  const { created, ...s } = story(i, now);
  const at = datetime(created);
  return { ...s, readTime: '5 min read', views: 0, featured: 0, createdAt: at, updatedAt: at };
}
const COLUMNS = Object.keys(row(1, 0, (date) => date));

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
    for (let i = 1; i <= count; i++) insert.run(...Object.values(row(i, now, text)));
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
      rows.push(Object.values(row(i, now, (date) => date)));
    }
    await connection.query(`INSERT INTO blog_posts (${COLUMNS.map((c) => `\`${c}\``).join(', ')}) VALUES ?`, [rows]);
  }
  await connection.end();
}

export async function serverConnection(serverUrl) {
  const mysql = requireBackend('mysql2/promise');
  const url = new URL(serverUrl);
  return mysql.createConnection({
    host: url.hostname,
    port: Number(url.port || 3306),
    user: decodeURIComponent(url.username),
    password: decodeURIComponent(url.password),
  });
}

/**
 * A migrated, seeded database with `size` bench stories; `database` is 'sqlite' or 'mysql' (BENCH_DATABASE_URL).
 * Resolves with { env (for startApp), dataDir, databaseUrl, insertSeconds, dispose() }.
 */
export async function prepareDatabase(database, size) {
  const dataDir = makeDataDir('haunt-bench-');
  let dbName;
  const env = { DATA_DIR: dataDir, ADMIN_PASSWORD: randomBytes(16).toString('hex') };
  const dispose = async () => {
    rmSync(dataDir, { recursive: true, force: true });
    if (dbName) {
      const admin = await serverConnection(process.env.BENCH_DATABASE_URL);
      await admin.query(`DROP DATABASE IF EXISTS \`${dbName}\``);
      await admin.end();
    }
  };
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
    return { env, dataDir, databaseUrl: env.DATABASE_URL, insertSeconds: (Date.now() - insertStarted) / 1000, dispose };
  } catch (error) {
    await dispose();
    throw error;
  }
}
