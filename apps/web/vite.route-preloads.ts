import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { paths, patternOf } from './src/config/paths';

/**
 * The files a route needs beyond its entry, for the server to link as <link rel="modulepreload"> in the page it
 * sends for that route (apps/api web-entries.ts): the route's own chunks (a layout, its screen) and their static
 * imports download beside the entry instead of one after another once the entry has run and the router has matched.
 * Shared by the whole app's build (the back office, vite.config.ts) and the recipient's (vite.recipient.config.ts).
 */

/** A route and the modules it lazily loads (absolute file paths: a layout's, then its screen's). */
export type PreloadedRoute = { readonly pattern: string; readonly modules: readonly string[] };

/** What the builder reads of a Rolldown output chunk. */
export type ChunkFacts = {
  readonly fileName: string;
  readonly isEntry: boolean;
  readonly isDynamicEntry: boolean;
  readonly facadeModuleId: string | null;
  readonly moduleIds: readonly string[];
  readonly imports: readonly string[];
  /** The stylesheets the chunk brings (Vite's viteMetadata.importedCss): its dynamic import waits for them. */
  readonly css: readonly string[];
};

/**
 * Route pattern -> asset paths ('assets/x.js', 'assets/x.css'): each route's chunks and their static imports, then
 * their stylesheets (a lazily imported chunk resolves only once its CSS has loaded, so the CSS is a step of the
 * waterfall too); the entry's own files left out.
 */
export function routePreloads(
  chunks: readonly ChunkFacts[],
  routes: readonly PreloadedRoute[],
): Record<string, string[]> {
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const closure = (fileName: string, seen: Set<string>) => {
    if (seen.has(fileName)) return seen;
    seen.add(fileName);
    for (const i of byName.get(fileName)?.imports ?? []) closure(i, seen);
    return seen;
  };
  const entry = chunks.find((c) => c.isEntry);
  if (!entry) throw new Error('route preloads: no entry chunk');
  const initial = closure(entry.fileName, new Set());
  const preloads: Record<string, string[]> = {};
  for (const { pattern, modules } of routes) {
    const files = new Set<string>();
    for (const file of modules) {
      // Its own dynamic chunk, or the chunk the bundler put it in: a screen another screen also imports statically
      // (the my page's life-event tab) may be folded into that screen's chunk, and then that chunk is what to load.
      const chunk =
        chunks.find((c) => c.facadeModuleId === file && c.isDynamicEntry) ??
        chunks.find((c) => c.moduleIds.includes(file));
      if (!chunk) throw new Error(`route preloads: no chunk holds ${file} (${pattern})`);
      closure(chunk.fileName, files);
    }
    const js = [...files].filter((f) => !initial.has(f));
    const css = new Set(js.flatMap((f) => byName.get(f)?.css ?? []));
    for (const f of initial) for (const c of byName.get(f)?.css ?? []) css.delete(c);
    preloads[pattern] = [...js, ...css];
  }
  return preloads;
}

/**
 * The screen loaders of a route file: `name: () => import('…')` on one line, or wrapped with its texts
 * (`name: withTexts('gift', () => import('…'))`) -> the module's absolute path.
 */
export function screenLoaders(routesFile: string, source: string): Map<string, string> {
  return new Map(
    [
      ...source.matchAll(/^\s+(\w+): (?:withTexts\(\s*'\w+',\s*)?\(\) =>\s*import\('([^']+)'\),?\s*\)?,?$/gm),
    ].map((m) => [m[1] as string, path.resolve(path.dirname(routesFile), `${m[2]}.tsx`)]),
  );
}

/**
 * The prefetch module of each screen a route file names in its prefetches (`name: () => import('…').then((m) =>
 * m.prefetch)`, route-parts.ts prefetchesOf) -> the module's absolute path: a first load preloads it with the
 * screen, since the router asks for it as it matches, ahead of the screen's data.
 */
export function screenPrefetches(routesFile: string, source: string): Map<string, string> {
  return new Map(
    [...source.matchAll(/^\s+(\w+): \(\) =>\s*import\('([^']+)'\)\.then\(\(m\) => m\.\w+\),?$/gm)].map(
      (m) => {
        const file = path.resolve(path.dirname(routesFile), m[2] as string);
        return [m[1] as string, existsSync(`${file}.ts`) ? `${file}.ts` : `${file}.tsx`];
      },
    ),
  );
}

/** The text area of each screen loader wrapped with its texts (`name: withTexts('gift', ...)`) -> 'gift'. */
export function screenTextAreas(source: string): Map<string, string> {
  return new Map(
    [...source.matchAll(/^\s+(\w+): withTexts\(\s*'(\w+)',/gm)].map((m) => [m[1] as string, m[2] as string]),
  );
}

/**
 * The routes of every `page(paths.x, screens.y)` in a route file's source, each with `before` (its layout's
 * modules) ahead of its screen, and `first(screen)` (what its first render waits for: the catalogues, the module of
 * its first queries) ahead of both.
 * Throws when a page() call or a screen is not understood, so a table written differently fails the build instead
 * of losing its preloads. A `gatedPage(paths.x, screens.y, ...)` whose gate is `redirectTo={paths.z}` gets the
 * preloads of the page at paths.z: a first load (a typed, shared or stale URL) is one the gate sends there, and its
 * own screen's chunk is not fetched for it.
 */
export function pageRoutes(
  source: string,
  loaders: ReadonlyMap<string, string>,
  before: readonly string[] = [],
  first: (screen: string) => readonly string[] = () => [],
): PreloadedRoute[] {
  const pages = [...source.matchAll(/\bpage\(paths\.(\w+), screens\.(\w+)\)/g)];
  const calls = source.match(/\bpage\(/g)?.length ?? 0;
  if (pages.length !== calls)
    throw new Error(`route preloads: ${calls - pages.length} page() calls not understood`);
  const table: Record<string, string | { readonly pattern: string }> = paths;
  const own = pages.map(([, pathKey, screen]) => {
    const file = loaders.get(screen as string);
    const entry = table[pathKey as string];
    if (!file || !entry) throw new Error(`route preloads: no screen module for ${pathKey} (${screen})`);
    return { pattern: patternOf(entry), modules: [...first(screen as string), ...before, file] };
  });
  const routes = new Map(pages.map(([, pathKey], i) => [pathKey as string, own[i] as PreloadedRoute]));
  const gated = [...source.matchAll(/\bgatedPage\(paths\.(\w+),[\s\S]*?redirectTo=\{paths\.(\w+)\}/g)];
  if (gated.length !== (source.match(/\bgatedPage\(/g)?.length ?? 0))
    throw new Error('route preloads: a gatedPage() without redirectTo={paths.x} is not understood');
  const gatedRoutes = gated.map(([, pathKey, to]) => {
    const target = routes.get(to as string);
    const entry = table[pathKey as string];
    if (!target || !entry) throw new Error(`route preloads: ${pathKey}'s gate sends to ${to}, not a page()`);
    return { pattern: patternOf(entry), modules: target.modules };
  });
  return [...own, ...gatedRoutes];
}

/** A build plugin writing routePreloads of `routes()` (read when the bundle is written) to `fileName`. */
export function routePreloadsPlugin(
  name: string,
  fileName: string,
  routes: () => readonly PreloadedRoute[],
): Plugin {
  return {
    name,
    apply: 'build',
    generateBundle(_options, bundle) {
      let preloads: Record<string, string[]>;
      try {
        const chunks = Object.values(bundle)
          .filter((c) => c.type === 'chunk')
          .map((c) => ({ ...c, css: [...(c.viteMetadata?.importedCss ?? [])] }));
        preloads = routePreloads(chunks, routes());
      } catch (error) {
        return this.error(error instanceof Error ? error.message : String(error));
      }
      this.emitFile({ type: 'asset', fileName, source: `${JSON.stringify(preloads, null, 2)}\n` });
    },
  };
}

/**
 * A route file's source, its screen loaders and its screens' prefetch modules, read when the bundle is written (the
 * file may change between builds).
 */
export function readRouteFile(routesFile: string): {
  source: string;
  loaders: Map<string, string>;
  prefetches: Map<string, string>;
} {
  const source = readFileSync(routesFile, 'utf8');
  return {
    source,
    loaders: screenLoaders(routesFile, source),
    prefetches: screenPrefetches(routesFile, source),
  };
}
