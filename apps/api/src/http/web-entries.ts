import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The light entries of the built web app the server sends instead of the whole app's index.html (decision 039):
 * dist/recipient.html for the paths of dist/.vite/recipient-paths.json (router patterns '/a/:x', written by the web
 * build from apps/web/src/app/recipient-paths.ts). Without them (a build without the recipient entry), every page is
 * the whole app's.
 */
export type WebEntries = {
  /** The HTML file under the web app's dist directory that serves `pathname` ('index.html' for the whole app). */
  htmlFor: (pathname: string) => string;
};

export const RECIPIENT_HTML = 'recipient.html';

export function loadWebEntries(distDir: string): WebEntries {
  const listFile = path.join(distDir, '.vite', 'recipient-paths.json');
  if (!existsSync(path.join(distDir, RECIPIENT_HTML)) || !existsSync(listFile)) {
    return { htmlFor: () => 'index.html' };
  }
  const patterns = JSON.parse(readFileSync(listFile, 'utf8')) as unknown;
  if (!Array.isArray(patterns) || !patterns.every((p): p is string => typeof p === 'string')) {
    throw new Error(`${listFile}: expected an array of path patterns`);
  }
  const matchers = patterns.map(patternMatcher);
  return { htmlFor: (pathname) => (matchers.some((m) => m(pathname)) ? RECIPIENT_HTML : 'index.html') };
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
