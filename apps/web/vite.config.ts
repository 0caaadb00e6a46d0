import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

const API_ORIGIN = 'http://127.0.0.1:3000';

/** Paths the API server answers; in development Vite forwards them so the SPA runs on one origin like production. */
const proxied = ['/v1', '/files', '/docs', '/download'];

export default defineConfig({
  plugins: [react()],
  // `source` resolves @pcs/domain to its TypeScript sources (stack.md); the defaults must stay after it.
  resolve: { conditions: ['source', ...defaultClientConditions] },
  server: {
    port: 5173,
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: API_ORIGIN, changeOrigin: false }])),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The server reads .vite/manifest.json to link a server-rendered landing page's screen chunk and its CSS
    // (modules/landing/landing-pages.ts).
    manifest: true,
    // Inlined fonts bloat the CSS by every subset (179 kB -> 14 kB gz without them, stack.md): never inline fonts.
    assetsInlineLimit: (filePath) => (/\.woff2?$/i.test(filePath) ? false : undefined),
  },
});
