import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { paths, ROUTE_NAME } from '../config/paths';
import { landingRoutes } from './landing-routes';
import type { RouteHandle } from './route-parts';

/** The deepest route the landing entry's table picks for a path, with its handle. */
const deepest = (path: string) => {
  const matches = matchRoutes(landingRoutes, path) ?? [];
  const last = matches[matches.length - 1]?.route;
  return { path: last?.path, handle: last?.handle as RouteHandle | undefined };
};

describe('the landing entry route table', () => {
  it('serves the two server-rendered pages itself, with the route names of the whole app', () => {
    expect(deepest(paths.introMain).path).toBe(paths.introMain);
    expect(deepest(paths.introService)).toEqual({
      path: paths.introService,
      handle: { name: ROUTE_NAME.landingServiceInfo },
    });
  });

  it('hands every other page to the whole app (a redirect-only catch-all that reloads the document)', () => {
    for (const path of [paths.introContact, paths.introProdListCategory, '/login', '/gift/list', '/nope']) {
      expect(deepest(path)).toEqual({ path: '*', handle: { redirectOnly: true } });
    }
  });
});
