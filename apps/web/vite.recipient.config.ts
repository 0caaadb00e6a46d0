import { defineConfig, mergeConfig, type Plugin } from 'vite';
import { RECIPIENT_PATHS } from './src/app/recipient-paths';
import base from './vite.config';
import { PREACT_ALIASES } from './vite.landing.config';
import { forbidBackOfficeLibraries, zodWithoutJsonSchema } from './vite.light-build';

/**
 * The recipient journey's own build (decision 039): recipient.html with its entry src/entry-recipient.tsx
 * (`vite build -c vite.recipient.config.ts`, into dist/ beside the app), on Preact's React compatibility layer like
 * the landing entry (vite.landing.config.ts). Beside the page it writes the paths the server sends it for
 * (.vite/recipient-paths.json) and a manifest (.vite/recipient-manifest.json) the first-load check reads.
 */
export default defineConfig(
  mergeConfig(base, {
    plugins: [recipientPaths(), zodWithoutJsonSchema(), forbidBackOfficeLibraries()],
    resolve: { alias: PREACT_ALIASES },
    build: {
      outDir: 'dist',
      // The app's build is already in dist/: add to it.
      emptyOutDir: false,
      sourcemap: process.env.PCS_SOURCEMAP === '1',
      manifest: '.vite/recipient-manifest.json',
      rolldownOptions: { input: 'recipient.html' },
    },
  }),
);

/** Writes the list of the paths recipient.html serves, for the server (apps/api app.ts). */
function recipientPaths(): Plugin {
  return {
    name: 'pcs-recipient-paths',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: '.vite/recipient-paths.json',
        source: `${JSON.stringify(RECIPIENT_PATHS, null, 2)}\n`,
      });
    },
  };
}
