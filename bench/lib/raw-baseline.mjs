#!/usr/bin/env node
// The raw baseline of bench/api-ratio.mjs: node:http plus the database driver, doing the SQL work the product
// promised before issue 12 (a view counted per read with an UPDATE, a COUNT per list) and answering the same JSON.
//   PORT=… DATA_DIR=… node bench/lib/raw-baseline.mjs          (SQLite, better-sqlite3)
//   PORT=… DATABASE_URL=mariadb://… node bench/lib/raw-baseline.mjs  (MariaDB/MySQL, mysql2 pool)
import { createServer } from 'node:http';
import { join } from 'node:path';
import { requireBackend } from './stories.mjs';

const mysqlUrl = process.env.DATABASE_URL;

/** query(sql, params) → rows, for either driver. */
async function connect() {
  if (mysqlUrl) {
    const mysql = requireBackend('mysql2/promise');
    const pool = mysql.createPool({ uri: mysqlUrl.replace(/^mariadb:/, 'mysql:'), timezone: 'Z', connectionLimit: 10 });
    const quote = (sql) => sql.replaceAll('"', '`');
    return async (sql, params) => (await pool.query(quote(sql), params))[0];
  }
  const Database = requireBackend('better-sqlite3');
  const db = new Database(join(process.env.DATA_DIR, 'haunt.sqlite'));
  db.pragma('journal_mode = WAL');
  db.pragma('busy_timeout = 5000');
  const statements = new Map();
  return async (sql, params) => {
    let statement = statements.get(sql);
    if (!statement) statements.set(sql, (statement = db.prepare(sql)));
    return statement.reader ? statement.all(params) : (statement.run(params), []);
  };
}

const date = (value) => (value instanceof Date ? value : new Date(`${String(value).replace(' ', 'T')}Z`)).toISOString();
function summary(row) {
  return {
    ...row,
    published: Boolean(row.published),
    featured: Boolean(row.featured),
    createdAt: date(row.createdAt),
    updatedAt: date(row.updatedAt),
  };
}

const query = await connect();
/** The columns of a story in a list: as the product selects them, every column of the table but content. */
const tableColumns = mysqlUrl
  ? await query(
      'SELECT COLUMN_NAME AS name FROM information_schema.COLUMNS WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = ? ORDER BY ORDINAL_POSITION',
      ['blog_posts'],
    )
  : await query('SELECT name FROM pragma_table_info(?)', ['blog_posts']);
const columns = tableColumns
  .map((column) => column.name)
  .filter((name) => name !== 'content')
  .map((name) => `"${name}"`)
  .join(', ');

async function list(params) {
  const region = params.get('region') ?? 'new-york';
  const limit = Number(params.get('limit') ?? 20);
  const offset = Number(params.get('offset') ?? 0);
  const items = await query(
    `SELECT ${columns} FROM blog_posts WHERE "published" = 1 AND "region" = ? ORDER BY "createdAt" DESC, "id" DESC LIMIT ? OFFSET ?`,
    [region, limit, offset],
  );
  const [{ total }] = await query('SELECT COUNT(*) AS total FROM blog_posts WHERE "published" = 1 AND "region" = ?', [region]);
  return { items: items.map(summary), total: Number(total), limit, offset };
}

async function detail(slug) {
  await query('UPDATE blog_posts SET "views" = "views" + 1 WHERE "slug" = ? AND "published" = 1', [slug]);
  const [row] = await query('SELECT * FROM blog_posts WHERE "slug" = ? AND "published" = 1', [slug]);
  return row && { ...summary(row), content: row.content };
}

createServer(async (req, res) => {
  const url = new URL(req.url, 'http://raw');
  try {
    const slug = /^\/api\/blog-posts\/([^/]+)$/.exec(url.pathname)?.[1];
    const body = url.pathname === '/api/blog-posts' ? await list(url.searchParams) : slug ? await detail(slug) : undefined;
    res.writeHead(body ? 200 : 404, { 'Content-Type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(body ?? { statusCode: 404 }));
  } catch (error) {
    res.writeHead(500).end(String(error));
  }
}).listen(Number(process.env.PORT), '127.0.0.1', () => console.log('raw baseline ready'));
