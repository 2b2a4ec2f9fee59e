import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { DOCUMENT_ONLY_HEADERS } from '../src/common/http/security-headers';
import { AppMetrics } from '../src/common/metrics/app-metrics';
import { VisitCounter } from '../src/common/visits/visit-counter';
import { DatabaseRelay } from './support/database-relay';
import { blogPostBody, unique } from './support/factories';
import { logCapture } from './support/log-capture';
import { waitFor } from './support/smtp-stub';
import { bearer, createTestApp, type TestApp } from './support/test-app';

/**
 * A server renderer with the real one's contract (frontend/src/server-renderer.d.ts): `/broken…` fails the way a bug
 * in a page would, `/held…` waits until the test releases it, `/outage` shows an API outage, `/redirect-me` and
 * `/missing…` are what the real bundle says of a variant address and of a path no page has, `/florida` is the entry
 * page of a region that speaks English and Spanish, and story pages show the story when its slug starts with "published".
 */
const STUB_RENDERER = `
  globalThis.stubRenders = [];
  globalThis.heldRenders = [];
  module.exports = {
    pageRequest: (url) => {
      if (url.startsWith('/redirect-me')) return { kind: 'redirect', location: '/canonical' };
      if (url.startsWith('/missing')) return { kind: 'not-found' };
      if (url.startsWith('/florida/missing')) return { kind: 'not-found', region: 'florida' };
      if (url === '/florida') return { kind: 'page', url, region: 'florida', entry: { en: '/florida', es: '/es/florida' } };
      const story = /^(?:\\/(es))?\\/(new-york|florida)\\/dark-legends\\/([^/?]+)$/.exec(url);
      return { kind: 'page', url, story: story ? { region: story[2], slug: story[3], language: story[1] ?? 'en' } : undefined };
    },
    createRenderer: () => async ({ url }) => {
      globalThis.stubRenders.push(url);
      if (url.startsWith('/broken')) throw new Error('secret stack detail');
      if (url.startsWith('/held')) await new Promise((resolve) => globalThis.heldRenders.push(resolve));
      if (url === '/outage') return { status: 503, html: '<p>outage</p>', cacheable: false };
      if (url.includes('/dark-legends/preview/')) return { status: url.endsWith('/revoked') ? 410 : 200, html: '<p>preview</p>', cacheable: false };
      if (url.endsWith('/page-not-found')) return { status: 404, html: '<p>no such page at ' + url + '</p>', cacheable: true };
      const slug = url.split('/dark-legends/')[1];
      if (slug && !slug.startsWith('published'))
        return { status: 404, html: '<p>no story ' + slug + '</p><script>{"slug":"' + slug + '"}</script>', cacheable: true };
      return { status: 200, html: '<p>ok ' + url + '</p>', cacheable: true };
    },
    clientOnlyPage: (template) => (path) => template.replace('<!--page-head-->', '<title>Admin</title><meta name="path" content="' + path + '">'),
    errorPage: (template) => template.replace('<!--page-head-->', '<title>Something went wrong | Haunted Park</title>').replace(/<script[^>]*><\\/script>/g, ''),
    sitemapPages: () => [],
    storyPath: (region, slug, language) => (language && language !== 'en' ? '/' + language : '') + '/' + region + '/dark-legends/' + slug,
    languageCookie: 'language',
  };`;

const stub = globalThis as unknown as { stubRenders: string[]; heldRenders: (() => void)[] };

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
    writeFileSync(join(dir, 'ssr', 'entry-server.js'), STUB_RENDERER);
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

  it('sends a page that is never kept (a story preview, its 410 too) as no-store without an ETag, others for revalidation', async () => {
    for (const [path, status] of [
      ['/new-york/dark-legends/preview/a-token', 200],
      ['/new-york/dark-legends/preview/revoked', 410],
    ] as const) {
      const res = await t.http.get(path).set('Host', 'park.test').expect(status);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers.etag).toBeUndefined();
    }
    const kept = await t.http.get('/new-york').set('Host', 'park.test').expect(200);
    expect(kept.headers['cache-control']).toBe('no-cache');
    expect(kept.headers.etag).toMatch(/^"/);
  });

  it('serves the admin its client-only page and never the raw template', async () => {
    const admin = await t.http.get('/admin/blog').expect(200);
    expect(admin.text).toContain('<title>Admin</title>');
    // Each admin address gets the page that lists its own screen's chunks (entry-server.tsx, clientOnlyPage).
    expect(admin.text).toContain('<meta name="path" content="/admin/blog">');
    const template = await t.http.get('/index.html').expect(200);
    expect(template.text).toBe('<p>ok /index.html</p>');
  });
});

describe('pages: addresses that are no page, and renders on demand', () => {
  let t: TestApp;
  let dir: string;
  const log = logCapture();
  const renders = (url: string) => stub.stubRenders.filter((rendered) => rendered === url).length;
  const relay = new DatabaseRelay();

  beforeAll(async () => {
    await relay.start();
    dir = mkdtempSync(join(tmpdir(), 'haunt-pages-'));
    mkdirSync(join(dir, 'spa'));
    mkdirSync(join(dir, 'ssr'));
    writeFileSync(join(dir, 'spa', 'index.html'), '<html><head><!--page-head--></head><body><div id="root"></div></body></html>');
    writeFileSync(join(dir, 'ssr', 'entry-server.js'), STUB_RENDERER);
    t = await createTestApp({
      env: { SERVE_PAGES: 'true', SPA_DIR: join(dir, 'spa'), SSR_DIR: join(dir, 'ssr'), LOG_FORMAT: 'json' },
      log: log.stream,
      database: (database) => relay.through(database),
    });
  });
  afterAll(async () => {
    await t.close();
    await relay.stop();
    rmSync(dir, { recursive: true, force: true });
  });
  beforeEach(() => log.clear());

  it.each([
    ['//', '/'],
    ['///', '/'],
    ['//%ff', '/%ff'],
    ['//%00?x=1', '/%00?x=1'],
    ['//%2f', '/%2f'],
    ['//?region=florida', '/?region=florida'],
    ['//anyhost/new-york', '/anyhost/new-york'],
    ['/new-york//dark-legends', '/new-york/dark-legends'],
    ['/\\evil.example/new-york', '/evil.example/new-york'],
  ])('redirects %s to the path without empty segments (%s), with no error logged', async (path, location) => {
    const res = await t.http.get(path).expect(301);
    expect(res.headers.location).toBe(location);
    expect(log.lines().filter((line) => line.level === 'error' || line.level === 'fatal')).toEqual([]);
  });

  it.each(['a b', '"park.test"', '<script>', 'park.test/x'])('answers 400 to the Host %j on pages and the API alike', async (host) => {
    for (const path of ['/', '/new-york', '/api/health', '/sitemap.xml'])
      await t.http
        .get(path)
        .set('Host', host)
        .expect(400, { statusCode: 400, code: 'INVALID_HOST', message: 'The Host header is not a valid host name', error: 'Bad Request' });
    expect(log.lines().filter((line) => line.level === 'error' || line.level === 'fatal')).toEqual([]);
  });

  it('redirects where the renderer names the canonical address, without rendering', async () => {
    const before = stub.stubRenders.length;
    const res = await t.http.get('/redirect-me?region=zz123').expect(301);
    expect(res.headers.location).toBe('/canonical');
    expect(stub.stubRenders.length).toBe(before);
  });

  it("takes a first visit to a region's entry page to the language the browser prefers, and nobody else", async () => {
    const spanish = 'es-US,es;q=0.9,en;q=0.5';
    const res = await t.http.get('/florida').set('Accept-Language', spanish).expect(302);
    expect(res.headers.location).toBe('/es/florida');
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers.vary).toMatch(/Accept-Language, Cookie/);
    for (const language of ['es-MX', 'es'])
      expect((await t.http.get('/florida').set('Accept-Language', language).expect(302)).headers.location).toBe('/es/florida');
    // English first, a language the region does not speak, none at all: the address's own page, which varies too.
    for (const language of ['en-US,en;q=0.9,es;q=0.8', 'fr-FR', '']) {
      const page = await t.http.get('/florida').set('Accept-Language', language).expect(200, '<p>ok /florida</p>');
      expect(page.headers.vary).toMatch(/Accept-Language, Cookie/);
    }
    // A visitor who chose a language with the switch keeps it; a search engine's or a link preview's crawler is never moved.
    await t.http.get('/florida').set('Accept-Language', spanish).set('Cookie', 'theme=dark; language=en').expect(200);
    for (const agent of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
      'WhatsApp/2.23.20.0',
      'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
    ])
      await t.http.get('/florida').set('Accept-Language', spanish).set('User-Agent', agent).expect(200);
    // Any other page is in its address's language, whatever the browser prefers.
    const other = await t.http.get('/florida/faq').set('Accept-Language', spanish).expect(200, '<p>ok /florida/faq</p>');
    expect(other.headers.vary ?? '').not.toMatch(/Accept-Language/);
  });

  it("answers a renamed region's old addresses with 301 to the same page under its new key, without rendering", async () => {
    const admin = bearer(await t.adminToken());
    await t.http.post('/api/regions').set(admin).send({ name: 'Texas' }).expect(201);
    await t.http.post('/api/regions/texas/rename').set(admin).send({ key: 'lone-star' }).expect(200);
    const before = stub.stubRenders.length;
    for (const [path, location] of [
      ['/texas', '/lone-star'],
      ['/texas/dark-legends/the-bride?utm_source=mail', '/lone-star/dark-legends/the-bride?utm_source=mail'],
      ['/tickets?region=texas', '/tickets?region=lone-star'],
    ])
      expect((await t.http.get(path).expect(301)).headers.location).toBe(location);
    expect(stub.stubRenders.length).toBe(before);
    await t.http.get('/lone-star/faq').set('Host', 'park.test').expect(200, '<p>ok /lone-star/faq</p>');
    await t.http.delete('/api/regions/lone-star').set(admin).expect(204);
    await t.http.get('/texas').set('Host', 'park.test').expect(200, '<p>ok /texas</p>');
  });

  it('renders the not-found page once for every path no page has, and once per region under a region', async () => {
    for (const path of ['/missing-a', '/missing-b?x=1', '/missing-c'])
      await t.http.get(path).set('Host', 'park.test').expect(404, '<p>no such page at /page-not-found</p>');
    expect(renders('/page-not-found')).toBe(1);
    for (const path of ['/florida/missing-a', '/florida/missing-b'])
      await t.http.get(path).set('Host', 'park.test').expect(404, '<p>no such page at /florida/page-not-found</p>');
    expect(renders('/florida/page-not-found')).toBe(1);
  });

  it('renders the page of a missing story once per region, with the slug asked for', async () => {
    for (const slug of ['no-such-tale', 'another-missing-tale']) {
      const res = await t.http.get(`/florida/dark-legends/${slug}`).set('Host', 'park.test').expect(404);
      expect(res.text).toBe(`<p>no story ${slug}</p><script>{"slug":"${slug}"}</script>`);
    }
    expect(stub.stubRenders.filter((url) => url.startsWith('/florida/dark-legends/')).length).toBe(1);
    // A slug no story can have is the region's not-found page.
    await t.http
      .get('/florida/dark-legends/Not%20A%20Slug')
      .set('Host', 'park.test')
      .expect(404, '<p>no such page at /florida/page-not-found</p>');
  });

  it('renders a published story under its own address', async () => {
    const slug = unique('published-tale');
    await t.http
      .post('/api/blog-posts')
      .set('Authorization', `Bearer ${await t.adminToken()}`)
      .send(blogPostBody({ slug, region: 'new-york', published: true }))
      .expect(201);
    await t.http.get(`/new-york/dark-legends/${slug}`).set('Host', 'park.test').expect(200, `<p>ok /new-york/dark-legends/${slug}</p>`);
    // Not in the other region: its missing-story page.
    await t.http.get(`/florida/dark-legends/${slug}`).set('Host', 'park.test').expect(404);
  });

  it('renders a story at the address of the language it is written in, and leads the other address there', async () => {
    const admin = bearer(await t.adminToken());
    await t.http
      .patch('/api/regions/florida')
      .set(admin)
      .send({ languages: ['en', 'es'] })
      .expect(200);
    const slug = unique('published-leyenda');
    await t.http
      .post('/api/blog-posts')
      .set(admin)
      .send(blogPostBody({ slug, region: 'florida', language: 'es', published: true }))
      .expect(201);
    await t.http.get(`/es/florida/dark-legends/${slug}`).set('Host', 'park.test').expect(200, `<p>ok /es/florida/dark-legends/${slug}</p>`);
    const english = await t.http.get(`/florida/dark-legends/${slug}`).set('Host', 'park.test').expect(302);
    expect(english.headers.location).toBe(`/es/florida/dark-legends/${slug}`);
    // A missing story's page is in the language of its address.
    await t.http
      .get(`/es/florida/dark-legends/${unique('no-such')}`)
      .set('Host', 'park.test')
      .expect(404);
    expect(stub.stubRenders.some((url) => /^\/es\/florida\/dark-legends\/missing-story-/.test(url))).toBe(true);
    await t.http
      .patch('/api/regions/florida')
      .set(admin)
      .send({ languages: ['en'] })
      .expect(200);
  });

  it('renders two pages at a time with 16 waiting, and answers 503 with Retry-After beyond', async () => {
    const waiting = Array.from({ length: 18 }, (_, i) =>
      t.http
        .get(`/held-${i}`)
        .set('Host', 'park.test')
        .then((res) => res.status),
    );
    // Every one of them in the render queue (two held in the renderer, sixteen in line) before the next arrives.
    const renders = async () => (await t.app.get(AppMetrics).registry.getSingleMetric('page_renders')!.get()).values;
    await waitFor(
      async () =>
        (await renders())
          .map(({ labels, value }) => `${labels.state}=${value}`)
          .sort()
          .join(' ') === 'running=2 waiting=16' || undefined,
    );
    expect(stub.heldRenders.length).toBe(2);
    const refused = await t.http.get('/held-one-too-many').set('Host', 'park.test').expect(503);
    expect(refused.headers['retry-after']).toBe('5');
    expect(refused.headers['cache-control']).toBe('no-store');
    while (stub.heldRenders.length) {
      stub.heldRenders.shift()?.();
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(await Promise.all(waiting)).toEqual(Array(18).fill(200));
    expect(log.lines().filter((line) => line.context === 'Pages')).toEqual([]);
  });

  it('answers 503 with Retry-After, and logs one line without a stack, when the database cannot be reached', async () => {
    await relay.cutOff(t.dataSource);
    try {
      for (const path of ['/sitemap.xml', '/new-york/dark-legends/a-story-not-cached']) {
        const res = await t.http.get(path).set('Host', 'park.test').expect(503);
        expect(res.headers['retry-after']).toBe('5');
      }
    } finally {
      await relay.restore(t.dataSource);
    }
    const pageErrors = log.lines().filter((line) => line.context === 'Pages');
    expect(pageErrors).toHaveLength(2);
    expect(JSON.stringify(pageErrors)).not.toContain('    at ');
  });

  it('tells a visitor when to try again when the page shows an outage of the API', async () => {
    const res = await t.http.get('/outage').set('Host', 'park.test').expect(503);
    expect(res.headers['retry-after']).toBe('5');
  });
});

/**
 * `npm start` alone sends what nginx would: the client build's precompressed copies (the build writes `.br` and `.gz`
 * beside each text file) and pages compressed once when rendered. The copies here decompress to texts of their own,
 * so a test sees which file was sent, not only that something was compressed (superagent decompresses br and gzip).
 */
describe('pages: compressed answers', () => {
  let t: TestApp;
  let dir: string;
  const asset = '/assets/app-1234.js';

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'haunt-pages-'));
    mkdirSync(join(dir, 'spa', 'assets'), { recursive: true });
    mkdirSync(join(dir, 'ssr'));
    writeFileSync(join(dir, 'spa', 'index.html'), '<html><head><!--page-head--></head><body><div id="root"></div></body></html>');
    writeFileSync(join(dir, 'spa', asset), 'console.log("as built");');
    writeFileSync(join(dir, 'spa', `${asset}.br`), brotliCompressSync('console.log("the brotli copy");'));
    writeFileSync(join(dir, 'spa', `${asset}.gz`), gzipSync('console.log("the gzip copy");'));
    writeFileSync(join(dir, 'spa', 'assets', 'plain.css'), 'p{}');
    writeFileSync(join(dir, 'spa', 'assets', 'icons.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFileSync(join(dir, 'ssr', 'entry-server.js'), STUB_RENDERER);
    t = await createTestApp({ env: { SERVE_PAGES: 'true', SPA_DIR: join(dir, 'spa'), SSR_DIR: join(dir, 'ssr') } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /**
   * The answer, its encoding and its text (superagent decompresses what it receives). One Host: supertest's port, part
   * of the page cache's key, changes with every request.
   */
  const sent = async (path: string, acceptEncoding: string) => {
    const res = await t.http.get(path).set({ 'Accept-Encoding': acceptEncoding, Host: 'park.test' }).expect(200);
    return { res, encoding: res.headers['content-encoding'] as string | undefined, text: res.text };
  };

  it('serves a built file from its brotli copy, else its gzip copy, else as built, with its own type', async () => {
    const brotli = await sent(asset, 'gzip, deflate, br, zstd');
    expect(brotli).toMatchObject({ encoding: 'br', text: 'console.log("the brotli copy");' });
    expect(brotli.res.headers['content-type']).toMatch(/^text\/javascript/);
    expect(brotli.res.headers.vary).toMatch(/Accept-Encoding/);
    expect(brotli.res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await sent(asset, 'gzip')).toMatchObject({ encoding: 'gzip', text: 'console.log("the gzip copy");' });
    const asBuilt = await sent(asset, 'identity');
    expect(asBuilt).toMatchObject({ encoding: undefined, text: 'console.log("as built");' });
    expect(asBuilt.res.headers.vary).toMatch(/Accept-Encoding/);
  });

  it('gives each encoding of a file its own ETag and answers its revalidation with 304', async () => {
    const brotli = await sent(asset, 'br');
    const gzip = await sent(asset, 'gzip');
    expect(brotli.res.headers.etag).not.toBe(gzip.res.headers.etag);
    await t.http
      .get(asset)
      .set({ 'Accept-Encoding': 'br', 'If-None-Match': brotli.res.headers.etag as string })
      .expect(304);
  });

  it('sends a file the build left uncompressed as it is, with no Vary', async () => {
    const plain = await sent('/assets/plain.css', 'br, gzip');
    expect(plain).toMatchObject({ encoding: undefined, text: 'p{}' });
    expect(plain.res.headers.vary ?? '').not.toMatch(/Accept-Encoding/);
  });

  it('sends a script or stylesheet without the headers only a document obeys, and a picture that may be one with them', async () => {
    const subresources = [await sent(asset, 'br'), await sent(asset, 'identity'), await sent('/assets/plain.css', 'br')];
    for (const { res } of subresources) {
      for (const header of DOCUMENT_ONLY_HEADERS) expect(res.headers).not.toHaveProperty(header);
      expect(res.headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'cross-origin-resource-policy': 'same-origin',
        'referrer-policy': 'strict-origin-when-cross-origin',
      });
    }
    for (const { res } of [await sent('/assets/icons.svg', 'br'), await sent('/compressed-page', 'br')]) {
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    }
  });

  it('sends a rendered page compressed as the request prefers, each encoding with its own ETag', async () => {
    const brotli = await sent('/compressed-page', 'gzip, deflate, br');
    expect(brotli).toMatchObject({ encoding: 'br', text: '<p>ok /compressed-page</p>' });
    expect(brotli.res.headers['content-type']).toMatch(/^text\/html/);
    expect(brotli.res.headers.vary).toMatch(/Accept-Encoding/);
    const gzip = await sent('/compressed-page', 'gzip');
    expect(gzip).toMatchObject({ encoding: 'gzip', text: '<p>ok /compressed-page</p>' });
    const asRendered = await sent('/compressed-page', 'identity');
    expect(asRendered).toMatchObject({ encoding: undefined, text: '<p>ok /compressed-page</p>' });
    expect(new Set([brotli, gzip, asRendered].map(({ res }) => res.headers.etag)).size).toBe(3);
    await t.http
      .get('/compressed-page')
      .set({ 'Accept-Encoding': 'gzip', Host: 'park.test', 'If-None-Match': gzip.res.headers.etag as string })
      .expect(304);
  });

  it('keeps the compressed forms with the page: the next visitor gets the same bytes from the cache, with no render', async () => {
    const before = stub.stubRenders.length;
    const first = await sent('/compressed-once', 'br');
    const second = await sent('/compressed-once', 'br');
    expect(stub.stubRenders.slice(before)).toEqual(['/compressed-once']);
    expect(second.res.headers.etag).toBe(first.res.headers.etag);
  });
});

/** The pages' beacon (POST /api/visits): what a visitor's page reports is counted only for a page of the site. */
describe('pages: the visit beacon', () => {
  let t: TestApp;
  let dir: string;
  const BROWSER = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15';

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'haunt-pages-'));
    mkdirSync(join(dir, 'spa'));
    mkdirSync(join(dir, 'ssr'));
    writeFileSync(join(dir, 'spa', 'index.html'), '<html><head><!--page-head--></head><body><div id="root"></div></body></html>');
    writeFileSync(join(dir, 'ssr', 'entry-server.js'), STUB_RENDERER);
    t = await createTestApp({ env: { SERVE_PAGES: 'true', SPA_DIR: join(dir, 'spa'), SSR_DIR: join(dir, 'ssr') } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const beacon = (fields: Record<string, string>, userAgent = BROWSER) =>
    t.http.post('/api/visits').set('User-Agent', userAgent).type('form').send(fields);
  const counted = async () => {
    await t.app.get(VisitCounter).flush();
    return (await t.dataSource.query(
      'SELECT event, path, story, attraction, campaign, source, total FROM visit_counts ORDER BY path, event',
    )) as unknown[];
  };

  it("counts a page's view and a ticket click with the story and campaign, and nothing for an address that is no page", async () => {
    const slug = unique('the-counted-bride');
    await t.http
      .post('/api/blog-posts')
      .set('Authorization', `Bearer ${await t.adminToken()}`)
      .send(blogPostBody({ slug, region: 'new-york', published: true }))
      .expect(201);
    const story = `/new-york/dark-legends/${slug}`;
    await beacon({ event: 'page-view', page: story, campaign: 'fall-mail', source: 'newsletter' }).expect(204);
    await beacon({ event: 'ticket-click', page: story, campaign: 'fall-mail', source: 'newsletter', attraction: '' }).expect(204);
    await beacon({ event: 'ticket-click', page: story, campaign: 'fall-mail', source: 'newsletter' }).expect(204);
    await beacon({ event: 'page-view', page: '/new-york/dark-legends/no-such-story' }).expect(204);
    await beacon({ event: 'page-view', page: '/missing-page' }).expect(204);
    await beacon({ event: 'page-view', page: '/redirect-me' }).expect(204);
    await beacon({ event: 'page-view', page: story }, 'Mozilla/5.0 (compatible; bingbot/2.0)').expect(204);
    expect(await counted()).toEqual([
      { event: 'page-view', path: story, story: slug, attraction: '', campaign: 'fall-mail', source: 'newsletter', total: 1 },
      { event: 'ticket-click', path: story, story: slug, attraction: '', campaign: 'fall-mail', source: 'newsletter', total: 1 },
    ]);
  });

  it('refuses an event it does not know with a 400 naming the field', async () => {
    const res = await beacon({ event: 'purchase', page: '/' }).expect(400);
    expect(res.body.errors).toHaveProperty('event');
  });
});
