import { request } from 'node:http';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { freePort, makeDataDir, removeDir, REPO_ROOT, startApp, type RunningApp } from '../support/app-server';
import { assertNginxInstalled, nginxTest, renderNginxConfig, startNginx, type RunningNginx } from '../support/nginx';

/** Headers about the body or the connection; every other header must be identical on both servers. */
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
]);
const TICKETING_ORIGINS = 'https://tickets.example.com,https://box-office.example.org/buy';
const SPA_DIR = join(REPO_ROOT, 'frontend', 'dist');

interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** A plain HTTP GET that does not decompress, so gzip is visible. */
function get(baseUrl: string, path: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request(new URL(path, baseUrl), { headers }, (res) => {
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
  const indexHtml = readFileSync(join(SPA_DIR, 'index.html'), 'utf8');
  const scripts = readdirSync(join(SPA_DIR, 'assets')).filter((name) => name.endsWith('.js'));
  const largestScript = scripts
    .map((name) => ({ name, size: readFileSync(join(SPA_DIR, 'assets', name)).length }))
    .sort((a, b) => b.size - a.size)[0].name;
  const stylesheet = readdirSync(join(SPA_DIR, 'assets')).find((name) => name.endsWith('.css'));

  beforeAll(async () => {
    assertNginxInstalled();
    dataDir = makeDataDir('haunt-nginx-app-');
    // The backend serves the SPA too (single-process mode), so both servers can be compared on the same paths.
    app = await startApp({ dataDir, env: { TICKETING_ORIGINS } });
    mkdirSync(join(dataDir, 'uploads'), { recursive: true });
    writeFileSync(join(dataDir, 'uploads', 'e2e-probe.txt'), 'uploaded by the nginx test\n');
    nginx = await startNginx({ backendPort: app.port, uploadsDir: join(dataDir, 'uploads'), ticketingOrigins: TICKETING_ORIGINS });
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

  it('serves the SPA at / with no-cache', async () => {
    const response = await get(nginx.baseUrl, '/');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body.toString()).toBe(indexHtml);
  });

  it.each([
    ['/new-york', 'new-york/index.html'],
    ['/florida/dark-legends/', 'florida/dark-legends/index.html'],
    ['/new-york/dark-legends/some-story', 'spa.html'],
    ['/admin', 'spa.html'],
    ['/no/such/page', 'spa.html'],
  ])('serves %s its prerendered page or the SPA shell (%s) with no-cache, like the Node server', async (path, file) => {
    const html = readFileSync(join(SPA_DIR, file), 'utf8');
    const [fromNginx, fromNode] = await Promise.all([get(nginx.baseUrl, path), get(app.baseUrl, path)]);
    for (const response of [fromNginx, fromNode]) {
      expect(response.status).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body.toString()).toBe(html);
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

  it('caches hashed assets for a year (immutable) and compresses them with gzip', async () => {
    const response = await get(nginx.baseUrl, `/assets/${largestScript}`, { 'Accept-Encoding': 'gzip' });
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.body.length).toBeLessThan(readFileSync(join(SPA_DIR, 'assets', largestScript)).length / 2);
    const missing = await get(nginx.baseUrl, '/assets/no-such-file.js');
    expect(missing.status).toBe(404);
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
    `/assets/${largestScript}`,
    `/assets/${stylesheet}`,
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
        "frame-src 'self' https://player.vimeo.com https://www.youtube.com https://www.youtube-nocookie.com https://tickets.example.com https://box-office.example.org;",
      );
      expect(fromNginx.headers['content-security-policy']).toContain("frame-ancestors 'self'");
      expect(fromNginx.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(fromNginx.headers['x-content-type-options']).toBe('nosniff');
    },
  );

  it('reveals no server software version', async () => {
    for (const path of ['/', '/api/health', '/uploads/missing.png']) {
      const response = await get(nginx.baseUrl, path);
      expect(response.headers['x-powered-by']).toBeUndefined();
      expect(response.headers.server ?? 'nginx').toBe('nginx');
    }
  });
});
