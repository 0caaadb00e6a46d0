import { defineConfig, mergeConfig } from 'vite';
import { base } from './vite.config';

/**
 * The landing pages' own build (decision 019): the browser entry src/entry-landing.tsx (`vite build -c
 * vite.landing.config.ts`, into dist/ beside the app, with its own manifest) and the server renderer
 * src/entry-server.tsx (with `--ssr`, into dist-ssr/). Both run on Preact's React compatibility layer instead of
 * react-dom (68.8 kB of the landing's 149 kB of JavaScript gzipped): the server renders and the browser hydrates
 * with the same library. The whole app (vite.config.ts) keeps React.
 */
export const PREACT_ALIASES = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
];

/** The landing entry's key in dist/.vite/landing-manifest.json (the server reads its files from there). */
export const LANDING_ENTRY = 'src/entry-landing.tsx';

export default defineConfig((env) =>
  mergeConfig(base, {
    resolve: { alias: PREACT_ALIASES },
    // Bundle every package into the server renderer, so react-router and react-query get Preact too.
    ssr: { noExternal: true },
    build: env.isSsrBuild
      ? { manifest: false, emptyOutDir: true }
      : {
          outDir: 'dist',
          // The app's build is already in dist/: add to it.
          emptyOutDir: false,
          manifest: '.vite/landing-manifest.json',
          rolldownOptions: { input: LANDING_ENTRY },
        },
  }),
);
