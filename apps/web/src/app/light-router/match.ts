import type { RouteObject } from 'react-router';

/**
 * React Router's route matching for the light router (light-router.tsx): the table flattened into branches (one per
 * route with a path or index, with the layout routes above it), ranked by React Router's score so a static segment
 * beats a parameter and a parameter beats a splat whatever their order, ties keeping the table's order; paths match
 * without regard to case and with or without a trailing slash.
 */

export type Match = {
  route: RouteObject;
  params: Record<string, string | undefined>;
  pathname: string;
};

export type Branch = { path: string; score: number; order: number[]; routes: RouteObject[] };

const PARAM = /^:[\w-]+$/;

export function flattenRoutes(
  routes: RouteObject[],
  branches: Branch[] = [],
  parents: RouteObject[] = [],
  parentPath = '',
  parentOrder: number[] = [],
): Branch[] {
  routes.forEach((route, i) => {
    const own = route.path ?? '';
    const path = own.startsWith('/') ? own : joinPaths(parentPath, own);
    const chain = [...parents, route];
    const order = [...parentOrder, i];
    if (route.children?.length) flattenRoutes(route.children, branches, chain, path, order);
    // A route without a path matches only through its children (a layout), unless it is an index route.
    if (route.path == null && !route.index) return;
    branches.push({ path, score: computeScore(path, route.index === true), order, routes: chain });
  });
  return branches.sort((a, b) => b.score - a.score || compareOrder(a.order, b.order) || 0);
}

const joinPaths = (parent: string, child: string) =>
  `${parent}/${child}`.replace(/\/\/+/g, '/').replace(/(.)\/$/, '$1') || '/';

/** React Router's ranking: static 10, parameter 3, empty 1, index +2, splat -2, plus the segment count. */
function computeScore(path: string, index: boolean): number {
  const segments = path.split('/');
  let score = segments.length;
  if (segments.includes('*')) score -= 2;
  if (index) score += 2;
  for (const segment of segments) {
    if (segment === '*') continue;
    score += PARAM.test(segment) ? 3 : segment === '' ? 1 : 10;
  }
  return score;
}

/** Siblings keep their table order; branches from different parents are not ordered by it. */
function compareOrder(a: number[], b: number[]): number {
  const siblings = a.length === b.length && a.slice(0, -1).every((n, i) => n === b[i]);
  return siblings ? (a[a.length - 1] ?? 0) - (b[b.length - 1] ?? 0) : 0;
}

const patterns = new Map<string, { regexp: RegExp; names: string[] }>();

/** The path as compile() reads it: one leading slash, no trailing slashes or splat. */
const normalized = (path: string) => path.replace(/\/*\*?$/, '').replace(/^\/*/, '/');

const prefixes = new Map<string, string>();

/**
 * The lower-cased static start of a route's path (up to its first parameter): a pathname that does not start with
 * it cannot match, so the branch's pattern need not be compiled (a first load matches one path among many routes).
 */
function staticPrefix(path: string): string {
  let prefix = prefixes.get(path);
  if (prefix === undefined) {
    const norm = normalized(path);
    const param = norm.indexOf('/:');
    prefix = (param === -1 ? norm : norm.slice(0, param + 1)).toLowerCase();
    prefixes.set(path, prefix);
  }
  return prefix;
}

function compile(path: string): { regexp: RegExp; names: string[] } {
  const cached = patterns.get(path);
  if (cached) return cached;
  const names: string[] = [];
  let source = `^${normalized(path)
    .replace(/[\\.*+^${}|()[\]]/g, '\\$&')
    .replace(/\/:([\w-]+)/g, (_m, name: string) => {
      names.push(name);
      return '/([^\\/]+)';
    })}`;
  if (path.endsWith('*')) {
    names.push('*');
    source += path === '*' || path === '/*' ? '(.*)$' : '(?:\\/(.+)|\\/*)$';
  } else {
    source += '\\/*$';
  }
  const compiled = { regexp: new RegExp(source, 'i'), names };
  patterns.set(path, compiled);
  return compiled;
}

const decode = (value: string) => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

/** The chain of routes the path shows (root first), or null when no route matches. */
export function matchBranches(branches: Branch[], pathname: string): Match[] | null {
  let path = pathname;
  try {
    path = decodeURI(pathname);
  } catch {
    // A malformed escape is matched as it was sent.
  }
  const lower = path.toLowerCase();
  for (const branch of branches) {
    if (!lower.startsWith(staticPrefix(branch.path))) continue;
    const { regexp, names } = compile(branch.path);
    const found = regexp.exec(path);
    if (!found) continue;
    const params: Record<string, string | undefined> = {};
    names.forEach((name, i) => {
      const value = found[i + 1];
      params[name] = value === undefined ? undefined : decode(value);
    });
    if (params['*'] !== undefined) params['*'] = params['*'].replace(/^\//, '');
    return branch.routes.map((route) => ({ route, params, pathname }));
  }
  return null;
}
