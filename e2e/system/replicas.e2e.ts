import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import mysql from 'mysql2/promise';
import { blogPostBody, settingsBody } from '../../backend/test/support/factories';
import { imageFile } from '../../backend/test/support/media-files';
import { makeDataDir, randomPassword, removeDir, REPO_ROOT, startApp, type RunningApp } from '../../scripts/lib/app-process.cjs';
import { startRedisServer, type RunningRedisServer } from '../../scripts/lib/redis-server.cjs';
import { startS3Server, type RunningS3Server } from '../../scripts/lib/s3-server.cjs';
import { startNginx, type RunningNginx } from '../support/nginx';
import { startTrustedStubVendor, type TrustedStubVendor } from '../support/stub-vendor';

const DB_HOST = process.env.MARIADB_HOST || '127.0.0.1';
const DB_PORT = Number(process.env.MARIADB_PORT || 3306);
/** What the figures of this run are written to (the CI log shows them too). */
const FIGURES_FILE = join(REPO_ROOT, 'e2e', '.artifacts', 'replicas.json');

/**
 * Several servers on the engines an operator runs: nginx in front of two app processes on one MariaDB database, with
 * Redis (a redis-server of the test's own) and an S3-compatible server (s3rver), no shared disk. The third process of the first start only shows that
 * concurrent starts migrate once.
 */
describe('several replicas behind nginx: MariaDB, Redis, S3-compatible media', () => {
  const database = `haunt_replicas_${randomBytes(4).toString('hex')}`;
  const admin = { username: 'admin', password: randomPassword() };
  const figures: Record<string, number> = {};
  let root: mysql.Connection;
  let s3: RunningS3Server;
  let redis: RunningRedisServer;
  let vendor: TrustedStubVendor;
  let replicas: RunningApp[] = [];
  let dataDirs: string[] = [];
  let nginx: RunningNginx;
  let a: RunningApp;
  let b: RunningApp;
  let token: string;

  beforeAll(async () => {
    root = await mysql.createConnection({ host: DB_HOST, port: DB_PORT, user: 'root' });
    await root.query(`CREATE DATABASE \`${database}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    [s3, vendor, redis] = await Promise.all([startS3Server({ bucket: 'park-media' }), startTrustedStubVendor(), startRedisServer()]);
    const secret = randomBytes(32).toString('hex');
    const env = {
      DATABASE_URL: `mariadb://root@${DB_HOST}:${DB_PORT}/${database}`,
      REDIS_URL: redis.url,
      ...s3.env,
      ...vendor.env,
      JWT_SECRET: secret,
      SECOND_FACTOR_KEY: secret,
      VISITOR_KEY_SECRET: secret,
      ADMIN_USERNAME: admin.username,
      ADMIN_PASSWORD: admin.password,
      TRUSTED_PROXIES: '127.0.0.1,::1',
      VIEW_FLUSH_SECONDS: '1',
      // The demo content too: its pictures go into the media library, in the bucket, once.
      SEED_DEMO: 'true',
    };
    dataDirs = [0, 1, 2].map(() => makeDataDir('haunt-replica-'));
    // Three first starts at the same moment on one empty database.
    const started = await Promise.allSettled(dataDirs.map((dataDir) => startApp({ dataDir, env })));
    replicas = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    const failed = started.find((result): result is PromiseRejectedResult => result.status === 'rejected');
    if (failed) throw failed.reason;
    [a, b] = replicas;
    nginx = await startNginx({ backendPort: [a.port, b.port], uploadsDir: join(dataDirs[0], 'uploads'), env: { MEDIA_STORAGE: 's3' } });
    const login = await fetch(`${a.baseUrl}/api/admin/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(admin),
    });
    token = ((await login.json()) as { token: string }).token;
  });

  afterAll(async () => {
    await nginx?.stop();
    await Promise.all(replicas.map((replica) => replica.stop()));
    await Promise.all([s3?.close(), vendor?.close(), redis?.stop()]);
    await root?.query(`DROP DATABASE IF EXISTS \`${database}\``);
    await root?.end();
    for (const dir of dataDirs) removeDir(dir);
    if (Object.keys(figures).length) {
      mkdirSync(dirname(FIGURES_FILE), { recursive: true });
      writeFileSync(FIGURES_FILE, `${JSON.stringify(figures, null, 2)}\n`);
      console.log(`Replica figures (${FIGURES_FILE}): ${JSON.stringify(figures)}`);
    }
  });

  const asAdmin = (replica: RunningApp, method: string, path: string, body: unknown) =>
    fetch(`${replica.baseUrl}${path}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  const rows = async (sql: string, values: unknown[] = []) =>
    (await root.query(`${sql}`.replace('{db}', `\`${database}\``), values))[0] as Record<string, unknown>[];

  it('three first starts at the same moment on one empty database migrate, seed and fill the media library once', async () => {
    expect(replicas).toHaveLength(3);
    const [counts] = await rows('SELECT COUNT(*) AS n, COUNT(DISTINCT name) AS distinctNames FROM {db}.migrations');
    expect(Number(counts.n)).toBeGreaterThan(0);
    expect(Number(counts.distinctNames)).toBe(Number(counts.n));
    expect(await rows('SELECT id FROM {db}.site_settings')).toHaveLength(1);
    expect(await rows('SELECT id FROM {db}.users WHERE username = ?', [admin.username])).toHaveLength(1);
    // Each of the site's pictures the demo content shows is one library item, stored in the bucket, served by any replica.
    const [media] = await rows('SELECT COUNT(*) AS n, COUNT(DISTINCT contentHash) AS pictures FROM {db}.media_items');
    const [shown] = await rows(
      `SELECT COUNT(*) AS n FROM (SELECT image FROM \`${database}\`.attractions UNION SELECT image FROM \`${database}\`.blog_posts) AS pictures`,
    );
    expect(Number(media.n)).toBeGreaterThan(10);
    expect([Number(media.pictures), Number(shown.n)]).toEqual([Number(media.n), Number(media.n)]);
    const attractions = await rows('SELECT image FROM {db}.attractions');
    expect(attractions.map((row) => row.image)).toEqual(
      attractions.map(() => expect.stringMatching(/^\/uploads\/[0-9a-f]{32}-web\.webp$/)),
    );
    for (const replica of replicas) expect((await fetch(`${replica.baseUrl}${String(attractions[0].image)}`)).status).toBe(200);
    await replicas[2].stop();
    replicas = [a, b];
  });

  /**
   * Asks B again and again (no pause) until `shows`: how long after A's answer, and in how many requests. With Redis
   * A answers only once its announcement has come back from Redis, which sends it to every replica at once, so B's next request
   * shows the change. The time is a figure for the log, not a verdict: a page B renders on a loaded machine can take
   * over a second, while without the announcement B would keep its copy for seconds and answer many requests from it.
   */
  async function firstShowing<T>(ask: () => Promise<T>, shows: (value: T) => boolean) {
    const since = Date.now();
    let requests = 0;
    let value: T;
    do {
      requests += 1;
      value = await ask();
    } while (!shows(value) && Date.now() - since < 2_000);
    return { ms: Date.now() - since, requests, value };
  }

  it('an admin edit made through A shows on the next page B serves', async () => {
    await fetch(`${b.baseUrl}/new-york`).then((res) => res.text());
    const phone = `716-555-${String(Date.now() % 10_000).padStart(4, '0')}`;
    const saved = await asAdmin(a, 'PUT', '/api/settings', settingsBody({ phone }));
    expect(saved.status).toBe(200);
    const page = () => fetch(`${b.baseUrl}/new-york`).then((res) => res.text());
    const { ms, requests, value } = await firstShowing(page, (html) => html.includes(phone));
    figures.editVisibleOnBMs = ms;
    figures.editVisibleOnBRequests = requests;
    expect(value).toContain(phone);
    expect(requests).toBe(1);
  });

  it('a ticket vendor saved on A is in the Content-Security-Policy of the next page B serves', async () => {
    const saved = await asAdmin(a, 'PUT', '/api/settings', settingsBody({ ticketingUrl: `${vendor.origin}/open` }));
    expect(saved.status).toBe(200);
    const frameSrc = async () =>
      ((await fetch(`${b.baseUrl}/new-york`)).headers.get('content-security-policy') ?? '')
        .split(';')
        .find((directive) => directive.startsWith('frame-src'));
    const { ms, requests, value } = await firstShowing(frameSrc, (directive) => !!directive?.includes(vendor.origin));
    figures.vendorInCspOfBMs = ms;
    figures.vendorInCspOfBRequests = requests;
    expect(value).toContain(vendor.origin);
    expect(requests).toBe(1);
  });

  it('a file uploaded through A is served through B and through nginx (no shared disk)', async () => {
    const png = await imageFile('png', 64, 48);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'bride.png');
    const uploaded = await fetch(`${a.baseUrl}/api/media`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form });
    expect(uploaded.status).toBe(201);
    const { url } = (await uploaded.json()) as { url: string };
    for (const base of [b.baseUrl, nginx.baseUrl]) {
      const served = await fetch(`${base}${url}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/png');
      expect(Buffer.compare(Buffer.from(await served.arrayBuffer()), png)).toBe(0);
    }
  });

  it('a story read on A and on B by one visitor counts one view', async () => {
    const created = await asAdmin(a, 'POST', '/api/blog-posts', blogPostBody({ published: true }));
    expect(created.status).toBe(201);
    const story = (await created.json()) as { id: number; slug: string };
    const visitor = { 'X-Forwarded-For': '198.51.100.77' };
    for (const replica of [a, b, a, b])
      expect((await fetch(`${replica.baseUrl}/api/blog-posts/${story.slug}`, { headers: visitor })).status).toBe(200);
    await fetch(`${b.baseUrl}/api/blog-posts/${story.slug}`, { headers: { 'X-Forwarded-For': '198.51.100.78' } });
    const views = async (id: number) => Number((await rows('SELECT views FROM {db}.blog_posts WHERE id = ?', [id]))[0].views);
    // Each replica writes the views it counted every second, all at once in the order counted: once a witness story
    // read later by another visitor on each shows both views, A and B have written every view of the story too.
    const witness = (await (await asAdmin(a, 'POST', '/api/blog-posts', blogPostBody({ published: true }))).json()) as typeof story;
    await fetch(`${a.baseUrl}/api/blog-posts/${witness.slug}`, { headers: { 'X-Forwarded-For': '198.51.100.79' } });
    await fetch(`${b.baseUrl}/api/blog-posts/${witness.slug}`, { headers: { 'X-Forwarded-For': '198.51.100.80' } });
    const deadline = Date.now() + 10_000;
    while ((await views(witness.id)) < 2 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await views(witness.id)).toBe(2);
    expect(await views(story.id)).toBe(2);
  });

  it('killing A leaves the site answering through B, with no failed visitor request', async () => {
    const paths = ['/new-york', '/api/settings', '/api/health', '/api/blog-posts?region=new-york'];
    let sent = 0;
    let failed = 0;
    let running = true;
    const visitor = async () => {
      while (running) {
        const path = paths[sent % paths.length];
        sent += 1;
        try {
          const res = await fetch(`${nginx.baseUrl}${path}`, { signal: AbortSignal.timeout(5_000) });
          await res.arrayBuffer();
          if (res.status !== 200) failed += 1;
        } catch {
          failed += 1;
        }
      }
    };
    const sentAtLeast = async (count: number) => {
      while (sent < count) await new Promise((resolve) => setTimeout(resolve, 10));
    };
    const visitors = [visitor(), visitor(), visitor(), visitor()];
    // Both replicas answer before A dies, and nginx meets the dead A many times after (it balances round-robin).
    await sentAtLeast(20);
    const sentBeforeKill = sent;
    a.child.kill('SIGKILL');
    await sentAtLeast(sentBeforeKill + 40);
    running = false;
    await Promise.all(visitors);
    figures.requestsDuringKill = sent - sentBeforeKill;
    figures.failedRequestsDuringKill = failed;
    expect(failed).toBe(0);
  });
});
