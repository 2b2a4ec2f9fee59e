// The site served the production way for benchmarks: the built app (node backend/dist/main.js) on a
// fresh DATA_DIR with demo content, optionally behind nginx configured by nginx/render-config.sh.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { buildStale } from '../../scripts/build-stale.mjs';
import { freePort, makeDataDir, REPO_ROOT as root, startApp } from '../../scripts/lib/app-process.cjs';
import { CHROME_PATH, chromiumLaunchOptions } from '../../scripts/lib/chromium.cjs';
import { selfSignedCertificate } from '../../scripts/lib/certificate.cjs';

export const NGINX_BIN = process.env.NGINX_BIN || '/usr/sbin/nginx';

export function requireChromium() {
  if (existsSync(CHROME_PATH)) return;
  console.error(`Chromium not found at ${CHROME_PATH}: install it with apt-get install -y chromium (or set CHROME_PATH)`);
  process.exit(1);
}

/** Headless Chromium without the background traffic that would blur a measurement. */
export function launchBenchChromium(extraArgs = []) {
  requireChromium();
  return chromium.launch(chromiumLaunchOptions(extraArgs));
}

/**
 * Resolves with { baseUrl, app, stop() }; `nginx: true` puts nginx (gzip, caching) in front like production, and
 * `tls: true` has it serve HTTPS and HTTP/2 as production does, with a certificate made for the run (a browser
 * context then needs ignoreHTTPSErrors). `checkout`: another built checkout of the project to run instead of this one,
 * app and nginx configuration both (see startApp).
 */
export async function startSite({ nginx = false, tls = false, env = {}, checkout } = {}) {
  if (!checkout && !buildStale()) process.exit(1);
  const dataDir = makeDataDir('haunt-bench-site-');
  const app = await startApp({ dataDir, env, checkout });
  if (!nginx) {
    return {
      baseUrl: app.baseUrl,
      app,
      stop: async () => {
        await app.stop();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const dir = makeDataDir('haunt-bench-nginx-');
  const port = await freePort();
  const tlsPort = tls ? await freePort() : undefined;
  mkdirSync(join(dataDir, 'uploads'), { recursive: true });
  const certificate = tls ? selfSignedCertificate(dir) : undefined;
  const rendered = spawnSync('sh', [join(checkout ?? root, 'nginx', 'render-config.sh'), dir], {
    env: {
      PATH: process.env.PATH,
      BACKEND_ADDR: `127.0.0.1:${app.port}`,
      LISTEN_PORT: `127.0.0.1:${port}`,
      WEB_ROOT: join(checkout ?? root, 'frontend', 'dist'),
      UPLOADS_DIR: join(dataDir, 'uploads'),
      NGINX_TEMP_DIR: join(dir, 'temp'),
      ACCESS_LOG: 'off',
      ACME_WEBROOT: join(dir, 'acme'),
      ...(certificate && {
        TLS_CERT: certificate.cert,
        TLS_KEY: certificate.key,
        TLS_LISTEN_PORT: `127.0.0.1:${tlsPort}`,
        HTTPS_PORT: String(tlsPort),
      }),
      ...(env.TICKETING_ORIGINS !== undefined ? { TICKETING_ORIGINS: env.TICKETING_ORIGINS } : {}),
    },
    encoding: 'utf8',
  });
  if (rendered.status !== 0) throw new Error(rendered.stderr);
  const globals = [`pid ${join(dir, 'nginx.pid')};`, 'daemon off;', ...(process.getuid() === 0 ? ['user root;'] : [])];
  const child = spawn(NGINX_BIN, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', 'stderr', '-g', globals.join(' ')], { stdio: 'inherit' });
  const baseUrl = tls ? `https://127.0.0.1:${tlsPort}` : `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    try {
      // With TLS the plain port answers a redirect, which is enough to know nginx is up.
      await fetch(`http://127.0.0.1:${port}/index.html`, { redirect: 'manual' });
      break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    baseUrl,
    app,
    stop: async () => {
      child.kill('SIGQUIT');
      await new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve)));
      await app.stop();
      rmSync(dir, { recursive: true, force: true });
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The public pages the budgets speak of: the landing page, the New York home, its attractions and stories, and one story.
 * BENCH_PAGES=new-york,story keeps only those.
 */
export async function benchPages(baseUrl) {
  const response = await fetch(`${baseUrl}/api/blog-posts?region=new-york&published=true&limit=1`);
  const { items } = await response.json();
  if (!items?.length) throw new Error('No published New York story: the demo content is missing');
  const only = process.env.BENCH_PAGES?.split(',');
  return [
    { name: 'landing', path: '/' },
    { name: 'new-york', path: '/new-york' },
    { name: 'attractions', path: '/new-york/attractions' },
    { name: 'legends', path: '/new-york/dark-legends' },
    { name: 'story', path: `/new-york/dark-legends/${items[0].slug}` },
    // Florida in Spanish (the demo park's Florida speaks both): the Spanish catalogue instead of the English one.
    { name: 'es-florida', path: '/es/florida' },
    { name: 'es-faq', path: '/es/florida/faq' },
  ].filter((page) => !only || only.includes(page.name));
}
