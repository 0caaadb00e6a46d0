import { SESSION_CUTOFF } from './constants';

/**
 * spec §3 storage keys, named once. Session storage unless noted:
 * - "Login user data" and the other session keys;
 * - the landing site's session keys;
 * - searchTheme, which lives in LOCAL storage (spec §2 Theme list) and is listed here too so every storage
 *   key has one name; LOCAL_STORAGE_KEYS says which store it belongs to.
 */
export const SESSION_KEYS = {
  loginUserData: 'loginUserData',
  /** spec §4 Login: the token is saved to session storage on login and removed on logout. */
  loginUserToken: 'loginUserToken',
  firstLogin: 'firstLogin',
  pwdExpired: 'pwdExpired',
  loginTime: 'loginTime',
  returnPath: 'returnPath',
  displayMode: 'displayMode',
  lastRouteName: 'lastRouteName',
  lastRouteParams: 'lastRouteParams',
  categoryList: 'categoryList',
  solutionUrlMap: 'solutionUrlMap',
  selectTempSn: 'selectTempSn',
  selectTempNm: 'selectTempNm',
  chosenProducts: 'chosenProducts',
  scrollPosition: 'scrollPosition',
  searchParams: 'searchParams',
  page: 'page',
  searchTheme: 'searchTheme',
} as const;
export type SessionKey = (typeof SESSION_KEYS)[keyof typeof SESSION_KEYS];

/** Keys kept in local storage rather than session storage. */
export const LOCAL_STORAGE_KEYS = { searchTheme: SESSION_KEYS.searchTheme } as const;

/** spec §4 Session cut-off: clearing every store keeps only these keys. */
export const KEYS_KEPT_ON_CUTOFF: readonly SessionKey[] = [SESSION_KEYS.returnPath];

/** spec §3 display mode. */
export const DISPLAY_MODE = { pc: 'PC', mobile: 'MOBILE' } as const;
export type DisplayMode = (typeof DISPLAY_MODE)[keyof typeof DISPLAY_MODE];

/**
 * spec §4 Session cut-off: true when there is no recorded login time, or it is earlier than SESSION_CUTOFF
 * (2023-12-11 18:00:00). Accepts 'YYYYMMDDHHMISS' or any format whose digits read the same way
 * ('2023-12-11 18:00:00', ISO); missing time digits count as zero. Fewer than 8 digits is unreadable and
 * therefore cut off.
 */
export function isSessionCutOff(loginDt: string | null | undefined): boolean {
  const digits = (loginDt ?? '').replace(/\D/g, '');
  if (digits.length < 8) return true;
  return digits.padEnd(14, '0').slice(0, 14) < SESSION_CUTOFF;
}
