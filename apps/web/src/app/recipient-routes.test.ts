import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { paths } from '../config/paths';
import { RECIPIENT_PATHS } from './recipient-paths';
import { recipientRoutes } from './recipient-routes';
import type { RouteHandle } from './route-parts';
import { routes } from './routes';

const flatten = (list: RouteObject[]): RouteObject[] =>
  list.flatMap((r) => [...(r.path ? [r] : []), ...flatten(r.children ?? [])]);
const patternsOf = (list: RouteObject[]) =>
  flatten(list)
    .map((r) => r.path as string)
    .filter((p) => p !== '*');
/** A concrete path for a pattern: every ':param' becomes 7. */
const sample = (pattern: string) => pattern.replace(/:\w+/g, '7');
/** The deepest route a table picks for a path. */
const deepest = (table: RouteObject[], path: string) => {
  const matches = matchRoutes(table, path) ?? [];
  return matches[matches.length - 1]?.route;
};

describe('the recipient entry route table (decision 039)', () => {
  it('routes exactly the paths the server sends recipient.html for (one more would reload forever)', () => {
    expect([...patternsOf(recipientRoutes)].sort()).toEqual([...RECIPIENT_PATHS].sort());
    for (const pattern of RECIPIENT_PATHS)
      expect(deepest(recipientRoutes, sample(pattern))?.path).toBe(pattern);
  });

  it('holds every phone page of the whole app, so a journey on the phone never falls back mid-way', () => {
    const phone = patternsOf(routes).filter((p) => p.startsWith('/m/') || p === '/m');
    expect(phone.length).toBeGreaterThan(40);
    for (const pattern of phone) expect(RECIPIENT_PATHS, pattern).toContain(pattern);
  });

  it('gives each of its paths the same route object as the whole app (same screen, layout and guards)', () => {
    for (const pattern of RECIPIENT_PATHS) {
      const path = sample(pattern);
      const light = matchRoutes(recipientRoutes, path)?.map((m) => m.route.element);
      const whole = matchRoutes(routes, path)?.map((m) => m.route.element);
      expect(light, pattern).toEqual(whole);
    }
  });

  it('hands every other page to the whole app by a redirect-only catch-all with a loader', () => {
    for (const path of [paths.introMain, '/gift/list', paths.companyList, '/delivery/order', '/nope']) {
      const route = deepest(recipientRoutes, path);
      expect(route?.path, path).toBe('*');
      expect(route?.handle as RouteHandle).toEqual({ redirectOnly: true });
      expect(typeof route?.loader).toBe('function');
    }
  });
});
