import { spawnSync } from 'node:child_process';
import { request } from 'node:http';
import { connect as http2Connect } from 'node:http2';
import { request as httpsRequest } from 'node:https';
import { chmodSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { freePort, makeDataDir, removeDir, REPO_ROOT, startApp, type RunningApp } from '../../scripts/lib/app-process.cjs';
import { DOCUMENT_ONLY_HEADERS } from '../../backend/src/common/http/security-headers';
import { selfSignedCertificate } from '../../scripts/lib/certificate.cjs';
import { assertNginxInstalled, NGINX_BIN, nginxArgs, nginxTest, renderNginxConfig, startNginx, type RunningNginx } from '../support/nginx';

/**
 * Headers about the body, the connection or the one request (the app's X-Request-Id); every other header must be
 * identical on both servers.
 */
const TRANSPORT_HEADERS = new Set([
  'accept-ranges',
  'connection',
  'content-encoding',
  'content-length',
  'date',
  'etag',
  'keep-alive',
  'last-modified',
  'server',
  'transfer-encoding',
  'vary',
  'x-request-id',
]);
const SPA_DIR = join(REPO_ROOT, 'frontend', 'dist');
const METRICS_TOKEN = 'nginx-test-metrics-token-0123456789abcdef';

interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** A plain GET that does not decompress, so gzip is visible; over HTTPS it trusts only the certificate authority `ca`. */
function get(baseUrl: string, path: string, headers: Record<string, string> = {}, ca?: Buffer): Promise<RawResponse> {
  const url = new URL(path, baseUrl);
  const send = url.protocol === 'https:' ? httpsRequest : request;
  return new Promise((resolve, reject) => {
    const req = send(url, { headers, ca }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const flat: Record<string, string> = {};
        for (const [name, value] of Object.entries(res.headers)) flat[name] = Array.isArray(value) ? value.join(', ') : String(value);
        resolve({ status: res.statusCode ?? 0, headers: flat, body: Buffer.concat(chunks) });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

function comparable(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !TRANSPORT_HEADERS.has(name)));
}

describe('production web server: nginx in front of the app', () => {
  let app: RunningApp;
  let nginx: RunningNginx;
  let dataDir: string;
  const scripts = readdirSync(join(SPA_DIR, 'assets')).filter((name) => name.endsWith('.js'));
  // The largest script of the app's code: the password checker's dictionaries (a chunk the admin's password fields load)
  // are compressed word lists already, which gzip cannot halve.
  const largestScript = scripts
    .filter((name) => !name.startsWith('password-rules-'))
    .map((name) => ({ name, size: readFileSync(join(SPA_DIR, 'assets', name)).length }))
    .sort((a, b) => b.size - a.size)[0].name;
  const stylesheet = readdirSync(join(SPA_DIR, 'assets')).find((name) => name.endsWith('.css'));
  const font = readdirSync(join(SPA_DIR, 'assets')).find((name) => name.endsWith('.woff2'));
  const sprite = readdirSync(join(SPA_DIR, 'assets')).find((name) => name.endsWith('.svg'));
  const picture = readdirSync(join(SPA_DIR, 'images', 'fallback')).find((name) => name.endsWith('.webp'));

  beforeAll(async () => {
    assertNginxInstalled();
    dataDir = makeDataDir('haunt-nginx-app-');
    // The backend serves the client build's files too (single-process mode), so both servers can be compared on the same paths.
    // nginx is the proxy in front of the app, as in production: its request ids reach the app's answers and logs.
    app = await startApp({ dataDir, env: { TRUSTED_PROXIES: '127.0.0.1', METRICS_TOKEN } });
    mkdirSync(join(dataDir, 'uploads'), { recursive: true });
    writeFileSync(join(dataDir, 'uploads', 'e2e-probe.txt'), 'uploaded by the nginx test\n');
    nginx = await startNginx({ backendPort: app.port, uploadsDir: join(dataDir, 'uploads') });
  });

  afterAll(async () => {
    await nginx?.stop();
    await app?.stop();
    removeDir(dataDir);
  });

  it('nginx -t accepts the rendered configuration', async () => {
    const { dir, conf } = renderNginxConfig({ backendPort: app.port, listenPort: await freePort(), uploadsDir: join(dataDir, 'uploads') });
    try {
      const result = nginxTest(dir, conf);
      expect(result.output).toContain('test is successful');
      expect(result.status).toBe(0);
    } finally {
      removeDir(dir);
    }
  });

  it('cuts off slow clients: 15 s between reads of headers or body, 60 s between reads of a media upload', async () => {
    const { dir, conf } = renderNginxConfig({ backendPort: app.port, listenPort: await freePort(), uploadsDir: join(dataDir, 'uploads') });
    try {
      const dump = spawnSync(NGINX_BIN, nginxArgs(dir, conf, ['-T']), { encoding: 'utf8' }).stdout;
      const http = dump.slice(dump.indexOf('http {'), dump.indexOf('server {'));
      expect(http).toMatch(/^\s*client_header_timeout 15s;$/m);
      expect(http).toMatch(/^\s*client_body_timeout 15s;$/m);
      const upload = /location = \/api\/media \{([^}]*)\}/.exec(dump)?.[1] ?? '';
      expect(upload).toMatch(/^\s*client_body_timeout 60s;$/m);
      expect(upload).toMatch(/^\s*proxy_request_buffering off;$/m);
    } finally {
      removeDir(dir);
    }
    // The upload's location reaches the backend (which asks for a token).
    const upload = await get(nginx.baseUrl, '/api/media');
    expect(upload.status).toBe(401);
    expect(upload.headers['content-type']).toMatch(/^application\/json/);
  });

  it.each([
    ['/', 200, 'Choose your terror | Haunted Park'],
    ['/new-york', 200, 'New York — The #1 Haunted Attraction | Haunted Park'],
    ['/florida/dark-legends', 200, 'Dark Legends of Florida | Haunted Park'],
    ['/new-york/dark-legends/no-such-story', 404, 'Story Not Found | Haunted Park'],
    ['/no/such/page', 404, '404 Page Not Found | Haunted Park'],
    ['/admin', 200, 'Admin | Haunted Park'],
  ])('proxies the page %s to the Node renderer (%s, "%s"), which names nginx\'s host in its links', async (path, status, title) => {
    const [fromNginx, fromNode] = await Promise.all([get(nginx.baseUrl, path), get(app.baseUrl, path)]);
    for (const response of [fromNginx, fromNode]) {
      expect(response.status).toBe(status);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body.toString()).toContain(`>${title}</title>`);
    }
    if (status === 200 && path !== '/admin')
      expect(fromNginx.body.toString()).toContain(`<link rel="canonical" href="${nginx.baseUrl.replace(/\/$/, '')}${path}"`);
  });

  it('serves /sitemap.xml and /robots.txt from the Node process with its own host', async () => {
    const sitemap = await get(nginx.baseUrl, '/sitemap.xml');
    expect(sitemap.status).toBe(200);
    expect(sitemap.body.toString()).toContain(`<loc>${nginx.baseUrl.replace(/\/$/, '')}/new-york/attractions</loc>`);
    const robots = await get(nginx.baseUrl, '/robots.txt');
    expect(robots.body.toString()).toContain(`Sitemap: ${nginx.baseUrl.replace(/\/$/, '')}/sitemap.xml`);
  });

  it('never passes /metrics on to the backend, which serves it to its own scraper', async () => {
    const bearer = { Authorization: `Bearer ${METRICS_TOKEN}` };
    expect((await get(app.baseUrl, '/metrics', bearer)).status).toBe(200);
    for (const path of ['/metrics', '/metrics?format=text', '/%6Detrics']) {
      const answer = await get(nginx.baseUrl, path, bearer);
      expect([path, answer.status]).toEqual([path, 404]);
      expect(answer.body.toString()).not.toContain('http_requests_total');
    }
  });

  it('proxies /api to the backend', async () => {
    const response = await get(nginx.baseUrl, '/api/health');
    expect(response.status).toBe(200);
    expect(JSON.parse(response.body.toString())).toMatchObject({ status: 'ok', database: 'ok' });
    const missing = await get(nginx.baseUrl, '/api/no-such-endpoint');
    expect(missing.status).toBe(404);
    expect(missing.headers['content-type']).toMatch(/^application\/json/);
  });

  it('caches hashed assets for a year (immutable) and sends the brotli or gzip copy the build made, as it is', async () => {
    const path = `/assets/${largestScript}`;
    const built = join(SPA_DIR, 'assets', largestScript);
    const response = await get(nginx.baseUrl, path, { 'Accept-Encoding': 'gzip' });
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toMatch(/Accept-Encoding/);
    expect(response.body).toEqual(readFileSync(`${built}.gz`));
    expect(response.body.length).toBeLessThan(readFileSync(built).length / 2);
    const brotli = await get(nginx.baseUrl, path, { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.body).toEqual(readFileSync(`${built}.br`));
    // The Node process alone sends the same copies (npm start without nginx).
    expect((await get(app.baseUrl, path, { 'Accept-Encoding': 'gzip, deflate, br' })).body).toEqual(readFileSync(`${built}.br`));
    const missing = await get(nginx.baseUrl, '/assets/no-such-file.js');
    expect(missing.status).toBe(404);
  });

  it('passes on a page as the Node process compressed it', async () => {
    const page = await get(nginx.baseUrl, '/new-york', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(page.status).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers.vary).toMatch(/Accept-Encoding/);
    expect(brotliDecompressSync(page.body).toString()).toContain('<div id="root">');
  });

  it('serves /uploads from the data directory with nosniff and a long cache', async () => {
    const response = await get(nginx.baseUrl, '/uploads/e2e-probe.txt');
    expect(response.status).toBe(200);
    expect(response.body.toString()).toBe('uploaded by the nginx test\n');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    await expect(get(nginx.baseUrl, '/uploads/')).resolves.toMatchObject({ status: 403 });
  });

  it.each([
    '/',
    '/new-york',
    '/new-york/dark-legends/some-story',
    '/admin',
    `/assets/${sprite}`,
    '/favicon.svg',
    '/uploads/e2e-probe.txt',
    '/api/health',
  ])(
    'sends the same headers as the Node server for %s (security headers: run node scripts/render-nginx-headers.mjs if this fails)',
    async (path) => {
      const [fromNginx, fromNode] = await Promise.all([get(nginx.baseUrl, path), get(app.baseUrl, path)]);
      expect(fromNginx.status).toBe(fromNode.status);
      expect(comparable(fromNginx.headers)).toEqual(comparable(fromNode.headers));
      expect(fromNginx.headers['content-security-policy']).toContain(
        // No ticketing site is set: the one staff save reaches pages' frame-src through the Node server only.
        "frame-src 'self' https://player.vimeo.com https://www.youtube.com https://www.youtube-nocookie.com;",
      );
      expect(fromNginx.headers['content-security-policy']).toContain("frame-ancestors 'self'");
      expect(fromNginx.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(fromNginx.headers['x-content-type-options']).toBe('nosniff');
    },
  );

  it.each([`/assets/${largestScript}`, `/assets/${stylesheet}`, `/assets/${font}`, `/images/fallback/${picture}`, '/images/og/social.jpg'])(
    'sends the same headers as the Node server for %s, a file never opened as a document: without those only a document obeys',
    async (path) => {
      const [fromNginx, fromNode] = await Promise.all([get(nginx.baseUrl, path), get(app.baseUrl, path)]);
      expect(fromNginx.status).toBe(200);
      expect(comparable(fromNginx.headers)).toEqual(comparable(fromNode.headers));
      for (const header of DOCUMENT_ONLY_HEADERS) expect(fromNginx.headers).not.toHaveProperty(header);
      expect(fromNginx.headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'cross-origin-resource-policy': 'same-origin',
        'referrer-policy': 'strict-origin-when-cross-origin',
      });
    },
  );

  it('gives every answer one request id: its own on the files it serves, passed to the backend on the rest', async () => {
    const nginxId = /^[0-9a-f]{32}$/;
    const files = await Promise.all(['/favicon.svg', '/favicon.svg', `/assets/${largestScript}`].map((path) => get(nginx.baseUrl, path)));
    for (const file of files) expect(file.headers['x-request-id']).toMatch(nginxId);
    expect(new Set(files.map((file) => file.headers['x-request-id'])).size).toBe(files.length);
    const proxied = await Promise.all(['/api/health', '/new-york'].map((path) => get(nginx.baseUrl, path)));
    for (const answer of proxied) expect(answer.headers['x-request-id']).toMatch(nginxId);
    const logged = [...files, ...proxied].map((answer) => `request_id=${answer.headers['x-request-id']}`);
    const accessLog = await nginx.accessLogWith(logged);
    for (const line of logged) expect(accessLog).toContain(line);
  });

  it('writes no secret link into its access log: the tokens of invitations, unsubscribe, preview and audition links', async () => {
    const secret = (name: string) => `${name}${Math.random().toString(36).slice(2)}Secret`;
    const tokens = ['invite', 'unsubscribe', 'previewPage', 'previewApi', 'auditionPage', 'auditionApi', 'referer'].map(secret);
    const [invite, unsubscribe, previewPage, previewApi, auditionPage, auditionApi, referer] = tokens;
    const answers = await Promise.all([
      get(nginx.baseUrl, `/admin/accept-invite?token=${invite}`),
      get(nginx.baseUrl, `/api/subscribers/unsubscribe?region=florida&token=${unsubscribe}`),
      get(nginx.baseUrl, `/new-york/dark-legends/preview/${previewPage}`),
      get(nginx.baseUrl, `/api/blog-posts/preview/${previewApi}`),
      get(nginx.baseUrl, `/auditions/${auditionPage}`),
      get(nginx.baseUrl, `/api/auditions/${auditionApi}`),
      get(nginx.baseUrl, '/favicon.svg', { Referer: `${nginx.baseUrl}/florida/dark-legends/preview/${referer}` }),
    ]);
    const logged = answers.map((answer) => `request_id=${answer.headers['x-request-id']}`);
    const accessLog = await nginx.accessLogWith(logged);
    for (const line of logged) expect(accessLog).toContain(line);
    for (const token of tokens) expect(accessLog).not.toContain(token);
    expect(accessLog).toContain('"GET /admin/accept-invite?token=[redacted] HTTP/1.1"');
    expect(accessLog).toContain('"GET /api/subscribers/unsubscribe?region=florida&token=[redacted] HTTP/1.1"');
    expect(accessLog).toContain('"GET /new-york/dark-legends/preview/[redacted] HTTP/1.1"');
    expect(accessLog).toContain('"GET /api/auditions/[redacted] HTTP/1.1"');
    expect(accessLog).toContain('/florida/dark-legends/preview/[redacted]"');
  });

  it('reveals no server software version', async () => {
    for (const path of ['/', '/api/health', '/uploads/missing.png']) {
      const response = await get(nginx.baseUrl, path);
      expect(response.headers['x-powered-by']).toBeUndefined();
      expect(response.headers.server ?? 'nginx').toBe('nginx');
    }
  });

  it('with REAL_IP_FROM (a CDN in front), takes the client from the header when the peer is in the listed ranges', async () => {
    const behindCdn = await startNginx({
      backendPort: app.port,
      uploadsDir: join(dataDir, 'uploads'),
      env: { REAL_IP_FROM: '127.0.0.1,203.0.113.0/24', REAL_IP_HEADER: 'X-Forwarded-For' },
    });
    try {
      const answer = await get(behindCdn.baseUrl, '/api/health', { 'X-Forwarded-For': '198.51.100.23, 203.0.113.9' });
      const line = `request_id=${answer.headers['x-request-id']}`;
      let accessLog = await behindCdn.accessLogWith([line]);
      expect(accessLog.split('\n').find((entry) => entry.includes(line))).toMatch(/^198\.51\.100\.23 /);
      // Without REAL_IP_FROM the peer is the client, whatever the header says.
      const plain = await get(nginx.baseUrl, '/api/health', { 'X-Forwarded-For': '198.51.100.23' });
      const plainLine = `request_id=${plain.headers['x-request-id']}`;
      accessLog = await nginx.accessLogWith([plainLine]);
      expect(accessLog.split('\n').find((entry) => entry.includes(plainLine))).toMatch(/^127\.0\.0\.1 /);
    } finally {
      await behindCdn.stop();
    }
  });

  it('with NGINX_RESOLVER, re-resolves the backend names while running (upstream resolve), not fixed addresses', () => {
    const { dir, conf } = renderNginxConfig({
      backendPort: app.port,
      listenPort: 8080,
      uploadsDir: join(dataDir, 'uploads'),
      env: { BACKEND_ADDR: 'backend:3000, 10.0.0.7:3000', NGINX_RESOLVER: '127.0.0.11' },
    });
    try {
      const text = readFileSync(conf, 'utf8');
      expect(text).toMatch(/^\s*resolver 127\.0\.0\.11 valid=10s ipv6=off;$/m);
      const upstream = /upstream backend \{([^}]*)\}/.exec(text)?.[1] ?? '';
      expect(upstream).toMatch(/^\s*zone backend 64k;$/m);
      expect(upstream).toMatch(/^\s*server backend:3000 max_fails=3 fail_timeout=10s resolve;$/m);
      expect(upstream).toMatch(/^\s*server 10\.0\.0\.7:3000 max_fails=3 fail_timeout=10s;$/m);
    } finally {
      removeDir(dir);
    }
  });

  describe('with TLS_CERT and TLS_KEY (a self-signed certificate made for the test)', () => {
    let tlsDir: string;
    let tls: { cert: string; key: string; listenPort: number };
    let acmeWebroot: string;
    let secure: RunningNginx;
    let httpsUrl: string;

    const getHttps = (path: string) => get(httpsUrl, path, {}, readFileSync(tls.cert));

    beforeAll(async () => {
      tlsDir = makeDataDir('haunt-tls-');
      const { cert, key } = selfSignedCertificate(tlsDir);
      tls = { cert, key, listenPort: await freePort() };
      acmeWebroot = join(tlsDir, 'acme');
      mkdirSync(join(acmeWebroot, '.well-known', 'acme-challenge'), { recursive: true });
      writeFileSync(join(acmeWebroot, '.well-known', 'acme-challenge', 'token-123'), 'token-123.thumbprint');
      secure = await startNginx({ backendPort: app.port, uploadsDir: join(dataDir, 'uploads'), acmeWebroot, tls });
      httpsUrl = `https://127.0.0.1:${tls.listenPort}`;
    });

    afterAll(async () => {
      await secure?.stop();
      removeDir(tlsDir);
    });

    it('nginx -t accepts the rendered TLS configuration', async () => {
      const { dir, conf } = renderNginxConfig({
        backendPort: app.port,
        listenPort: await freePort(),
        uploadsDir: join(dataDir, 'uploads'),
        tls,
      });
      try {
        const result = nginxTest(dir, conf);
        expect(result.output).toContain('test is successful');
        expect(result.status).toBe(0);
      } finally {
        removeDir(dir);
      }
    });

    it("redirects plain HTTP to the same address over HTTPS, except the Let's Encrypt challenges", async () => {
      const redirect = await get(secure.baseUrl, '/new-york/attractions?region=new-york', { Host: 'park.example.com' });
      expect(redirect.status).toBe(301);
      expect(redirect.headers.location).toBe(`https://park.example.com:${tls.listenPort}/new-york/attractions?region=new-york`);
      const challenge = await get(secure.baseUrl, '/.well-known/acme-challenge/token-123');
      expect(challenge.status).toBe(200);
      expect(challenge.body.toString()).toBe('token-123.thumbprint');
    });

    it.each(['/', '/api/health', `/assets/${largestScript}`, '/uploads/e2e-probe.txt'])('serves %s over HTTPS with HSTS', async (path) => {
      const response = await getHttps(path);
      expect(response.status).toBe(200);
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    });

    it("serves a page's scripts over HTTP/2, several at once on one connection", async () => {
      const session = http2Connect(httpsUrl, { ca: readFileSync(tls.cert) });
      try {
        const statusOf = (path: string) =>
          new Promise<number>((resolve, reject) => {
            const stream = session.request({ ':path': path });
            stream.on('response', (headers) => resolve(Number(headers[':status'])));
            stream.on('error', reject);
            stream.resume();
          });
        expect(await Promise.all(['/new-york', `/assets/${largestScript}`, '/api/health'].map(statusOf))).toEqual([200, 200, 200]);
        expect(session.alpnProtocol).toBe('h2');
      } finally {
        session.close();
      }
    });

    it('turns HTTP/2 on with the http2 directive on nginx 1.25.1 and later, as the image runs', () => {
      const bin = join(tlsDir, 'newer-nginx');
      mkdirSync(bin, { recursive: true });
      writeFileSync(join(bin, 'nginx'), '#!/bin/sh\necho "nginx version: nginx/1.28.0" >&2\n');
      chmodSync(join(bin, 'nginx'), 0o755);
      const { dir, conf } = renderNginxConfig({
        backendPort: app.port,
        listenPort: 1,
        uploadsDir: dataDir,
        tls,
        env: { PATH: `${bin}:${process.env.PATH ?? ''}` },
      });
      try {
        expect(readFileSync(join(dir, 'tls.conf'), 'utf8')).toMatch(/^http2 on;$/m);
        expect(readFileSync(conf, 'utf8')).toContain(`listen 127.0.0.1:${tls.listenPort} ssl;`);
      } finally {
        removeDir(dir);
      }
    });

    it('refuses a certificate without its key with a clear message', async () => {
      expect(() =>
        renderNginxConfig({ backendPort: app.port, listenPort: 1, uploadsDir: dataDir, tls: { ...tls, key: join(tlsDir, 'missing.pem') } }),
      ).toThrow(`TLS certificate file ${join(tlsDir, 'missing.pem')} cannot be read`);
    });
  });
});
