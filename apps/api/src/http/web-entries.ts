import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The HTML the server sends for a page of the built web app. The light entries instead of the whole app's index.html
 * (decision 039): dist/recipient.html for the paths of dist/.vite/recipient-paths.json (router patterns '/a/:x',
 * written by the web build from apps/web/src/app/recipient-paths.ts). Without them (a build without the recipient
 * entry), every page is the whole app's. A page gets, for its route, <link rel="modulepreload"> of the chunks its
 * first load needs beyond the entry (and <link rel="stylesheet"> of their CSS), so the browser fetches them beside the
 * entry instead of after the entry has run and the router has matched: a recipient page its screen's chunk and its static imports
 * (dist/.vite/recipient-preloads.json), a back-office page the back-office layout's and its screen's
 * (dist/.vite/office-preloads.json, decision 050); both written by the web build (apps/web vite.route-preloads.ts).
 */
export type WebEntries = {
  /** The HTML file under the web app's dist directory that serves `pathname` ('index.html' for the whole app). */
  htmlFor: (pathname: string) => string;
  /** The page for `pathname` with its route's preloads, or null when the file is sent as it is. */
  pageFor: (pathname: string) => PreloadedPage | null;
};

export type PreloadedPage = { html: string; etag: string };

export const RECIPIENT_HTML = 'recipient.html';
const WHOLE_APP_HTML = 'index.html';

export function loadWebEntries(distDir: string): WebEntries {
  const office = preloadedPages(distDir, WHOLE_APP_HTML, 'office-preloads.json');
  const listFile = path.join(distDir, '.vite', 'recipient-paths.json');
  if (!existsSync(path.join(distDir, RECIPIENT_HTML)) || !existsSync(listFile)) {
    return { htmlFor: () => WHOLE_APP_HTML, pageFor: office };
  }
  const patterns = JSON.parse(readFileSync(listFile, 'utf8')) as unknown;
  if (!Array.isArray(patterns) || !patterns.every((p): p is string => typeof p === 'string')) {
    throw new Error(`${listFile}: expected an array of path patterns`);
  }
  const matchers = patterns.map(patternMatcher);
  const isRecipient = (pathname: string) => matchers.some((m) => m(pathname));
  const recipient = preloadedPages(distDir, RECIPIENT_HTML, 'recipient-preloads.json');
  return {
    htmlFor: (pathname) => (isRecipient(pathname) ? RECIPIENT_HTML : WHOLE_APP_HTML),
    pageFor: (pathname) => (isRecipient(pathname) ? recipient(pathname) : office(pathname)),
  };
}

/**
 * `htmlFile` once per route of `dist/.vite/<listName>` (pattern -> asset paths), with that route's preloads, made at
 * start-up (the build's files do not change while the server runs); the page of a path, or null. Without the list
 * (an older build) no page is made and the file is sent as it is.
 */
function preloadedPages(
  distDir: string,
  htmlFile: string,
  listName: string,
): (pathname: string) => PreloadedPage | null {
  const listFile = path.join(distDir, '.vite', listName);
  if (!existsSync(listFile)) return () => null;
  const preloads = JSON.parse(readFileSync(listFile, 'utf8')) as unknown;
  if (
    typeof preloads !== 'object' ||
    preloads === null ||
    !Object.values(preloads).every((v) => Array.isArray(v) && v.every((f) => typeof f === 'string'))
  ) {
    throw new Error(`${listFile}: expected an object of path pattern -> asset paths`);
  }
  const template = readFileSync(path.join(distDir, htmlFile), 'utf8');
  // A static segment ranks above a parameter, as in the router: '/qna/save' before '/qna/:qnaSn'.
  const rank = (pattern: string) => segments(pattern).filter((s) => !s.startsWith(':')).length;
  const byRank = Object.entries(preloads as Record<string, string[]>).sort(([a], [b]) => rank(b) - rank(a));
  const pages = byRank.map(([pattern, files]) => {
    // A stylesheet is linked as such: the chunk's dynamic import finds it there and waits for nothing more.
    const links = files
      .filter((f) => /^assets\/[\w.-]+\.(js|css)$/.test(f))
      .map((f) =>
        f.endsWith('.css')
          ? `<link rel="stylesheet" crossorigin href="/${f}">`
          : `<link rel="modulepreload" crossorigin href="/${f}">`,
      )
      .join('\n    ');
    // Before </head>: after the entry's own script and preloads, which the browser should start first.
    const html = links ? template.replace('</head>', `    ${links}\n  </head>`) : template;
    const etag = `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;
    return { matches: patternMatcher(pattern), page: { html, etag } };
  });
  return (pathname) => pages.find((p) => p.matches(pathname))?.page ?? null;
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
