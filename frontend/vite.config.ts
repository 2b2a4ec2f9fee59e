import react from '@vitejs/plugin-react';
import { defineConfig, type IndexHtmlTransformContext, type Plugin } from 'vite';
import { siteFacesCss } from './src/theme/font-faces';

type OutputBundle = NonNullable<IndexHtmlTransformContext['bundle']>;

/** The font faces' stylesheet, made from their table in src/theme/font-faces.ts. */
function siteFaces(): Plugin {
  const id = 'virtual:site-faces.css';
  return {
    name: 'site-faces',
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    load: (resolved) => (resolved === `\0${id}` ? siteFacesCss() : undefined),
  };
}

/** The app's entry module (main.tsx) and every chunk it imports statically, as the page fetches them. */
function appModulesOf(bundle: OutputBundle): string[] {
  const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
  const main = chunks.find((chunk) => chunk.facadeModuleId?.endsWith('/src/main.tsx'));
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const found = new Set<string>();
  const visit = (fileName: string) => {
    if (found.has(fileName)) return;
    found.add(fileName);
    byName.get(fileName)?.imports.forEach(visit);
  };
  if (main) visit(main.fileName);
  return [...found].map((fileName) => `/${fileName}`);
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
        // they would arrive one round trip after another.
        const appModules = `<script type="application/json" id="app-modules">${JSON.stringify(appModulesOf(context.bundle ?? {}))}</script>`;
        return html
          .replace('</head>', `    ${styles}\n    ${preload}\n    ${appModules}\n  </head>`)
          .replace(/<script type="module"/g, '<script type="module" fetchpriority="low"')
          .replace(/<link rel="modulepreload"/g, '<link rel="modulepreload" fetchpriority="low"');
      },
    },
  };
}

const apiTarget = process.env.API_URL ?? 'http://localhost:3001';

export default defineConfig({
  plugins: [react(), siteFaces(), scriptsAfterFirstPaint()],
  server: {
    port: 3000,
    proxy: { '/api': apiTarget, '/uploads': apiTarget },
  },
  // The server build (src/entry-server.tsx into dist-ssr/, loaded by the backend) bundles every dependency so it
  // runs in plain Node and renders exactly the code the client hydrates with.
  // No preload helper for dynamic imports: adding a <link rel=modulepreload> per dependency of every lazy route costs
  // the phone a long task while the page hydrates. The boot fetches the app's own modules at once instead (appModulesOf).
  build: {
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    modulePreload: false,
    rollupOptions: { input: { index: 'index.html', fonts: 'virtual:site-faces.css' } },
  },
  ssr: { noExternal: true },
});
