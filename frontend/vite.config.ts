import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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
        // The display face is needed for the first paint (font-display: optional): fetched with the page.
        const fonts = Object.keys(context.bundle ?? {}).filter((file) => file.endsWith('.woff2'));
        const preloads = fonts.map((file) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${file}">`).join('\n    ');
        // The page's own stylesheet is a few hundred bytes (the font face): inlined, it costs no request before the paint.
        const inlined = html.replace(/<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g, (link, file: string) => {
          const asset = context.bundle?.[file];
          return asset?.type === 'asset' ? `<style>${String(asset.source)}</style>` : link;
        });
        return inlined
          .replace('</head>', `    ${preloads}\n  </head>`)
          .replace(/<script type="module"/g, '<script type="module" fetchpriority="low"')
          .replace(/<link rel="modulepreload"/g, '<link rel="modulepreload" fetchpriority="low"');
      },
    },
  };
}

const apiTarget = process.env.API_URL ?? 'http://localhost:3001';

export default defineConfig({
  plugins: [react(), scriptsAfterFirstPaint()],
  server: {
    port: 3000,
    proxy: { '/api': apiTarget, '/uploads': apiTarget },
  },
  // The server build (src/entry-server.tsx into dist-ssr/, loaded by the backend) bundles every dependency so it
  // runs in plain Node and renders exactly the code the client hydrates with.
  build: { sourcemap: false, chunkSizeWarningLimit: 600 },
  ssr: { noExternal: true },
});
