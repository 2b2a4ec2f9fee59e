import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = process.env.API_URL ?? 'http://localhost:3001';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 3000,
    proxy: { '/api': apiTarget, '/uploads': apiTarget },
  },
  // The manifest tells scripts/prerender.mjs which chunks each prerendered page needs; the SSR build (dist/.ssr, only
  // used by that script) bundles every dependency so it runs in plain Node.
  build: { sourcemap: false, chunkSizeWarningLimit: 600, manifest: true },
  ssr: { noExternal: true },
});
