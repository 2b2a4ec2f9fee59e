#!/usr/bin/env node
// Writes the prerendered public pages into dist/ after `vite build` (client) and `vite build --ssr` (dist/.ssr):
//   dist/index.html                          the landing page (/)
//   dist/<path>/index.html                   the other static public pages
//   dist/spa.html                            the empty shell for every other path (stories, forms, admin, unknown)
// Pages whose content is all API data (a story) or a form stay client-rendered: a skeleton painted first would shift
// the page when the data arrives, and a form typed into before the app starts would lose its input.
// Each page also modulepreloads its route chunks, so they download beside the entry instead of after it.
// Served by backend/src/app.setup.ts (serveSpa) and nginx/nginx.conf.template, which map paths the same way.
/* global URL, console, process -- a Node build script */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const frontend = fileURLToPath(new URL('..', import.meta.url));
const dist = join(frontend, 'dist');
const ssrDir = join(dist, '.ssr');

const LAYOUT = 'src/components/layout/public-layout.tsx';
const regional = (page) => [LAYOUT, page];
/** Prerendered paths, their output file and the modules of their lazy routes (as public-routes.tsx imports them). */
const PAGES = [
  { path: '/', file: 'index.html', modules: ['src/features/landing/landing-page.tsx'] },
  { path: '/new-york', modules: regional('src/features/region-home/new-york-home-page.tsx') },
  { path: '/florida', modules: regional('src/features/region-home/florida-home-page.tsx') },
  ...['new-york', 'florida'].flatMap((region) => [
    { path: `/${region}/attractions`, modules: regional('src/features/attractions/attractions-page.tsx') },
    { path: `/${region}/dark-legends`, modules: regional('src/features/legends/story-list-page.tsx') },
  ]),
];

const template = readFileSync(join(dist, 'index.html'), 'utf8');
if (!template.includes('<div id="root"></div>')) throw new Error('dist/index.html is not the empty Vite shell: run vite build first');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
// The SSR bundle keeps React's and MUI's process.env.NODE_ENV checks: render as the production client does (same class names).
process.env.NODE_ENV = 'production';
const { render } = await import(pathToFileURL(join(ssrDir, 'entry-server.js')).href);

/** The chunk files a module needs beyond the entry's own (which index.html already loads). */
const entryFiles = new Set();
const collect = (key, into) => {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) collect(imported, into);
};
collect('index.html', entryFiles);

function page(markup, modules) {
  // React hoists <title> and the preload of a fetchpriority=high image; emotion puts styles beside components.
  const head = [];
  const styles = [];
  let title = '';
  const body = markup
    .replace(/<style data-emotion="[^"]*">[\s\S]*?<\/style>/g, (style) => {
      styles.push(style);
      return '';
    })
    .replace(/<link rel="preload"[^>]*>/g, (link) => {
      head.push(link);
      return '';
    })
    .replace(/<title>([\s\S]*?)<\/title>/g, (_, text) => {
      title ||= text;
      return '';
    });
  const files = new Set();
  for (const module of modules) {
    if (!manifest[module]) throw new Error(`${module} is not a chunk of the client build`);
    collect(module, files);
  }
  const preloads = [...files]
    .filter((file) => !entryFiles.has(file))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join('\n    ');
  let html = template.replace('<div id="root"></div>', `<div id="root">${body}</div>`);
  if (title) html = html.replace(/<title>[\s\S]*?<\/title>/, `<title>${title}</title>`);
  return html.replace('</head>', `    ${[...head, preloads].join('\n    ')}\n    ${styles.join('')}\n  </head>`);
}

writeFileSync(join(dist, 'spa.html'), template);
for (const { path, file = `${path.slice(1)}/index.html`, modules } of PAGES) {
  const target = join(dist, file);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, page(await render(path), modules));
}
// Build-time only: the SSR bundle and the manifest are not part of the site.
rmSync(ssrDir, { recursive: true, force: true });
rmSync(join(dist, '.vite'), { recursive: true, force: true });
console.log(`prerendered ${PAGES.length} public pages`);
