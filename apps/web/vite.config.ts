import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, mergeConfig, type Plugin, type UserConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { recipientCatalogues } from './vite.catalogues';
import { pageRoutes, readRouteFile, routePreloadsPlugin } from './vite.route-preloads';

const API_ORIGIN = 'http://127.0.0.1:3000';

/** Paths the API server answers; in development Vite forwards them so the SPA runs on one origin like production. */
const proxied = ['/v1', '/files', '/docs', '/download'];

/**
 * Building a zod schema has no side effects, but the bundler cannot know it: a page that imported anything from a
 * contracts module built every schema in it at load (the phone's gift detail built about 350, most of them the back
 * office's). In @pcs/domain's sources, where `z` is only ever zod's namespace (import { z } from 'zod'), it is
 * renamed to a name the bundler is told is pure (treeshake.manualPureFunctions), so a schema nothing uses is dropped
 * with its whole chain. Renamed rather than naming `z` itself: the option matches any binding of the name, and a
 * minified dependency's own `z` may well have side effects. A contract derived from another
 * (`pageOf(row).extend(...)`, `rowSchema.extend(...)`) is not rooted at `z`: in the contracts, where every exported
 * constant is a schema, a path table or a list of columns, each exported initializer is marked pure as well, and the
 * schema factories they call (`pageOf`, `serialId`, ...) are declared free of side effects where they are written.
 * A statement that only validates (`schema.parse(x);`, its result unused) would be dropped too: parse into a value.
 */
const PURE_ZOD = 'pcsPureZod';
export function pureZodSchemas(): Plugin {
  return {
    name: 'pcs-pure-zod-schemas',
    apply: 'build',
    transform(code, id) {
      // The code arrives compiled from TypeScript, with the quotes of the compiler's choice.
      const zodImport = /import \{ z \} from (['"])zod\1/;
      if (!/\/packages\/domain\/src\/.+\.ts$/.test(id) || !zodImport.test(code)) return null;
      let pure = code
        .replace(zodImport, `import { z as ${PURE_ZOD} } from 'zod'`)
        .replace(/\bz\./g, `${PURE_ZOD}.`);
      if (/\/packages\/domain\/src\/contracts\//.test(id))
        pure = pure.replace(
          /^export const (\w+) = (?=[A-Za-z_$][\w$]*[.(])/gm,
          'export const $1 = /* @__PURE__ */ ',
        );
      return {
        code: pure,
        map: null,
      };
    },
  };
}

/**
 * Every browser build writes a brotli and a gzip copy beside each asset, which the server sends as they are
 * (@fastify/static's preCompressed): the server and the browser share this machine's two cores, and compressing the
 * back office's megabyte of scripts and Ant Design's stylesheet on every cold load took CPU from the page being
 * drawn (decision 050). HTML is left out: the server writes each page's preloads into it. The server renderer's build
 * serves nothing.
 */
function precompressedAssets(): Plugin {
  return {
    ...compression({
      // Brotli at its default quality 11: 8% smaller than quality 9 for about 6 s more of build.
      algorithms: ['brotliCompress', 'gzip'],
      threshold: 1024,
      exclude: [/\.html$/, /\.(br|gz)$/, /\.vite\//, /\.map$/],
      logLevel: 'silent',
    }),
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
  };
}

/** What every build of the web app shares (the landing and recipient builds add to it). */
export const base: UserConfig = {
  plugins: [react(), pureZodSchemas(), recipientCatalogues(), precompressedAssets()],
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
    rolldownOptions: { treeshake: { manualPureFunctions: [PURE_ZOD] } },
  },
};

/** The whole app's build (index.html): the shared config and the back office's preloads. */
export default defineConfig(mergeConfig(base, { plugins: [officePreloads()] }));

/**
 * Writes, for every back-office screen (the page() routes of back-office-routes.tsx), the files its first load
 * needs beyond the entry: the module of the screen's first queries (its prefetch, when it has one), the
 * back-office layout's chunk, the screen's, and their static imports
 * (.vite/office-preloads.json: pattern -> asset paths; vite.route-preloads.ts). The server links them as
 * <link rel="modulepreload"> in the index.html it sends for that URL (apps/api web-entries.ts), so a cold load
 * fetches them beside the entry instead of entry, then layout, then screen, then data (decision 050).
 */
function officePreloads(): Plugin {
  const routesFile = fileURLToPath(new URL('./src/app/back-office-routes.tsx', import.meta.url));
  const layoutFile = fileURLToPath(new URL('./src/app/layouts/back-office-layout.tsx', import.meta.url));
  return routePreloadsPlugin('pcs-office-preloads', '.vite/office-preloads.json', () => {
    const { source, loaders, prefetches } = readRouteFile(routesFile);
    if (!source.includes("return import('./layouts/back-office-layout');"))
      throw new Error('office preloads: the back-office layout loader is not understood');
    return pageRoutes(source, loaders, [layoutFile], (screen) => {
      const prefetch = prefetches.get(screen);
      return prefetch ? [prefetch] : [];
    });
  });
}
