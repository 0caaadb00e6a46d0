import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The light entries of the built web app the server sends instead of the whole app's index.html (decision 039):
 * dist/recipient.html for the paths of dist/.vite/recipient-paths.json (router patterns '/a/:x', written by the web
 * build from apps/web/src/app/recipient-paths.ts). Without them (a build without the recipient entry), every page is
 * the whole app's. The recipient page gets, for its route, <link rel="modulepreload"> of the screen's chunk and its
 * static imports (dist/.vite/recipient-preloads.json, written by the same build), so the browser fetches them beside
 * the entry instead of after the entry has run and the router has matched.
 */
export type WebEntries = {
  /** The HTML file under the web app's dist directory that serves `pathname` ('index.html' for the whole app). */
  htmlFor: (pathname: string) => string;
  /** The recipient page for `pathname` with its screen's preloads, or null when the file is sent as it is. */
  pageFor: (pathname: string) => { html: string; etag: string } | null;
};

export const RECIPIENT_HTML = 'recipient.html';

export function loadWebEntries(distDir: string): WebEntries {
  const listFile = path.join(distDir, '.vite', 'recipient-paths.json');
  if (!existsSync(path.join(distDir, RECIPIENT_HTML)) || !existsSync(listFile)) {
    return { htmlFor: () => 'index.html', pageFor: () => null };
  }
  const patterns = JSON.parse(readFileSync(listFile, 'utf8')) as unknown;
  if (!Array.isArray(patterns) || !patterns.every((p): p is string => typeof p === 'string')) {
    throw new Error(`${listFile}: expected an array of path patterns`);
  }
  const matchers = patterns.map(patternMatcher);
  const pages = recipientPages(distDir);
  return {
    htmlFor: (pathname) => (matchers.some((m) => m(pathname)) ? RECIPIENT_HTML : 'index.html'),
    pageFor: (pathname) => pages.find((p) => p.matches(pathname)) ?? null,
  };
}

/**
 * recipient.html once per route with preloads, made at start-up (the build's files do not change while the server
 * runs). Without the list (an older build) no page is made and the file is sent as it is.
 */
function recipientPages(
  distDir: string,
): { matches: (pathname: string) => boolean; html: string; etag: string }[] {
  const listFile = path.join(distDir, '.vite', 'recipient-preloads.json');
  if (!existsSync(listFile)) return [];
  const preloads = JSON.parse(readFileSync(listFile, 'utf8')) as unknown;
  if (
    typeof preloads !== 'object' ||
    preloads === null ||
    !Object.values(preloads).every((v) => Array.isArray(v) && v.every((f) => typeof f === 'string'))
  ) {
    throw new Error(`${listFile}: expected an object of path pattern -> asset paths`);
  }
  const template = readFileSync(path.join(distDir, RECIPIENT_HTML), 'utf8');
  // A static segment ranks above a parameter, as in the router: '/qna/save' before '/qna/:qnaSn'.
  const rank = (pattern: string) => segments(pattern).filter((s) => !s.startsWith(':')).length;
  const byRank = Object.entries(preloads as Record<string, string[]>).sort(([a], [b]) => rank(b) - rank(a));
  return byRank.map(([pattern, files]) => {
    const links = files
      .filter((f) => /^assets\/[\w.-]+\.js$/.test(f))
      .map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`)
      .join('\n    ');
    // Before </head>: after the entry's own script and preloads, which the browser should start first.
    const html = links ? template.replace('</head>', `    ${links}\n  </head>`) : template;
    const etag = `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;
    return { matches: patternMatcher(pattern), html, etag };
  });
}

/**
 * A router pattern as a test on a path: static segments equal, ':name' segments non-empty; a trailing slash is
 * ignored (as the router does). Patterns here have neither optional segments nor splats.
 */
export function patternMatcher(pattern: string): (pathname: string) => boolean {
  const want = segments(pattern);
  return (pathname) => {
    const got = segments(pathname);
    return (
      got.length === want.length && want.every((w, i) => (w.startsWith(':') ? got[i] !== '' : w === got[i]))
    );
  };
}

const segments = (p: string) =>
  p.split('/').filter((s, i, all) => !(s === '' && (i === 0 || i === all.length - 1)));
