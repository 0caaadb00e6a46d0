import { fileURLToPath } from 'node:url';
import { DEFAULT_LANGUAGE } from '@pcs/domain';
import { defineConfig, mergeConfig, type Plugin } from 'vite';
import { RECIPIENT_PATHS } from './src/app/recipient-paths';
import { base } from './vite.config';
import { PREACT_ALIASES } from './vite.landing.config';
import { forbidBackOfficeLibraries, zodWithoutJsonSchema } from './vite.light-build';
import { pageRoutes, readRouteFile, routePreloadsPlugin, screenTextAreas } from './vite.route-preloads';

/**
 * The recipient journey's own build (decision 039): recipient.html with its entry src/entry-recipient.tsx
 * (`vite build -c vite.recipient.config.ts`, into dist/ beside the app), on Preact's React compatibility layer like
 * the landing entry (vite.landing.config.ts). Beside the page it writes the paths the server sends it for
 * (.vite/recipient-paths.json) and a manifest (.vite/recipient-manifest.json) the first-load check reads.
 */
export default defineConfig(
  mergeConfig(base, {
    plugins: [recipientPaths(), recipientPreloads(), zodWithoutJsonSchema(), forbidBackOfficeLibraries()],
    resolve: {
      alias: [
        ...PREACT_ALIASES,
        // The part of React Router the phone's pages use, without the rest (decision 041).
        {
          find: /^react-router$/,
          replacement: fileURLToPath(new URL('./src/app/light-router/light-router.tsx', import.meta.url)),
        },
      ],
    },
    build: {
      outDir: 'dist',
      // The app's build is already in dist/: add to it.
      emptyOutDir: false,
      sourcemap: process.env.PCS_SOURCEMAP === '1',
      manifest: '.vite/recipient-manifest.json',
      rolldownOptions: {
        input: 'recipient.html',
        output: {
          // The entry's own modules (all it imports statically) in one file: the bundler would otherwise cut them
          // along what the screens share with it (Preact's runtime, zod's core and locale apart), three more
          // requests before anything runs, on the phone's few connections.
          codeSplitting: { groups: [{ name: 'recipient', tags: ['$initial'] }] },
        },
      },
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

/**
 * Writes, for every page route of recipient-routes.tsx, the files its screen needs beyond the entry (the screen's
 * chunk and its static imports, .vite/recipient-preloads.json: pattern -> asset paths; vite.route-preloads.ts).
 * The server links them as <link rel="modulepreload"> in the page it sends (apps/api web-entries.ts). Ahead of them
 * the Korean catalogues the first render waits for (the 'common' area, then the screen's own; decision 055):
 * without them each was one more round trip after the entry had run. Korean is the default and the spec's language;
 * a visitor in another language fetches theirs as before and leaves these few kB unused. Then the module of the
 * screen's first queries, when it has one (the router asks for it as it matches). A gated page
 * (`gatedPage(...)`) gets the preloads of the page its gate sends a first load to (the final info's: the gift
 * preview's), never its own screen's: its first load is mostly one the gate turns away (a typed or stale URL).
 */
function recipientPreloads(): Plugin {
  const routesFile = fileURLToPath(new URL('./src/app/recipient-routes.tsx', import.meta.url));
  const catalogue = (area: string) =>
    fileURLToPath(new URL(`./src/locales/${DEFAULT_LANGUAGE}/${area}.po`, import.meta.url));
  return routePreloadsPlugin('pcs-recipient-preloads', '.vite/recipient-preloads.json', () => {
    const { source, loaders, prefetches } = readRouteFile(routesFile);
    const areas = screenTextAreas(source);
    return pageRoutes(source, loaders, [], (screen) => {
      const area = areas.get(screen);
      const prefetch = prefetches.get(screen);
      return [
        catalogue('common'),
        ...(area && area !== 'common' ? [catalogue(area)] : []),
        ...(prefetch ? [prefetch] : []),
      ];
    });
  });
}
