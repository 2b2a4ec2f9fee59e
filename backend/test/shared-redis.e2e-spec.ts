import { randomBytes } from 'node:crypto';
import { ContentVersion } from '../src/common/content/content-version';
import { AppMetrics } from '../src/common/metrics/app-metrics';
import { PublicReadCache } from '../src/common/content/public-read-cache';
import { StoryViews } from '../src/blog/story-views';
import type { SharedRedis } from '../src/common/redis/shared-redis';
import { SHARED_REDIS } from '../src/common/redis/shared-redis.token';
import { blogPostBody, testimonialBody } from './support/factories';
import { logCapture } from './support/log-capture';
import { createTestApp, bearer, type TestApp } from './support/test-app';

import { startRedisServer, type RunningRedisServer } from '../../scripts/lib/redis-server.cjs';

let redis: RunningRedisServer;
beforeAll(async () => {
  redis = await startRedisServer();
});
afterAll(() => redis?.stop());

/**
 * Two replicas on one Redis (the test's own); each has its own database here, and they share their secrets as replicas
 * do (passport's strategy is one per process).
 */
describe('replicas sharing Redis (REDIS_URL)', () => {
  const secret = randomBytes(32).toString('hex');
  const env = () => ({
    REDIS_URL: redis.url,
    JWT_SECRET: secret,
    SECOND_FACTOR_KEY: secret,
    VISITOR_KEY_SECRET: secret,
  });
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await createTestApp({ env: env() });
    b = await createTestApp({ env: env() });
    await Promise.all([a, b].map((replica) => replica.app.get<SharedRedis>(SHARED_REDIS).ready()));
  });
  afterAll(() => Promise.all([a?.close(), b?.close()]));

  it("shows in each replica's metrics that Redis is reachable", async () => {
    for (const replica of [a, b]) {
      const { registry } = replica.app.get(AppMetrics);
      expect(await registry.getSingleMetricAsString('redis_up')).toMatch(/^redis_up\{replica="[^"]+"\} 1$/m);
      expect(await registry.getSingleMetricAsString('redis_outages_total')).toMatch(/^redis_outages_total\{replica="[^"]+"\} 0$/m);
    }
  });

  it('an admin write on one replica drops the cached public reads of the other within a second', async () => {
    const cacheOfB = b.app.get(PublicReadCache);
    await cacheOfB.read('probe', async () => 'before');
    const before = b.app.get(ContentVersion).current;
    const changed = new Promise<number>((resolve) => b.app.get(ContentVersion).onChange(() => resolve(Date.now())));
    const started = Date.now();
    await a.http
      .post('/api/testimonials')
      .set(bearer(await a.adminToken()))
      .send(testimonialBody())
      .expect(201);
    const seenAt = await Promise.race([changed, new Promise<number>((resolve) => setTimeout(() => resolve(Infinity), 1_000))]);
    expect(seenAt - started).toBeLessThan(1_000);
    expect(b.app.get(ContentVersion).current).toBeGreaterThan(before);
    await expect(cacheOfB.read('probe', async () => 'after')).resolves.toBe('after');
  });

  it('counts one view per visitor, story and hour across replicas', async () => {
    const story = await a.http
      .post('/api/blog-posts')
      .set(bearer(await a.adminToken()))
      .send(blogPostBody({ published: true }))
      .expect(201);
    const id = story.body.id as number;
    const visitor = `visitor-${randomBytes(4).toString('hex')}`;
    await expect(a.app.get(StoryViews).record(id, visitor)).resolves.toBe(true);
    await expect(b.app.get(StoryViews).record(id, visitor)).resolves.toBe(false);
    await expect(b.app.get(StoryViews).record(id, `${visitor}-other`)).resolves.toBe(true);
  });

  it('keeps answering when Redis goes away: writes, reads and views fall back to each process', async () => {
    await redis.stop();
    await a.http
      .post('/api/testimonials')
      .set(bearer(await a.adminToken()))
      .send(testimonialBody())
      .expect(201);
    await b.http.get('/api/testimonials').expect(200);
    await expect(b.app.get(StoryViews).record(1, 'visitor-during-outage')).resolves.toBe(true);
    await expect(b.app.get(StoryViews).record(1, 'visitor-during-outage')).resolves.toBe(false);
  });
});

describe('a Redis outage', () => {
  const log = logCapture();
  let app: TestApp;
  beforeAll(async () => {
    // Nothing listens on port 1: every connection is refused at once.
    app = await createTestApp({ env: { REDIS_URL: 'redis://127.0.0.1:1', LOG_FORMAT: 'json' }, log: log.stream });
  });
  afterAll(() => app?.close());

  it('fails no request: writes, public reads and view counts fall back to this process, and it is logged', async () => {
    const admin = bearer(await app.adminToken());
    const story = await app.http
      .post('/api/blog-posts')
      .set(admin)
      .send(blogPostBody({ published: true }))
      .expect(201);
    await app.http.get('/api/testimonials').expect(200);
    await app.http.post('/api/testimonials').set(admin).send(testimonialBody()).expect(201);
    await expect(app.app.get(StoryViews).record(story.body.id as number, 'visitor')).resolves.toBe(true);
    await expect(app.app.get(StoryViews).record(story.body.id as number, 'visitor')).resolves.toBe(false);
    expect(log.lines().filter((line) => line.msg.startsWith('Redis unreachable'))).toHaveLength(1);
  });

  it('shows in the metrics: Redis down, one outage', async () => {
    const { registry } = app.app.get(AppMetrics);
    expect(await registry.getSingleMetricAsString('redis_up')).toMatch(/^redis_up\{replica="[^"]+"\} 0$/m);
    expect(await registry.getSingleMetricAsString('redis_outages_total')).toMatch(/^redis_outages_total\{replica="[^"]+"\} 1$/m);
  });
});
