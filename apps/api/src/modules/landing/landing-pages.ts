import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { API_PATH } from '@pcs/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/client';
import { cachedText } from './landing-cache';
import { listGoodsByCategory, listGoodsByEventTheme } from './list-landing-goods';

/**
 * Server-rendered landing pages (decision 019): /intro/main and /intro/service are sent as HTML rendered
 * by the web app's own components (apps/web/src/entry-server.tsx, built into apps/web/dist-ssr), with the catalogue
 * replies they were rendered from embedded as JSON, so the first paint needs no script and no API call, and the
 * landing's own small browser entry (apps/web/src/entry-landing.tsx, not the whole app's) hydrates the same tree. Rendered on request and kept in the landing cache (landing-cache.ts), which
 * invalidateLandingPages() clears when goods or curation change. Without the server bundle (a development run
 * without `npm run build`) or when a render fails, the caller sends the plain single-page index.html.
 */

/** What entry-server.tsx exports (checked at load: it is a built file, not a typed import). */
type ServerEntry = {
  renderLanding: (
    url: string,
    data: { at: number; mobile: boolean; replies: Record<string, unknown> },
  ) => Promise<string | null>;
  EMBEDDED_DATA_ELEMENT_ID: string;
  landingHead: (pathname: string, mobile: boolean) => string;
  LANDING_PAGES: readonly string[];
  LANDING_ENTRY: string;
};

type ManifestChunk = { file: string; css?: string[]; imports?: string[] };
type Manifest = Record<string, ManifestChunk>;

export type LandingPageRenderer = {
  /** The full HTML of a server-rendered landing page, or null when `pathname` is not one. */
  render: (pathname: string, userAgent: string | undefined) => Promise<{ html: string; etag: string } | null>;
};

/** A phone, as far as the request tells: the layout the server renders (the browser corrects it after hydration). */
const MOBILE_UA = /Mobi|Android|iPhone|iPad|iPod/i;

/** Replies a page embeds, by API path: what its screens ask for on first render. */
const PAGE_REPLIES: Record<string, readonly string[]> = {
  '/intro/main': [API_PATH.landingByCategory, API_PATH.landingByEventTheme],
  '/intro/service': [],
};

export async function createLandingPageRenderer(
  deps: { db: Executor; log: FastifyBaseLogger },
  webDistDir: string,
): Promise<LandingPageRenderer | null> {
  const entryFile = path.join(webDistDir, '..', 'dist-ssr', 'entry-server.js');
  const manifestFile = path.join(webDistDir, '.vite', 'landing-manifest.json');
  const templateFile = path.join(webDistDir, 'index.html');
  if (!existsSync(entryFile) || !existsSync(manifestFile)) return null;
  let entry: ServerEntry;
  try {
    entry = (await import(pathToFileURL(entryFile).href)) as ServerEntry;
    if (typeof entry.renderLanding !== 'function') throw new Error('renderLanding is missing');
  } catch (error) {
    deps.log.warn({ error }, 'landing pages: the server bundle did not load; /intro/* is sent unrendered');
    return null;
  }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const template = withoutAppEntry(readFileSync(templateFile, 'utf8'));
  const entryHead = entryLinks(manifest, entry.LANDING_ENTRY);
  if (entryHead === null) {
    deps.log.warn('landing pages: the landing entry is not in its manifest; /intro/* is sent unrendered');
    return null;
  }

  const loaders: Record<string, () => Promise<unknown>> = {
    [API_PATH.landingByCategory]: () => listGoodsByCategory(deps),
    [API_PATH.landingByEventTheme]: () => listGoodsByEventTheme(deps),
  };

  const render = async (pathname: string, mobile: boolean): Promise<string | null> => {
    const wanted = PAGE_REPLIES[pathname];
    if (!wanted || !entry.LANDING_PAGES.includes(pathname)) return null;
    const replies: Record<string, unknown> = {};
    for (const apiPath of wanted) {
      const load = loaders[apiPath];
      if (load) replies[apiPath] = await load();
    }
    const data = { at: Date.now(), mobile, replies };
    const body = await entry.renderLanding(`http://localhost${pathname}`, data);
    if (body === null) return null;
    return fillTemplate(template, {
      head: entry.landingHead(pathname, mobile) + entryHead,
      root: body,
      data: `<script type="application/json" id="${entry.EMBEDDED_DATA_ELEMENT_ID}">${jsonForScript(data)}</script>`,
    });
  };

  return {
    render: async (pathname, userAgent) => {
      if (!(pathname in PAGE_REPLIES)) return null;
      const mobile = MOBILE_UA.test(userAgent ?? '');
      try {
        const page = await cachedText(deps.db, `page:${pathname}:${mobile ? 'm' : 'd'}`, async () => {
          const html = await render(pathname, mobile);
          if (html === null) throw new NotRendered();
          return html;
        });
        return { html: page.text, etag: page.etag };
      } catch (error) {
        if (!(error instanceof NotRendered))
          deps.log.warn({ error }, 'landing pages: render failed; the page is sent unrendered');
        return null;
      }
    },
  };
}

class NotRendered extends Error {}

/** index.html without the whole app's script, module preloads and stylesheet: a landing page links its own. */
export function withoutAppEntry(template: string): string {
  return template.replace(
    /[ \t]*<(script type="module"[^>]*><\/script|link rel="(modulepreload|stylesheet)"[^>]*)>\n?/g,
    '',
  );
}

/**
 * The landing entry's script with the module-preload links of the chunks it imports (downloaded beside it, not after
 * it) and the stylesheets of them all, so the CSS applies before the first paint (no unstyled flash, no layout shift).
 */
export function entryLinks(manifest: Manifest, key: string): string | null {
  const css = new Set<string>();
  const js = new Set<string>();
  const visit = (k: string) => {
    const chunk = manifest[k];
    if (!chunk || js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const c of chunk.css ?? []) css.add(c);
    for (const i of chunk.imports ?? []) visit(i);
  };
  visit(key);
  const [main, ...imported] = [...js];
  if (!main) return null;
  return [
    ...[...css].map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`),
    `<script type="module" crossorigin src="/${main}"></script>`,
    ...imported.map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
  ].join('');
}

/**
 * index.html with the rendered root, the embedded data before the scripts and the screen's links in the head.
 * The parts go in through replacer functions: a replacement string would read `$&`, `$\``, `$'` and `$$` in them
 * (a product or theme name is in the root and the data) as patterns and paste pieces of the template into the page.
 */
export function fillTemplate(template: string, parts: { head: string; root: string; data: string }): string {
  return template
    .replace('</head>', () => `${parts.head}</head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${parts.root}</div>${parts.data}`);
}

/** JSON that cannot end the script element or open a comment inside it. */
export const jsonForScript = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
