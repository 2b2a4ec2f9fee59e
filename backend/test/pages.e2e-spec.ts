import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AppMetrics } from '../src/common/metrics/app-metrics';
import { logCapture } from './support/log-capture';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * The page server around the renderer, with a renderer that fails the way a bug in a page would: the visitor gets a
 * branded 500 page, never a stack trace, and the failure is logged. (The real renderer is proven by the browser
 * tests in e2e/public/server-rendering.e2e.ts.)
 */
describe('pages: a failing render', () => {
  let t: TestApp;
  let dir: string;
  const log = logCapture();

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'haunt-pages-'));
    mkdirSync(join(dir, 'spa'));
    mkdirSync(join(dir, 'ssr'));
    writeFileSync(
      join(dir, 'spa', 'index.html'),
      '<html><head><!--page-head--></head><body><div id="root"></div><script type="module" src="/assets/app.js"></script></body></html>',
    );
    writeFileSync(
      join(dir, 'ssr', 'entry-server.js'),
      `module.exports = {
        createRenderer: () => async ({ url }) => { if (url.startsWith('/broken')) throw new Error('secret stack detail'); return { status: 200, html: '<p>ok ' + url + '</p>', cacheable: true }; },
        clientOnlyPage: (template) => template.replace('<!--page-head-->', '<title>Admin</title>'),
        errorPage: (template) => template.replace('<!--page-head-->', '<title>Something went wrong | Haunted Park</title>').replace(/<script[^>]*><\\/script>/g, ''),
        sitemapPages: () => [],
        storyPath: () => '/',
      };`,
    );
    t = await createTestApp({
      env: { SERVE_PAGES: 'true', SPA_DIR: join(dir, 'spa'), SSR_DIR: join(dir, 'ssr'), LOG_FORMAT: 'json' },
      log: log.stream,
    });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers 500 with the branded page, no script and no detail of the error, and logs it', async () => {
    const res = await t.http.get('/broken/page').expect(500);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.text).toContain('<title>Something went wrong | Haunted Park</title>');
    expect(res.text).not.toContain('secret stack detail');
    expect(res.text).not.toContain('<script');
    const failure = log.lines().find((line) => line.level === 'error' && line.context === 'Pages');
    expect(failure).toMatchObject({ msg: 'Rendering /broken/page failed: secret stack detail', reqId: res.headers['x-request-id'] });
  });

  it('keeps serving other pages and the API', async () => {
    await t.http.get('/new-york').expect(200, '<p>ok /new-york</p>');
    await t.http.get('/api/health').expect(200);
  });

  it('counts page cache hits and misses and times the renders', async () => {
    const metrics = t.app.get(AppMetrics);
    const count = async (result: string) =>
      (await metrics.pageCache.get()).values.find((value) => value.labels.result === result)?.value ?? 0;
    const [hits, misses] = [await count('hit'), await count('miss')];
    const renders =
      (await metrics.pageRender.get()).values.find((value) => value.metricName === 'page_render_duration_seconds_count')?.value ?? 0;
    // One Host: supertest's port, part of the cache key, changes with every request.
    await t.http.get('/florida').set('Host', 'park.test').expect(200);
    await t.http.get('/florida').set('Host', 'park.test').expect(200);
    expect([await count('hit'), await count('miss')]).toEqual([hits + 1, misses + 1]);
    expect((await metrics.pageRender.get()).values.find((value) => value.metricName === 'page_render_duration_seconds_count')?.value).toBe(
      renders + 1,
    );
  });

  it('serves the admin its client-only page and never the raw template', async () => {
    const admin = await t.http.get('/admin/blog').expect(200);
    expect(admin.text).toContain('<title>Admin</title>');
    const template = await t.http.get('/index.html').expect(200);
    expect(template.text).toBe('<p>ok /index.html</p>');
  });
});
