import {
  MOBILE_EQUIVALENTS,
  PUBLIC_PATH_PATTERNS,
  ROLE_HOME,
  ROUTE_GUARDS,
  SECTION_ROOTS,
} from '@pcs/domain';
import type { ReactElement } from 'react';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { paths, patternOf } from '../config/paths';
import { DirectEntryGate } from '../features/gift/components/direct-entry-gate';
import { AudienceScreen } from './layouts/audience-layout';
import { LazyScreen } from './lazy-screen';
import { routes } from './routes';

const flatten = (list: RouteObject[]): RouteObject[] =>
  list.flatMap((r) => [...(r.path ? [r] : []), ...flatten(r.children ?? [])]);
const routed = flatten(routes);
const byPath = new Map(routed.map((r) => [r.path, r]));
/** The domain writes patterns '/a/{x}'; the router '/a/:x'. */
const toRouter = (pattern: string) => pattern.replace(/\{(\w+)\}/g, ':$1');
const elementOf = (r: RouteObject) => r.element as ReactElement | undefined;
/** The screen of a route, inside its gate when it has one. */
const screenOf = (r: RouteObject) => {
  const element = elementOf(r);
  return element?.type === DirectEntryGate ? (element.props as { children: ReactElement }).children : element;
};
/** A route that only sends elsewhere (a redirect) or wraps its children (a layout, a guard). */
const isPassThrough = (r: RouteObject) =>
  (r.handle as { redirectOnly?: boolean } | undefined)?.redirectOnly === true ||
  (r.children?.length ?? 0) > 0;

describe('route table (spec §2)', () => {
  it('routes every named path exactly once', () => {
    const all = Object.values(paths).map(patternOf);
    for (const pattern of all) expect(byPath.has(pattern), pattern).toBe(true);
    const counts = new Map<string, number>();
    for (const r of routed) counts.set(r.path ?? '', (counts.get(r.path ?? '') ?? 0) + 1);
    expect([...counts].filter(([, n]) => n > 1)).toEqual([]);
  });

  it("routes every path the domain's rules send users to", () => {
    const targets = [
      ...PUBLIC_PATH_PATTERNS,
      ...MOBILE_EQUIVALENTS.flat(),
      ...Object.keys(SECTION_ROOTS),
      ...Object.values(ROLE_HOME),
    ].map(toRouter);
    for (const target of targets) expect(byPath.has(target), target).toBe(true);
  });

  it('has a route under every guarded prefix (spec §6 route guards)', () => {
    for (const [prefix] of ROUTE_GUARDS) {
      expect(
        routed.some((r) => r.path === prefix || r.path?.startsWith(`${prefix}/`)),
        prefix,
      ).toBe(true);
    }
  });

  it('shows a real screen on every route that is not a redirect or a layout (no placeholder pages)', () => {
    const screens = routed.filter((r) => !isPassThrough(r));
    expect(screens.length).toBeGreaterThan(50);
    // AudienceScreen: a lazy screen chosen by audience (recipient or back office).
    for (const r of screens) expect([LazyScreen, AudienceScreen], r.path).toContain(screenOf(r)?.type);
    for (const p of [paths.qnaList, paths.qnaSave, patternOf(paths.qnaDetail)])
      expect(elementOf(byPath.get(p)!)?.type, p).toBe(AudienceScreen);
  });

  it('turns a direct entry of the final info away before its screen loads (spec §4)', () => {
    for (const [finalInfo, home] of [
      [paths.giftApply, paths.giftList],
      [paths.mGiftApply, paths.mGiftPreview],
    ] as const) {
      const gate = elementOf(byPath.get(patternOf(finalInfo))!) as ReactElement<{ redirectTo: string }>;
      expect(gate.type).toBe(DirectEntryGate);
      expect(gate.props.redirectTo).toBe(home);
    }
  });

  it('names the landing routes as the spec does', () => {
    const name = (pattern: string) => (byPath.get(pattern)?.handle as { name?: string } | undefined)?.name;
    expect(name(paths.introService)).toBe('LandingServiceInfo');
    expect(name(paths.introProdListCategory)).toBe('LandingProdListCategory');
    expect(name(paths.introProdListTheme)).toBe('LandingProdListTheme');
    expect(name(paths.introProdDetail)).toBe('LandingProdDetail');
  });

  it('sends unknown paths to /notFound', () => {
    const element = byPath.get('*')?.element as ReactElement<{ to: string }> | undefined;
    expect(element?.props.to).toBe(paths.notFound);
  });
});
