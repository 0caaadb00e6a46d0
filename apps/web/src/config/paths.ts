import { SCREEN_ACCESS, type ScreenName } from '@pcs/domain';

/**
 * Every URL of spec §2, named once. Static routes are strings; parameterised routes are functions taking the
 * parameters in the order the spec writes them, with the React Router pattern on `.pattern`
 * (e.g. `paths.giftDetail(prodSn, eventSn, selectCnt, selectType)` and `paths.giftDetail.pattern`).
 */

/** One argument per ':param' of a pattern, in order: '/a/:x/b/:y' -> [x, y]. */
type ParamArgs<P extends string> = P extends `${string}:${infer _Name}/${infer Rest}`
  ? [string | number, ...ParamArgs<`/${Rest}`>]
  : P extends `${string}:${string}`
    ? [string | number]
    : [];

export type RouteHref<P extends string> = ((...args: ParamArgs<P>) => string) & { readonly pattern: P };

/** Builds a link function from a pattern; parameters are URI-encoded so values with '/' cannot change the route. */
function route<P extends string>(pattern: P): RouteHref<P> {
  const href = (...args: (string | number)[]): string => {
    let i = 0;
    return pattern.replace(/:\w+/g, () => encodeURIComponent(String(args[i++] ?? '')));
  };
  return Object.assign(href as (...args: ParamArgs<P>) => string, { pattern });
}

/** The pattern of a path entry, for the route table. */
export const patternOf = (entry: string | { readonly pattern: string }): string =>
  typeof entry === 'string' ? entry : entry.pattern;

/** The tab index of the address book on the desktop my page (/myPage/detail/{index}; account/my-page-tabs.ts). */
export const MY_PAGE_ADDRESS_TAB = 2;

type ScreenPaths = { readonly [K in ScreenName]: (typeof SCREEN_ACCESS)[K]['path'] };
/** A static path stays a string; a parameterised one becomes its link builder. */
type PathEntryOf<P extends string> = P extends `${string}:${string}` ? RouteHref<P> : P;

/**
 * Every URL of spec §2 and ours, made from the domain's screen table (route-access.ts), which also says who may
 * open each: the web builds links from the same rows its guard reads.
 */
export const paths = Object.fromEntries(
  Object.entries(SCREEN_ACCESS).map(([name, row]) => [
    name,
    row.path.includes(':') ? route(row.path) : row.path,
  ]),
) as { readonly [K in ScreenName]: PathEntryOf<ScreenPaths[K]> };

/** spec §2 route names of the landing site (LandingProdListCategory takes themeTempSn, fromWhere, clickAllShow). */
export const ROUTE_NAME = {
  landingServiceInfo: 'LandingServiceInfo',
  landingProdListCategory: 'LandingProdListCategory',
  landingProdListTheme: 'LandingProdListTheme',
  landingProdDetail: 'LandingProdDetail',
} as const;

/** LandingProdDetail takes prodSn as a query parameter. */
export const landingProdDetailHref = (prodSn: string | number): string =>
  `${paths.introProdDetail}?prodSn=${encodeURIComponent(String(prodSn))}`;
