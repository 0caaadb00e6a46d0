import { hasSolution, resolveRole } from './access';
import { MSG } from './messages';
import {
  CHECK_DEVICE_PATH,
  fillPath,
  isPathUnder,
  matchPath,
  NOT_FOUND_PATH,
  normalizePath,
  splitPath,
} from './paths';
import { type AuthCd, hasRole, isOperatorAdmin, isVendor, RECIPIENT_ROLES } from './roles';

/** spec §2: unknown paths redirect here. */
export const UNKNOWN_PATH_TARGET = NOT_FOUND_PATH;

/** spec §2 entry rule 1: the query parameters carried to /checkDevice, in this order. */
export const ENTRY_CARRIED_QUERY = ['utopia', 'loginUserToken'] as const;

/** spec §2 entry rule 5: the landing page of each role (mobile devices go to the gift preview first). */
export const ROLE_HOME: Record<AuthCd, string> = {
  '10': '/gift/list',
  '20': '/gift/list',
  '15': '/dashBoard/etners',
  '99999': '/dashBoard/etners',
  '25': '/dashBoard/client',
  '05': '/delivery',
  '30': '/delivery',
  '35': '/delivery',
};
export const MOBILE_HOME = '/m/gift/preview';

export type EntryInput = {
  loggedIn: boolean;
  query: Record<string, string | undefined>;
  firstLogin: boolean;
  pwdExpired: boolean;
  solCd: string | null;
  authCd: string | null;
  returnPath: string | null;
  isMobile: boolean;
};

export type EntryDecision =
  | { kind: 'redirect'; to: string }
  | { kind: 'alert'; message: string; to: string | null };

/**
 * spec §2 "Entry rules at '/'", the five steps in order.
 * Decisions the spec leaves open:
 * - a saved return path is resumed only when it is an internal path ('/x', not '//host' or 'https://..')
 *   and not '/' itself (that would loop); '/delivery/list' resumes as the order list '/delivery/order';
 * - an unresolvable role (spec §6) alerts MSG.roleUnresolved and goes to /checkDevice, on mobile too.
 */
export function resolveEntry(input: EntryInput): EntryDecision {
  if (!input.loggedIn) {
    const carried = ENTRY_CARRIED_QUERY.flatMap((key) => {
      const value = input.query[key];
      return value ? [`${key}=${encodeURIComponent(value)}`] : [];
    });
    return redirect(carried.length ? `${CHECK_DEVICE_PATH}?${carried.join('&')}` : CHECK_DEVICE_PATH);
  }
  const m = input.isMobile ? '/m' : '';
  if (input.firstLogin) return redirect(`${m}/firstLoginForm`);
  if (input.pwdExpired) return redirect(`${m}/changePassword`);
  if (!hasSolution(input.solCd)) return { kind: 'alert', message: MSG.noSolutionPermission, to: null };
  const resumed = resumablePath(input.returnPath);
  if (resumed) return redirect(resumed);
  const role = resolveRole(input.authCd);
  if (!role) return { kind: 'alert', message: MSG.roleUnresolved, to: CHECK_DEVICE_PATH };
  return redirect(input.isMobile ? MOBILE_HOME : ROLE_HOME[role]);
}

/** spec §2 entry rule 4: the saved return path to resume, or null when there is none or it is unsafe. */
export function resumablePath(returnPath: string | null | undefined): string | null {
  if (!returnPath?.startsWith('/') || returnPath.startsWith('//') || returnPath.includes('\\')) return null;
  const { path, suffix } = splitPath(returnPath);
  const normal = normalizePath(path);
  if (normal === '/') return null;
  return normal === '/delivery/list' ? `/delivery/order${suffix}` : returnPath;
}

function redirect(to: string): EntryDecision {
  return { kind: 'redirect', to };
}

type RootRule = (authCd: string) => string | null;
const byOperatorAdmin =
  (operator: string, rest: Partial<Record<string, string>>): RootRule =>
  (authCd) =>
    isOperatorAdmin(authCd) ? operator : (rest[authCd] ?? null);

/** spec §2 "Section roots redirect by role" (and '/system/notice' -> '/'). */
export const SECTION_ROOTS: Readonly<Record<string, RootRule>> = {
  '/company': byOperatorAdmin('/company/list', { '25': '/company/clientManageGroup/list' }),
  '/company/manageGroup': byOperatorAdmin('/company/manageGroup/list', {
    '25': '/company/clientManageGroup/list',
  }),
  '/delivery': (authCd) => (isOperatorAdmin(authCd) ? '/delivery/managedList' : '/delivery/order'),
  '/user': byOperatorAdmin('/user/list', { '25': '/user/clientManage/list' }),
  '/goods': (authCd) =>
    isOperatorAdmin(authCd) ? '/goods/list' : isVendor(authCd) ? '/goods/vendor/list' : null,
  '/gift': () => '/gift/list',
  '/event': () => '/event/history',
  '/serviceCenter': () => '/serviceCenter/notify',
  '/m/gift': () => '/m/gift/preview',
  '/m/delivery': () => '/m/delivery/list',
  '/m/serviceCenter': () => '/m/serviceCenter/notify',
  '/system/notice': () => '/',
};

/** True when the path is one of the section roots of spec §2 (whether or not the role has a target there). */
export function isSectionRoot(path: string): boolean {
  return Object.hasOwn(SECTION_ROOTS, normalizePath(path));
}

/**
 * spec §2 "Section roots redirect by role". Returns the target, or null when the path is not a section root
 * OR the role has no target there (e.g. '/goods' for 20, '/user' for 10). In the second case the root has no
 * screen of its own, so the router treats it as an unknown path (UNKNOWN_PATH_TARGET).
 * The query string is dropped.
 */
export function sectionRootRedirect(path: string, authCd: string): string | null {
  const rule = SECTION_ROOTS[normalizePath(path)];
  if (!rule) return null;
  return rule(resolveRole(authCd) ?? authCd);
}

/**
 * Desktop pattern -> mobile pattern, for spec §2 "A mobile device is redirected to the /m equivalents".
 * Parameters are carried by name, so the gift detail's swapped order is handled by the patterns.
 */
export const MOBILE_EQUIVALENTS: readonly (readonly [string, string])[] = [
  ['/login', '/m/login'],
  ['/sLogin', '/m/sLogin'],
  ['/firstLoginForm', '/m/firstLoginForm'],
  ['/changePassword', '/m/changePassword'],
  ['/signUp', '/m/signUp'],
  ['/findAccount', '/m/findId'],
  ['/gift', '/m/gift/preview'],
  ['/gift/list', '/m/gift/preview'],
  [
    '/gift/detail/{prodSn}/{eventSn}/{selectCnt}/{selectType}',
    '/m/gift/detail/{eventSn}/{prodSn}/{selectCnt}/{selectType}',
  ],
  ['/gift/giftSelect/apply/{ordSn}', '/m/gift/giftSelect/apply/{ordSn}'],
  ['/gift/giftSelect/apply/fail/{ordSn}', '/m/gift/giftSelect/apply/fail/{ordSn}'],
  ['/gift/giftSelect/apply/waiting/{ordSn}/{oid}', '/m/gift/giftSelect/apply/waiting/{ordSn}/{oid}'],
  [
    '/gift/giftSelect/orderHistory/{eventSn}/{ordSn}/{estiSn}',
    '/m/gift/giftSelect/orderHistory/{eventSn}/{ordSn}/{estiSn}',
  ],
  ['/gift/sati', '/m/gift/sati'],
  ['/gift/prod-ready', '/m/prod-ready'],
  ['/cart/list', '/m/cart/list'],
  ['/myPage/detail/{index}', '/m/myPage/detail'],
  ['/serviceCenter', '/m/serviceCenter/notify'],
  ['/serviceCenter/notify', '/m/serviceCenter/notify'],
  ['/serviceCenter/notify/detail/{boardId}', '/m/serviceCenter/notify/{boardId}'],
  ['/serviceCenter/faq', '/m/serviceCenter/faq'],
  // Ours: one-to-one questions.
  ['/serviceCenter/qna', '/m/serviceCenter/qna'],
  ['/serviceCenter/qna/save', '/m/serviceCenter/qna/save'],
  ['/serviceCenter/qna/detail/{qnaSn}', '/m/serviceCenter/qna/{qnaSn}'],
  // Ours: the recipient's order forms on a desktop (only recipients have them, so a phone takes the /m form).
  ['/delivery/order/save/{estiSn}', '/m/delivery/save/{estiSn}'],
  ['/delivery/order/cardMemo/{eventSn}/{estiSn}', '/m/delivery/cardMemo/{eventSn}/{estiSn}'],
  ['/delivery/order/orderCancel/{estiSn}', '/m/delivery/orderCancel/{estiSn}'],
  [
    '/delivery/order/orderReturn/{estiSn}/{estiItemSn}/{payMethod}',
    '/m/delivery/orderReturn/{estiSn}/{estiItemSn}/{payMethod}',
  ],
  [
    '/delivery/order/orderReturn/{estiSn}/{estiItemSn}/{payMethod}/{refundGbn}/{refundSn}/{editMode}',
    '/m/delivery/orderReturn/{estiSn}/{estiItemSn}/{payMethod}/{refundGbn}/{refundSn}/{editMode}',
  ],
];

/**
 * spec §2: the /m equivalent of a desktop path for a mobile device, or null when there is none (already
 * mobile, landing pages, back-office screens). A query string or hash is kept.
 */
export function mobileEquivalent(path: string): string | null {
  const { suffix } = splitPath(path);
  for (const [desktop, mobile] of MOBILE_EQUIVALENTS) {
    const params = matchPath(desktop, path);
    if (params) return `${fillPath(mobile, params)}${suffix}`;
  }
  return null;
}

/**
 * The gift recipients (RECIPIENT_ROLES, whose home is the gift list): on a desktop they use the recipient layout, also
 * on the screens they share with the back office (orders, returns, the service centre), never the back office's.
 */
export const isGiftRecipient = (authCd: string | null | undefined): boolean =>
  hasRole(RECIPIENT_ROLES, authCd);

/**
 * spec §2 layouts (main) and §6: the desktop areas that are a gift recipient's own screens. A path under one of them
 * (and under none of RECIPIENT_EXCLUDED) is shown to roles 10 and 20 in the recipient layout; the back office never
 * serves them these. The recipients' menu links only here (the demo menu test holds it to that).
 */
export const RECIPIENT_DESKTOP_AREAS = [
  '/gift',
  '/cart/list',
  '/myPage',
  // Their own orders (주문·배송 조회) with the forms that change one, and their returns and exchanges.
  '/delivery/order',
  '/delivery/return',
  // The boards they read and their one-to-one questions.
  '/serviceCenter/notify',
  '/serviceCenter/faq',
  '/serviceCenter/qna',
] as const;
/** Operator-admin screens inside those areas (spec §6 route guards): writing notices and FAQs. */
const RECIPIENT_EXCLUDED = ['/serviceCenter/notify/save', '/serviceCenter/faq/save'] as const;

/** True when a desktop path is one of a recipient's own screens (RECIPIENT_DESKTOP_AREAS). */
export function isRecipientScreen(path: string): boolean {
  return (
    RECIPIENT_DESKTOP_AREAS.some((area) => isPathUnder(path, area)) &&
    !RECIPIENT_EXCLUDED.some((area) => isPathUnder(path, area))
  );
}
