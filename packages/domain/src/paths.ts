/**
 * Path helpers shared by the routing and access rules (spec §2 route patterns are written `/a/{param}/b`).
 * Kept apart from routing.ts and access.ts so neither has to import the other.
 */

/** spec §2: the page unknown paths and failed route guards land on. */
export const NOT_FOUND_PATH = '/notFound';
export const CHECK_DEVICE_PATH = '/checkDevice';

/** spec §2 "Public or pre-login routes", plus their mobile counterparts of "Mobile: Login and account". */
export const PUBLIC_PATH_PATTERNS = [
  '/intro/main',
  '/intro/service',
  '/intro/contact',
  '/intro/prodList/category',
  '/intro/prodList/theme',
  '/intro/prodDetail',
  '/checkDevice',
  '/login',
  '/sLogin',
  '/findAccount',
  '/signUp',
  '/vendorApplyForm/{approvalId}',
  '/vendorApplySuccess',
  '/firstLoginForm',
  '/changePassword',
  '/notFound',
  // The hand-off page a company sign-in (SSO, decision 038) lands on before it has a session.
  '/sso/complete',
  '/m/login',
  '/m/sLogin',
  '/m/idLogin',
  '/m/firstLoginForm',
  '/m/changePassword',
  '/m/findId',
  '/m/findIdComplete',
  '/m/findPassword',
  '/m/emailCertification',
  '/m/resetPassword',
  '/m/signUp',
] as const;

/** Splits '/a/b?x=1#h' into the path '/a/b' and the suffix '?x=1#h' (so rules look at the path only). */
export function splitPath(url: string): { path: string; suffix: string } {
  const cut = url.search(/[?#]/);
  return cut === -1 ? { path: url, suffix: '' } : { path: url.slice(0, cut), suffix: url.slice(cut) };
}

/** Drops the query, the hash and a trailing slash: '/company/?x' -> '/company'. The root stays '/'. */
export function normalizePath(url: string): string {
  const { path } = splitPath(url);
  const trimmed = path.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/**
 * Matches a path against a spec-style pattern ('/gift/detail/{prodSn}/{eventSn}') and returns its parameters,
 * or null. Every segment must be present and non-empty; parameters are URI-decoded.
 */
export function matchPath(pattern: string, url: string): Record<string, string> | null {
  const want = pattern.split('/');
  const got = normalizePath(url).split('/');
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const w = want[i] ?? '';
    const g = got[i] ?? '';
    const param = /^\{(\w+)\}$/.exec(w);
    if (param?.[1]) {
      if (g === '') return null;
      params[param[1]] = safeDecode(g);
    } else if (w !== g) {
      return null;
    }
  }
  return params;
}

/** Fills a spec-style pattern with parameters (URI-encoded). Throws on a missing parameter: a programming error. */
export function fillPath(pattern: string, params: Readonly<Record<string, string | number>>): string {
  return pattern.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`fillPath: missing parameter ${name} for ${pattern}`);
    return encodeURIComponent(String(value));
  });
}

/** True when `url` is `base` itself or below it segment-wise ('/delivery/return' does not cover '/delivery/returnManaged'). */
export function isPathUnder(url: string, base: string): boolean {
  const path = normalizePath(url);
  return path === base || path.startsWith(`${base}/`);
}

/** spec §2 public routes: reachable without login and exempt from the menu check. */
export function isPublicPath(url: string): boolean {
  return PUBLIC_PATH_PATTERNS.some((pattern) => matchPath(pattern, url) !== null);
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
