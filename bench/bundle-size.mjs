#!/usr/bin/env node
// JavaScript and CSS a visitor downloads for a public page (docs/architecture.md §10), measured in Chromium:
// every .js/.css response the page loads until the network is idle, gzip-compressed at nginx's level (6).
//
//   node bench/bundle-size.mjs
import { gzipSync } from 'node:zlib';
import { benchPages, launchBenchChromium, requireChromium, startSite } from './lib/site.mjs';

requireChromium();
const site = await startSite();
const browser = await launchBenchChromium();
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
try {
  const pages = await benchPages(site.baseUrl);
  console.log('Initial JS + CSS per public route (gzip level 6, as nginx serves it; raw in brackets)\n');
  for (const { name, path } of pages) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const files = [];
    page.on('response', async (response) => {
      const url = new URL(response.url());
      if (!/\.(js|css)$/.test(url.pathname) || url.origin !== site.baseUrl) return;
      const body = await response.body();
      files.push({ file: url.pathname.replace('/assets/', ''), raw: body.length, gzip: gzipSync(body, { level: 6 }).length });
    });
    await page.goto(site.baseUrl + path, { waitUntil: 'networkidle' });
    await context.close();
    const sum = (kind, key) => files.filter((f) => f.file.endsWith(kind)).reduce((total, f) => total + f[key], 0);
    console.log(
      `${name.padEnd(9)} ${path}\n  JS  ${kb(sum('.js', 'gzip')).padStart(9)} (${kb(sum('.js', 'raw'))}) in ${files.filter((f) => f.file.endsWith('.js')).length} files` +
        `\n  CSS ${kb(sum('.css', 'gzip')).padStart(9)} (${kb(sum('.css', 'raw'))})` +
        `\n  largest: ${files
          .sort((a, b) => b.gzip - a.gzip)
          .slice(0, 3)
          .map((f) => `${f.file} ${kb(f.gzip)}`)
          .join(', ')}`,
    );
  }
} finally {
  await browser.close();
  await site.stop();
}
