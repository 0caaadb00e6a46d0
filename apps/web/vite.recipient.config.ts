import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig, type Plugin } from 'vite';
import { RECIPIENT_PATHS } from './src/app/recipient-paths';
import { paths, patternOf } from './src/config/paths';
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

/**
 * Writes, for every page route of recipient-routes.tsx, the files its screen needs beyond the entry (the screen's
 * chunk and its static imports, .vite/recipient-preloads.json: pattern -> asset paths). The server links them as
 * <link rel="modulepreload"> in the page it sends (apps/api web-entries.ts), so they download beside the entry
 * instead of after it has run. The pairs come from the table's source text (`page(paths.x, screens.y)` and
 * `y: () => import('…')`): the build fails when a page or a screen is not understood. A gated page
 * (`gatedPage(...)`) gets none: its first load is mostly one the gate turns away (a typed or stale final-info URL),
 * and preloading would spend the phone's bandwidth on a screen that is not shown.
 */
function recipientPreloads(): Plugin {
  const routesFile = fileURLToPath(new URL('./src/app/recipient-routes.tsx', import.meta.url));
  return {
    name: 'pcs-recipient-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const source = readFileSync(routesFile, 'utf8');
      const loaders = new Map(
        [...source.matchAll(/^\s+(\w+): \(\) => import\('([^']+)'\),?$/gm)].map((m) => [
          m[1] as string,
          path.resolve(path.dirname(routesFile), `${m[2]}.tsx`),
        ]),
      );
      const pages = [...source.matchAll(/\bpage\(paths\.(\w+), screens\.(\w+)\)/g)];
      const calls = source.match(/\bpage\(/g)?.length ?? 0;
      if (pages.length !== calls)
        this.error(`recipient preloads: ${calls - pages.length} page() calls not understood`);
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      const byName = new Map(chunks.map((c) => [c.fileName, c]));
      const closure = (fileName: string, seen: Set<string>) => {
        if (seen.has(fileName)) return seen;
        seen.add(fileName);
        for (const i of byName.get(fileName)?.imports ?? []) closure(i, seen);
        return seen;
      };
      const entry = chunks.find((c) => c.isEntry);
      if (!entry) return this.error('recipient preloads: no entry chunk');
      const initial = closure(entry.fileName, new Set());
      const table: Record<string, string | { readonly pattern: string }> = paths;
      const preloads: Record<string, string[]> = {};
      for (const [, pathKey, screen] of pages) {
        const file = loaders.get(screen as string);
        // Its own dynamic chunk, or the chunk the bundler put it in: a screen another screen also imports statically
        // (the my page's life-event tab) may be folded into that screen's chunk, and then that chunk is what to load.
        const chunk =
          file &&
          (chunks.find((c) => c.facadeModuleId === file && c.isDynamicEntry) ??
            chunks.find((c) => c.moduleIds.includes(file)));
        const entryOfPath = table[pathKey as string];
        if (!chunk || !entryOfPath)
          return this.error(`recipient preloads: no chunk for ${pathKey} (${screen})`);
        preloads[patternOf(entryOfPath)] = [...closure(chunk.fileName, new Set())].filter(
          (f) => !initial.has(f),
        );
      }
      this.emitFile({
        type: 'asset',
        fileName: '.vite/recipient-preloads.json',
        source: `${JSON.stringify(preloads, null, 2)}\n`,
      });
    },
  };
}
