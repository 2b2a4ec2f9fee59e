#!/usr/bin/env node
// What the front end's libraries cost a page before any code of ours: the smallest page that hydrates with each of
// them, used the way the app uses them (src/main.tsx, src/app/router.tsx, src/app/store.ts, src/theme/), built by this
// project's Vite for production and gzip-compressed at nginx's level (6). The pages' own figures are bundle-size.mjs's.
//
//   node bench/stack-floor.mjs
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

const frontend = fileURLToPath(new URL('../frontend/', import.meta.url));
// The front end's own Vite (a dependency of the frontend workspace, not of the root).
const { build } = await import(pathToFileURL(createRequire(`${frontend}package.json`).resolve('vite')).href);
const PUBLIC_PAGE_BUDGET_KB = 150;

const imports = {
  react: `import { createElement as h } from 'react';\nimport { hydrateRoot } from 'react-dom/client';`,
  router: `import { createBrowserRouter, RouterProvider, Link } from 'react-router-dom';`,
  store: [
    `import { Provider } from 'react-redux';`,
    `import { configureStore } from '@reduxjs/toolkit';`,
    `import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';`,
  ].join('\n'),
  mui: `import { ThemeProvider } from '@mui/system';\nimport { createTheme, CssBaseline, Button, Typography } from '@mui/material';`,
};

/** A page's code with the libraries in `uses`: a heading and a link, inside the providers the app wraps a page in. */
function pageWith(uses) {
  const has = (name) => uses.includes(name);
  const lines = [imports.react, ...uses.map((name) => imports[name])];
  if (has('store')) {
    lines.push(
      `const api = createApi({ baseQuery: fetchBaseQuery({ baseUrl: '/api' }), endpoints: (build) => ({ page: build.query({ query: () => 'page' }) }) });`,
      `const store = configureStore({ reducer: { [api.reducerPath]: api.reducer }, middleware: (defaults) => defaults().concat(api.middleware) });`,
    );
  }
  const title = has('store') ? 'api.usePageQuery().data' : `'A page'`;
  const heading = has('mui') ? `h(Typography, { variant: 'h1' }, ${title})` : `h('h1', null, ${title})`;
  const link = has('router') ? `h(Link, { to: '/' }, 'Home')` : `h('a', { href: '/' }, 'Home')`;
  const action = has('mui') ? `h(Button, { variant: 'contained' }, 'Buy tickets')` : `h('button', null, 'Buy tickets')`;
  lines.push(`function Page() { return h('main', null, ${heading}, ${link}, ${action}); }`);
  let app = has('router') ? `h(RouterProvider, { router: createBrowserRouter([{ path: '/', Component: Page }]) })` : `h(Page)`;
  if (has('mui')) app = `h(ThemeProvider, { theme: createTheme() }, h(CssBaseline), ${app})`;
  if (has('store')) app = `h(Provider, { store }, ${app})`;
  lines.push(`hydrateRoot(document.getElementById('root'), ${app});`);
  return lines.join('\n');
}

/** gzip bytes of every chunk Vite builds from `code` as the only entry. */
async function builtSize(code) {
  const entry = `${frontend}src/stack-floor-entry.js`;
  const output = await build({
    configFile: false,
    root: frontend,
    logLevel: 'silent',
    plugins: [
      {
        name: 'stack-floor-entry',
        resolveId: (source) => (source === entry ? entry : undefined),
        load: (id) => (id === entry ? code : undefined),
      },
    ],
    build: { write: false, modulePreload: false, rollupOptions: { input: entry } },
  });
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((result) => result.output).filter((file) => file.type === 'chunk');
  return chunks.reduce((total, chunk) => total + gzipSync(chunk.code, { level: 6 }).length, 0);
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const variants = [
  ['React (react, react-dom)', []],
  ['React + React Router', ['router']],
  ['React + Redux Toolkit Query', ['store']],
  ['React + MUI (Emotion)', ['mui']],
  ['React + all three, as every page today', ['router', 'store', 'mui']],
];

console.log(`Smallest hydrating page per library set (gzip level 6); a public page's budget is ${PUBLIC_PAGE_BUDGET_KB} kB\n`);
console.log('| libraries | JS | share of the budget |');
console.log('|---|---|---|');
for (const [label, uses] of variants) {
  const bytes = await builtSize(pageWith(uses));
  console.log(`| ${label} | ${kb(bytes)} | ${Math.round((bytes / 1024 / PUBLIC_PAGE_BUDGET_KB) * 100)} % |`);
}
