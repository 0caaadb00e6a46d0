import { SOLUTION_CODE } from './constants';
import { MSG } from './messages';
import { isPathUnder, isPublicPath, NOT_FOUND_PATH, normalizePath } from './paths';
import { type AuthCd, isAuthCd, MANAGER_ROLES } from './roles';
import { SCREEN_ACCESS, type ScreenRow, screenRowOf } from './route-access';

/**
 * spec §6: the role of a user, or null when it cannot be resolved (the caller then alerts
 * MSG.roleUnresolved and goes to /checkDevice). Accepts numbers too (10 -> '10', 5 -> '05') because
 * some replies carry authCd as a number.
 */
export function resolveRole(authCd: unknown): AuthCd | null {
  let text: string | null = null;
  if (typeof authCd === 'string') text = authCd.trim();
  else if (typeof authCd === 'number' && Number.isInteger(authCd) && authCd >= 0) text = String(authCd);
  if (text === null) return null;
  if (/^\d$/.test(text)) text = `0${text}`;
  return isAuthCd(text) ? text : null;
}

/** spec §2 entry rule 3 and §6: the comma-separated solution list must contain 1020. */
export function hasSolution(solCd: string | null | undefined): boolean {
  if (!solCd) return false;
  return solCd.split(',').some((code) => code.trim() === SOLUTION_CODE);
}

/** spec §6 Menu access: paths containing one of these are always allowed. Order as the spec lists them. */
export const MENU_FREE_SUBSTRINGS = [
  '/myPage',
  '/dashBoard',
  '/cart/list',
  '/serviceCenter',
  'gift/sati',
  '/intro',
  'prod-ready',
] as const;

/** spec §6 Menu access: a menu urlLink also covers these screens of the same area. */
export const MENU_SUFFIX_SEGMENTS = ['list', 'save', 'detail', 'preview'] as const;

/**
 * The "menu area" of a path: the path cut before its first /list, /save..., /detail... or /preview segment.
 * '/company/detail/C1/A1' -> '/company'; '/company/saveForAnotherSol/C1' -> '/company' (the spec's "/save"
 * suffix is read as a prefix of the segment); '/delivery/order/1/2' -> unchanged.
 * A segment that ends in one of the suffixes in camelCase counts the same way, cut to its stem:
 * '/delivery/managedList' and '/delivery/managedDetail/1/2' both -> '/delivery/managed'.
 * The first segment is never cut, so '/list' stays '/list'.
 */
export function menuArea(url: string): string {
  const segments = normalizePath(url).split('/');
  for (let i = 2; i < segments.length; i++) {
    const seg = segments[i] ?? '';
    if (seg === 'list' || seg === 'detail' || seg === 'preview' || seg.startsWith('save')) {
      return segments.slice(0, i).join('/');
    }
    const stem = /^([a-z][A-Za-z]*?)(List|Detail|Save|Preview)$/.exec(seg)?.[1];
    if (stem) return [...segments.slice(0, i), stem].join('/');
  }
  return segments.join('/');
}

/**
 * spec §6 Menu access (non-mobile). Allowed when:
 * - the device is mobile (the check is skipped), or
 * - the path is '/' (it only redirects) or a public route of spec §2 (login, first-login and change-password
 *   forms must stay reachable for a logged-in user), or
 * - the path contains one of MENU_FREE_SUBSTRINGS, or
 * - for some urlLink of menuMaster: the path equals it, or lies below it ('/delivery/order/{estiSn}/{estiItemSn}'
 *   under '/delivery/order'), or both have the same menuArea() ('/company/detail/..' under '/company/list').
 * Otherwise the caller alerts MSG.menuNotAllowed and stays (or goes to '/' with no previous route).
 */
export function isMenuAllowed(
  path: string,
  menuMaster: readonly { urlLink: string | null | undefined }[],
  isMobile: boolean,
): boolean {
  if (isMobile) return true;
  const target = normalizePath(path);
  if (target === '/' || isPublicPath(target)) return true;
  if (MENU_FREE_SUBSTRINGS.some((free) => target.includes(free))) return true;
  const area = menuArea(target);
  return menuMaster.some(({ urlLink }) => {
    if (!urlLink?.trim()) return false;
    const link = normalizePath(urlLink.trim());
    if (link === '/') return false;
    return isPathUnder(target, link) || menuArea(link) === area;
  });
}

/** Roles allowed on the not-apply screens (spec §6): operator admins and the client manager. */
export const NOT_APPLY_ROLES: readonly AuthCd[] = MANAGER_ROLES;

/**
 * spec §6 Route guards, and ours: every row of the screen table that names roles, as [pattern, roles]. The spec's
 * guards (payment, apply, release, managed list and detail, returnManaged: 15 or 99999; the not-apply screens) are
 * rows of the table like the rest, so a screen's guard, its menu and its calls read one source (route-access.ts).
 */
export const ROUTE_GUARDS: readonly (readonly [string, readonly AuthCd[]])[] = Object.values(
  SCREEN_ACCESS,
).flatMap((row: ScreenRow) => (typeof row.access === 'string' ? [] : [[row.path, row.access] as const]));

/** spec §6: where a failed guard sends the user when there is no previous route. */
export const GUARD_FALLBACK_PATH = NOT_FOUND_PATH;

export type GuardResult = { allowed: true } | { allowed: false; message: string };

/** spec §6 Route guards: the roles a path requires, or null when any signed-in role may open it. */
export function routeGuardRoles(path: string): readonly AuthCd[] | null {
  const access = screenRowOf(normalizePath(path))?.access;
  return access === undefined || typeof access === 'string' ? null : access;
}

/** spec §6 Route guards: payment, apply, release, managed list/detail and returnManaged need 15 or 99999. */
export function checkRouteGuard(path: string, authCd: string): GuardResult {
  const roles = routeGuardRoles(path);
  if (!roles) return { allowed: true };
  const role = resolveRole(authCd);
  return role && roles.includes(role) ? { allowed: true } : { allowed: false, message: MSG.routeGuard };
}
