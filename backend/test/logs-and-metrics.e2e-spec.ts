import { hostname } from 'node:os';
import { REPLICA } from '../src/common/metrics/app-metrics';
import { contactBody } from './support/factories';
import { logCapture } from './support/log-capture';
import { TEST_ADMIN, testAppSession } from './support/test-app';

const METRICS_TOKEN = 'metrics-token-0123456789abcdef0123456789';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('logs', () => {
  const log = logCapture();
  const t = testAppSession({ env: { LOG_FORMAT: 'json' }, log: log.stream });
  beforeEach(() => log.clear());

  it('writes one JSON object a line, with level, time and message', async () => {
    await t.http.get('/api/health').expect(200);
    const [line] = log.lines().filter((l) => l.msg?.startsWith('GET /api/health'));
    expect(line).toMatchObject({ level: 'info', msg: expect.stringMatching(/^GET \/api\/health 200 \d+ms$/) });
    expect(new Date(line.time as string).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(line.req).toMatchObject({ method: 'GET', url: '/api/health' });
    expect(line.res).toEqual({ statusCode: 200 });
  });

  it('gives every request an id, returns it as X-Request-Id and writes it on the request’s lines', async () => {
    const first = await t.http.get('/api/health').expect(200);
    const second = await t.http.get('/api/health').expect(200);
    const id = first.headers['x-request-id'];
    expect(id).toMatch(UUID);
    expect(second.headers['x-request-id']).not.toBe(id);
    const lines = log.lines().filter((l) => l.reqId === id);
    expect(lines.map((l) => l.msg)).toEqual([expect.stringMatching(/^GET \/api\/health 200/)]);
  });

  it('writes the line of an answer kept for visitors, with the id it returned', async () => {
    const path = '/api/blog-posts?region=new-york&published=true';
    await t.http.get(path).expect(200);
    const kept = await t.http.get(path).set('User-Agent', 'kept-reader/1.0').expect(200);
    const id = kept.headers['x-request-id'];
    expect(id).toMatch(UUID);
    expect(log.lines().filter((l) => l.reqId === id)).toEqual([
      expect.objectContaining({
        level: 'info',
        msg: expect.stringMatching(/^GET \/api\/blog-posts\?region=new-york&published=true 200 \d+ms$/),
        req: expect.objectContaining({ method: 'GET', url: path, userAgent: 'kept-reader/1.0', remoteAddress: expect.any(String) }),
        res: { statusCode: 200 },
      }),
    ]);
  });

  it('ignores an X-Request-Id sent by a client that is not a trusted proxy', async () => {
    const res = await t.http.get('/api/health').set('X-Request-Id', 'client-chosen-id-123').expect(200);
    expect(res.headers['x-request-id']).toMatch(UUID);
    expect(log.text()).not.toContain('client-chosen-id-123');
  });

  it('keeps Authorization, cookies, passwords and token parameters out of the log', async () => {
    const token = await t.adminToken();
    await t.http.get('/api/admin/verify').set('Authorization', `Bearer ${token}`).set('Cookie', 'session=cookie-secret-value').expect(200);
    await t.http.post('/api/admin/login').send({ username: TEST_ADMIN.username, password: TEST_ADMIN.password }).expect(200);
    await t.http.post('/api/admin/login').send({ username: 'nobody', password: 'wrong-password-value' }).expect(401);
    await t.http.get('/api/health?token=query-secret-value&region=new-york').expect(200);
    const text = log.text();
    for (const secret of [
      token,
      token.split('.')[2],
      'cookie-secret-value',
      TEST_ADMIN.password,
      'wrong-password-value',
      'query-secret-value',
    ])
      expect(text).not.toContain(secret);
    expect(log.lines().map((l) => (l.req as { url?: string } | undefined)?.url)).toContain(
      '/api/health?token=%5Bredacted%5D&region=new-york',
    );
  });
});

describe('request ids behind a trusted proxy', () => {
  const log = logCapture();
  const t = testAppSession({ env: { LOG_FORMAT: 'json', TRUSTED_PROXIES: '127.0.0.1' }, log: log.stream });

  it("keeps the proxy's id when it is sane", async () => {
    const res = await t.http.get('/api/health').set('X-Request-Id', '4f1c2d9e8b7a6f5e4d3c2b1a0f9e8d7c').expect(200);
    expect(res.headers['x-request-id']).toBe('4f1c2d9e8b7a6f5e4d3c2b1a0f9e8d7c');
    expect(log.lines().some((l) => l.reqId === '4f1c2d9e8b7a6f5e4d3c2b1a0f9e8d7c')).toBe(true);
  });

  it.each([['has spaces and quotes "x"'], ['short'], ['x'.repeat(129)]])('replaces an id that is not sane: %s', async (id) => {
    const res = await t.http.get('/api/health').set('X-Request-Id', id).expect(200);
    expect(res.headers['x-request-id']).toMatch(UUID);
  });
});

describe('GET /metrics', () => {
  describe('with METRICS_TOKEN set', () => {
    const t = testAppSession({ env: { METRICS_TOKEN } });
    const scrape = () => t.http.get('/metrics').set('Authorization', `Bearer ${METRICS_TOKEN}`);
    const replica = `replica="${REPLICA}"`;

    it('refuses a request without the token, or with another one (an admin token included)', async () => {
      const missing = await t.http.get('/metrics').expect(401);
      expect(missing.body).toEqual({
        statusCode: 401,
        code: 'UNAUTHORIZED',
        message: 'GET /metrics needs Authorization: Bearer <METRICS_TOKEN>',
        error: 'Unauthorized',
      });
      expect(missing.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      await t.http.get('/metrics').set('Authorization', `Bearer ${METRICS_TOKEN}x`).expect(401);
      await t.http.get('/metrics').set(t.admin).expect(401);
    });

    it('serves Prometheus text: requests by route pattern and status, durations, the database pool', async () => {
      await t.http.get('/api/health').expect(200);
      await t.http.get('/api/blog-posts/no-such-story').expect(404);
      await t.http.get('/api/blog-posts/another-missing-story').expect(404);
      const res = await scrape().expect(200);
      expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.text).toContain(`http_requests_total{method="GET",route="/api/health",status="200",${replica}} 1`);
      expect(res.text).toContain(`http_requests_total{method="GET",route="/api/blog-posts/:id",status="404",${replica}} 2`);
      expect(res.text).not.toContain('no-such-story');
      expect(res.text).toContain(`http_request_duration_seconds_count{${replica},method="GET",route="/api/health",status="200"} 1`);
      expect(res.text).toMatch(/^db_pool_size\{replica="[^"]+"\} \d+$/m);
      expect(res.text).toMatch(/^db_pool_connections\{state="open",replica="[^"]+"\} \d+$/m);
      expect(res.text).toContain('# TYPE page_cache_requests_total counter');
      expect(res.text).toContain('# TYPE page_render_duration_seconds histogram');
      expect(res.text).toContain('process_resident_memory_bytes');
    });

    it('counts an answer kept for visitors under its route, with a request id of its own', async () => {
      const list = '/api/blog-posts?region=new-york&published=true';
      const first = await t.http.get(list).expect(200);
      const second = await t.http.get(list).expect(200);
      expect(second.headers.etag).toBe(first.headers.etag);
      expect(second.headers['x-request-id']).toMatch(UUID);
      expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
      expect((await scrape().expect(200)).text).toContain(
        `http_requests_total{method="GET",route="/api/blog-posts",status="200",${replica}} 2`,
      );
    });

    it('labels every series with its replica: the host and the process', async () => {
      const series = (await scrape().expect(200)).text.split('\n').filter((line) => line && !line.startsWith('#'));
      expect(series.length).toBeGreaterThan(20);
      for (const line of series) expect(line).toContain(replica);
      expect(REPLICA).toBe(`${hostname()}/${process.pid}`);
    });

    it('counts rate-limit hits and refusals by rule, never by address', async () => {
      for (let i = 0; i < 5; i++) await t.http.post('/api/contact').send(contactBody()).expect(201);
      await t.http.post('/api/contact').send(contactBody()).expect(429);
      const text = (await scrape().expect(200)).text;
      expect(text).toContain(`rate_limit_hits_total{rule="contact",${replica}} 6`);
      expect(text).toContain(`rate_limit_refusals_total{rule="contact",${replica}} 1`);
      expect(text).not.toMatch(/127\.0\.0\.1|::1/);
    });

    it('shows how far behind the mail outbox is', async () => {
      const text = (await scrape().expect(200)).text;
      expect(text).toMatch(/^mail_outbox_messages\{status="failed",replica="[^"]+"\} \d+$/m);
      expect(text).toMatch(/^mail_outbox_oldest_pending_seconds\{replica="[^"]+"\} [\d.e+-]+$/m);
    });
  });

  describe('without METRICS_TOKEN', () => {
    const t = testAppSession();

    it('is not served', async () => {
      await t.http.get('/metrics').expect(404);
      await t.http.get('/metrics').set('Authorization', 'Bearer ').expect(404);
    });
  });
});
