import react from '@vitejs/plugin-react';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { ComponentType } from 'react';
import { parse } from '@formatjs/icu-messageformat-parser';
import subsetFont from 'subset-font';
import { defineConfig, type IndexHtmlTransformContext, type Plugin } from 'vite';
import { APP_MODULES_ID, LAZY_MODULES_ID, moduleListScript } from './src/app/module-lists.ts';
import { OWN_ICONS } from './src/components/icons/own-icons.ts';
import { WORDMARK_PATH, WORDMARK_SYMBOL, WORDMARK_VIEW_BOX } from './src/components/layout/wordmark-outline.ts';
import { LAYOUT_FEATURES, siteFacesCss, WEB_FACES } from './src/theme/font-faces.ts';

type OutputBundle = NonNullable<IndexHtmlTransformContext['bundle']>;

/**
 * The font faces' stylesheet, made from their table in src/theme/font-faces.ts, each face cut to its characters and
 * axes and to LAYOUT_FEATURES first (subset-font, HarfBuzz's hb-subset). The cut files are written under
 * node_modules/.cache, named by what they are cut from, so a build cuts only what changed; Vite then hashes and emits
 * them like any font.
 */
function siteFaces(): Plugin {
  const id = 'virtual:site-faces.css';
  const files: Record<string, string> = {};
  let root = '';
  return {
    name: 'site-faces',
    configResolved: (config) => {
      root = config.root;
    },
    async buildStart() {
      const require = createRequire(join(root, 'package.json'));
      for (const face of WEB_FACES) {
        const source = readFileSync(require.resolve(face.file));
        const recipe = createHash('sha256')
          .update(source)
          .update(JSON.stringify({ characters: face.characters, axes: face.axes ?? {}, features: LAYOUT_FEATURES }))
          .digest('hex')
          .slice(0, 16);
        const folder = join('node_modules', '.cache', 'site-faces', recipe);
        const file = join(root, folder, `${face.name}.woff2`);
        if (!existsSync(file)) {
          const cut = await subsetFont(source, face.characters, {
            targetFormat: 'woff2',
            variationAxes: face.axes,
            keepFeatures: LAYOUT_FEATURES,
          });
          mkdirSync(dirname(file), { recursive: true });
          writeFileSync(file, cut);
        }
        files[face.name] = `/${folder}/${face.name}.woff2`;
      }
    },
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    load: (resolved) => (resolved === `\0${id}` ? siteFacesCss(files) : undefined),
  };
}

/** The module whose `spriteIcon('<name>')` calls name the sprite's icons. */
const SITE_ICONS_MODULE = 'src/components/icons/site-icons.ts';

/**
 * The site's SVG sprite: a `<symbol>` per icon named in SITE_ICONS_MODULE, drawn by rendering its @mui/icons-material
 * component (or from src/components/icons/own-icons.ts), and the wordmark's outline, in one file named by its hash
 * (`virtual:icon-sprite` is its address). Pages `<use>` its symbols (src/components/icons/sprite-icon.tsx,
 * src/components/layout/wordmark.tsx) instead of holding every icon's paths and the wordmark's 13 kB outline, twice.
 */
function iconSprite(): Plugin {
  const id = 'virtual:icon-sprite';
  let root = '';
  let ssrBuild = false;
  let sprite = { fileName: '', source: '' };
  return {
    name: 'icon-sprite',
    config: (_config, env) => {
      ssrBuild = Boolean(env.isSsrBuild);
    },
    configResolved: (config) => {
      root = config.root;
    },
    buildStart() {
      const names = [...readFileSync(join(root, SITE_ICONS_MODULE), 'utf8').matchAll(/spriteIcon\('(\w+)'\)/g)].map((match) => match[1]);
      const require = createRequire(join(root, 'package.json'));
      const { createElement } = require('react') as typeof import('react');
      const { renderToStaticMarkup } = require('react-dom/server') as typeof import('react-dom/server');
      const symbols = names.map((name) => {
        if (OWN_ICONS[name]) return `<symbol id="${name}" viewBox="0 0 24 24">${OWN_ICONS[name]}</symbol>`;
        const icon = (require(`@mui/icons-material/${name}`) as { default: ComponentType }).default;
        const svg = /<svg[^>]*viewBox="([^"]+)"[^>]*>([\s\S]*)<\/svg>/.exec(renderToStaticMarkup(createElement(icon)));
        if (!svg) throw new Error(`The icon ${name} did not render as an SVG`);
        return `<symbol id="${name}" viewBox="${svg[1]}">${svg[2]}</symbol>`;
      });
      symbols.push(`<symbol id="${WORDMARK_SYMBOL}" viewBox="${WORDMARK_VIEW_BOX}"><path d="${WORDMARK_PATH}"/></symbol>`);
      const source = `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>`;
      sprite = { fileName: `assets/icons-${createHash('sha256').update(source).digest('base64url').slice(0, 10)}.svg`, source };
    },
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    load: (resolved) => (resolved === `\0${id}` ? `export default ${JSON.stringify(`/${sprite.fileName}`)};` : undefined),
    generateBundle() {
      if (!ssrBuild) this.emitFile({ type: 'asset', fileName: sprite.fileName, source: sprite.source });
    },
    configureServer: (server) => {
      server.middlewares.use((req, res, next) => {
        if (req.url !== `/${sprite.fileName}`) return next();
        res.setHeader('Content-Type', 'image/svg+xml');
        res.end(sprite.source);
      });
    },
  };
}

/**
 * The chunk `fileName` and every chunk it imports statically, each after the chunks it imports: evaluated in this
 * order, one at a time, each evaluation runs one chunk's code (boot.ts).
 */
function chunksFrom(bundle: OutputBundle, fileName: string): string[] {
  const byName = new Map(Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [[file.fileName, file] as const] : [])));
  const seen = new Set<string>();
  const ordered: string[] = [];
  const visit = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    byName.get(name)?.imports.forEach(visit);
    ordered.push(`/${name}`);
  };
  visit(fileName);
  return ordered;
}

/** The app's entry module (main.tsx) and every chunk it imports statically. */
function appModulesOf(bundle: OutputBundle): string[] {
  const main = Object.values(bundle).find((file) => file.type === 'chunk' && file.facadeModuleId?.endsWith('/src/main.tsx'));
  return main ? chunksFrom(bundle, main.fileName) : [];
}

/**
 * For each module the app loads on demand (the pages of src/app/route-table.ts among them), by its path under src/
 * without extension, the chunks it adds to the app's: the server adds the rendered page's to its list.
 */
function lazyModulesOf(bundle: OutputBundle, appModules: string[]): Record<string, string[]> {
  const app = new Set(appModules);
  const lazyModules: Record<string, string[]> = {};
  for (const file of Object.values(bundle)) {
    if (file.type !== 'chunk' || !file.isDynamicEntry) continue;
    const path = /\/src\/(.+)\.tsx?$/.exec(file.facadeModuleId ?? '')?.[1];
    if (path) lazyModules[path] = chunksFrom(bundle, file.fileName).filter((chunk) => !app.has(chunk));
  }
  return lazyModules;
}

/** What the chunking reads of the module graph (rolldown's ChunkingContext). */
interface ModuleGraph {
  getModuleInfo(
    id: string,
  ): { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[]; importers: readonly string[] } | null;
}

/** Back-office code: its screens, loaded on demand through src/app/admin-routes.tsx only. */
const ADMIN_MODULE = /\/src\/features\/admin\//;

/**
 * MUI's class-name modules (`filledInputClasses`) take another component's class names from its folder's index, which
 * also exports the component: what they import is followed to class names only, or the theme's import of every
 * control's class names would put the text field's code in the app's chunk.
 */
const MUI_CLASS_NAMES = /\/@mui\/material\/\w+\/\w+Classes\.mjs$/;
const MUI_COMPONENT = /\/@mui\/material\/\w+\/[A-Z]\w*\.mjs$/;

/**
 * The chunks the public pages share, each by the modules (under src/, without extension) whose imports it holds: every
 * page runs the app and the layout's pieces (the landing page shows some of them); what the landing page imports
 * besides (cards, chips, the video background), which the regions' pages use too, is a chunk of its own, so the site's
 * front page does not load the regions' pages; the pages a visitor browses share one chunk and the forms another. A
 * page's own code and what only a few pages import stay in chunks of their own.
 */
const SHARED_CHUNKS: [name: string, modules: string[]][] = [
  ['app', ['main']],
  ['layout', ['components/layout/public-layout']],
  ['landing', ['features/landing/landing-page']],
  [
    'browse',
    [
      'features/region-home/region-home-page',
      'features/attractions/attractions-page',
      'features/legends/story-list-page',
      'features/legends/story-detail-page',
    ],
  ],
  [
    'forms',
    [
      'features/contact/contact-page',
      'features/employment/employment-page',
      'features/groups/group-booking-page',
      'features/auditions/audition-booking-page',
    ],
  ],
];

/**
 * For each module of the client, the shared chunk it goes to: the first of SHARED_CHUNKS whose modules import it, the
 * modules named there excepted (each an entry, a chunk of its own that the page lists name: lazyModulesOf). In a chunk
 * of several pages, what only one of them imports, and no other code, stays in that page's own chunk (mapped to no
 * chunk here), so a page does not load code only its neighbours run. Back-office code is in none, so no public page loads it (assertNoAdminCode).
 */
function sharedChunkOfModules(graph: ModuleGraph, root: string) {
  const chunkOf = new Map<string, string>();
  const entries = new Set(SHARED_CHUNKS.flatMap(([, modules]) => modules.map((module) => resolveModule(root, module))));
  // The boot's own imports stay in its chunk: in a shared one, the boot would fetch that chunk before the first paint.
  const boot = new Set<string>();
  const visitBoot = (id: string) => {
    if (boot.has(id)) return;
    boot.add(id);
    graph.getModuleInfo(id)?.importedIds.forEach(visitBoot);
  };
  visitBoot(resolveModule(root, 'boot'));
  for (const [name, modules] of SHARED_CHUNKS) {
    const pagesImporting = new Map<string, number>();
    const reachedFrom = new Map<string, Set<string>>();
    for (const module of modules) {
      const entry = resolveModule(root, module);
      const reached = new Set<string>();
      reachedFrom.set(entry, reached);
      const visit = (id: string, forClassNames = false) => {
        if (reached.has(id) || chunkOf.has(id) || boot.has(id) || ADMIN_MODULE.test(id)) return;
        if (forClassNames && MUI_COMPONENT.test(id)) return;
        reached.add(id);
        if (!entries.has(id)) pagesImporting.set(id, (pagesImporting.get(id) ?? 0) + 1);
        const classNames = forClassNames || MUI_CLASS_NAMES.test(id);
        graph.getModuleInfo(id)?.importedIds.forEach((imported) => visit(imported, classNames));
      };
      visit(entry);
    }
    // A page's own module: reached from no other page of the chunk, and imported only by the page or its own modules.
    const own = new Set<string>();
    if (modules.length > 1) {
      for (const [entry, reached] of reachedFrom) {
        const candidates = [...reached].filter((id) => pagesImporting.get(id) === 1);
        for (let grew = true; grew;) {
          grew = false;
          for (const id of candidates) {
            if (own.has(id)) continue;
            if (graph.getModuleInfo(id)!.importers.every((importer) => importer === entry || own.has(importer))) {
              own.add(id);
              grew = true;
            }
          }
        }
      }
    }
    for (const id of pagesImporting.keys()) chunkOf.set(id, own.has(id) ? '' : name);
  }
  return chunkOf;
}

/** The file of a module named by its path under src/ without extension. */
function resolveModule(root: string, module: string) {
  const path = resolve(root, 'src', module);
  return existsSync(`${path}.tsx`) ? `${path}.tsx` : `${path}.ts`;
}

/**
 * Few chunks per page instead of one per shared module (a page asked for 40 to 80 files): the chunks of
 * SHARED_CHUNKS, each page's own, and the few shared by some pages only.
 */
function pageChunks(): Plugin {
  let root = '';
  let chunkOf: Map<string, string> | undefined;
  return {
    name: 'page-chunks',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved: (config) => {
      root = config.root;
    },
    config: () => ({
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              // Each group takes exactly its modules (sharedChunkOfModules), not what they import besides: that would
              // pull the boot's own modules into the app's chunk.
              groups: SHARED_CHUNKS.map(([name], index) => ({
                debugName: name,
                name: (id: string, graph: ModuleGraph) => {
                  chunkOf ??= sharedChunkOfModules(graph, root);
                  return chunkOf.get(id) === name ? name : null;
                },
                priority: SHARED_CHUNKS.length - index,
                includeDependenciesRecursively: false,
              })),
            },
          },
        },
      },
    }),
  };
}

/**
 * Fails the build if a public page would load back-office code: a chunk of the app's or of a public module's list that
 * holds a module of ADMIN_MODULE.
 */
function assertNoAdminCode(bundle: OutputBundle, app: string[], lazyModules: Record<string, string[]>) {
  const publicLists = Object.entries(lazyModules).filter(([path]) => !ADMIN_MODULE.test(`/src/${path}`));
  for (const [list, chunks] of [['the app', app] as const, ...publicLists])
    for (const name of chunks) {
      const chunk = bundle[name.slice(1)];
      const admin = chunk?.type === 'chunk' ? chunk.moduleIds.find((id) => ADMIN_MODULE.test(id)) : undefined;
      if (admin) throw new Error(`${name}, loaded by ${list}, holds back-office code: ${admin}`);
    }
}

/**
 * The pages arrive rendered and styled, so the app's scripts are not needed for the first paint: fetched at low
 * priority they no longer compete with the page and its hero image (the page hydrates once they arrive).
 */
function scriptsAfterFirstPaint(): Plugin {
  return {
    name: 'scripts-after-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html, context) => {
        // The display face is optional (theme/font-faces.ts): preloaded, it arrives in time for the first paint.
        const displayFace = Object.keys(context.bundle ?? {}).find((file) => /creepster.*\.woff2$/.test(file));
        const preload = displayFace ? `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${displayFace}">` : '';
        // The page's own stylesheet, the font faces (an entry of its own, imported by no script: a script's CSS would
        // be declared again when the app loads), about two kilobytes: inlined, it costs no request before the paint.
        const fonts = Object.values(context.bundle ?? {}).find(
          (file) => file.type === 'asset' && /^assets\/fonts-.*\.css$/.test(file.fileName),
        );
        const styles = fonts?.type === 'asset' ? `<style>${String(fonts.source)}</style>` : '';
        // The app's modules, for the boot to fetch all at once when it starts (boot.ts): found one import at a time,
        // they would arrive one round trip after another. The server adds the rendered page's route modules to them
        // and takes the table of lazy modules out (entry-server.tsx).
        const bundle = context.bundle ?? {};
        const app = appModulesOf(bundle);
        const lazyModules = lazyModulesOf(bundle, app);
        assertNoAdminCode(bundle, app, lazyModules);
        const appModules = [
          moduleListScript(APP_MODULES_ID, JSON.stringify(app)),
          moduleListScript(LAZY_MODULES_ID, JSON.stringify(lazyModules)),
        ].join('\n    ');
        return html
          .replace('</head>', `    ${styles}\n    ${preload}\n    ${appModules}\n  </head>`)
          .replace(/<script type="module"/g, '<script type="module" fetchpriority="low"')
          .replace(/<link rel="modulepreload"/g, '<link rel="modulepreload" fetchpriority="low"');
      },
    },
  };
}

/** Files worth compressing (fonts and pictures are compressed already), from nginx's gzip_min_length up. */
const COMPRESSIBLE = /\.(js|css|svg|json|xml|txt|webmanifest)$/;
const COMPRESS_FROM_BYTES = 1024;

/**
 * Writes a brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy beside every compressible file of the client
 * build, so the Node server (backend/src/pages/precompressed-files.ts) and nginx (gzip_static, brotli_static) send them
 * compressed at the highest levels without compressing anything per request. A copy no smaller than its file is not
 * written.
 */
function precompressedCopies(): Plugin {
  let outDir = '';
  return {
    name: 'precompressed-copies',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved: (config) => {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: () => {
      for (const entry of readdirSync(outDir, { recursive: true, withFileTypes: true })) {
        if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
        const path = join(entry.parentPath, entry.name);
        const file = readFileSync(path);
        if (file.length < COMPRESS_FROM_BYTES) continue;
        const copies = {
          br: brotliCompressSync(file, {
            params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: file.length },
          }),
          gz: gzipSync(file, { level: 9 }),
        };
        for (const [suffix, copy] of Object.entries(copies)) if (copy.length < file.length) writeFileSync(`${path}.${suffix}`, copy);
      }
    },
  };
}

/**
 * React Router's production build, for the site's builds (client and server). Its package exports only its development
 * build, which logs development warnings in production and carries their code (half a kilobyte gzip for a visitor): a
 * known issue of React Router 7. The production build ships in the same package.
 */
function productionReactRouter(): Plugin {
  return {
    name: 'production-react-router',
    apply: 'build',
    config: () => {
      const folder = join(dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist', 'production');
      return {
        resolve: {
          alias: [
            { find: /^react-router$/, replacement: join(folder, 'index.mjs') },
            { find: /^react-router\/dom$/, replacement: join(folder, 'dom-export.mjs') },
          ],
        },
      };
    },
  };
}

/**
 * One copy of each package version in the browser's bundle. npm nests a package where versions differ (the top of
 * node_modules holds Lighthouse's older FormatJS packages, frontend/node_modules the site's), and a version nested
 * under two packages would be bundled twice: the build fails if a version of any package would come from two folders.
 */
function onePackageCopy(): Plugin {
  const versions = new Map<string, string>();
  const versionIn = (folder: string) => {
    if (!versions.has(folder))
      versions.set(folder, (JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')) as { version: string }).version);
    return versions.get(folder);
  };
  return {
    name: 'one-package-copy',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    generateBundle(_options, bundle) {
      const folderOf = new Map<string, string>();
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        for (const id of chunk.moduleIds) {
          const [, folder, name] = /^(.*\/node_modules\/((?:@[^/]+\/)?[^/]+))\//.exec(id) ?? [];
          if (!folder) continue;
          const version = `${name}@${versionIn(folder)}`;
          const other = folderOf.get(version);
          if (other && other !== folder) this.error(`${version} would be bundled twice, from ${other} and from ${folder}`);
          folderOf.set(version, folder);
        }
      }
    },
  };
}

const apiTarget = process.env.API_URL ?? 'http://localhost:3001';

/** The entry file of the ICU MessageFormat parser as intl-messageformat resolves it. */
function messageParserOfIntlMessageFormat(): string {
  const fromIntlMessageFormat = createRequire(createRequire(import.meta.url).resolve('intl-messageformat'));
  return fromIntlMessageFormat.resolve('@formatjs/icu-messageformat-parser');
}

/**
 * The catalogues' texts (src/locales/<language>/*.json) parsed at build time into FormatJS's message syntax trees, so
 * the browser's bundle leaves out the ICU MessageFormat parser (aliased to its no-parser build) and a page formats
 * its texts without parsing them. The server build keeps the parser; tests read the JSON as it is.
 */
function precompiledCatalogues(): Plugin {
  const catalogue = /\/src\/locales\/[a-z]+\/[a-z-]+\.json$/;
  return {
    name: 'precompiled-catalogues',
    enforce: 'pre',
    config: (_config, env) =>
      env.isSsrBuild
        ? undefined
        : {
            resolve: {
              alias: [
                {
                  find: /^@formatjs\/icu-messageformat-parser$/,
                  replacement: join(dirname(messageParserOfIntlMessageFormat()), 'no-parser.js'),
                },
              ],
            },
          },
    transform(source, id) {
      if (!catalogue.test(id)) return undefined;
      const texts = JSON.parse(source) as Record<string, string>;
      return JSON.stringify(Object.fromEntries(Object.entries(texts).map(([key, text]) => [key, parse(text)])));
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    productionReactRouter(),
    onePackageCopy(),
    precompiledCatalogues(),
    siteFaces(),
    iconSprite(),
    pageChunks(),
    scriptsAfterFirstPaint(),
    precompressedCopies(),
  ],
  server: {
    port: 3000,
    proxy: { '/api': apiTarget, '/uploads': apiTarget },
  },
  // The server build (src/entry-server.tsx into dist-ssr/, loaded by the backend) bundles every dependency so it
  // runs in plain Node and renders exactly the code the client hydrates with.
  // No preload helper for dynamic imports: adding a <link rel=modulepreload> per dependency of every lazy route costs
  // the phone a long task while the page hydrates. The boot fetches the app's own modules at once instead (appModulesOf).
  // The server's bundle is read from disk when the app starts and never sent: the sizes of its chunks, compressed or
  // not, say nothing, and it imports at once what the browser's bundle loads on demand (app/route-head.ts). What a page
  // downloads is held to its budget by e2e/public/page-weight.e2e.ts and measured by bench/; the one browser chunk over
  // Vite's default warning is the password-strength dictionaries (password-rules, 1.7 MB), which only the screens where
  // staff choose a password load.
  build: {
    sourcemap: false,
    modulePreload: false,
    reportCompressedSize: !isSsrBuild,
    chunkSizeWarningLimit: isSsrBuild ? Infinity : 1_800,
    rolldownOptions: {
      input: { index: 'index.html', fonts: 'virtual:site-faces.css' },
      checks: { ineffectiveDynamicImport: !isSsrBuild },
    },
  },
  ssr: { noExternal: true },
}));
