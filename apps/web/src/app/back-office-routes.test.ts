import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { backOfficeRoutes, backOfficeScreens, warmScreenOf } from './back-office-routes';
import type { RouteHandle } from './route-handle';

const screenAt = (pathname: string) =>
  (matchRoutes(backOfficeRoutes.children ?? [], pathname)?.at(-1)?.route.handle as RouteHandle | undefined)
    ?.screen;

describe('the back office warms the screen being opened beside its layout', () => {
  it('names the screen loader of every page route, the one its element loads', () => {
    const routes = (backOfficeRoutes.children ?? []).filter((r) => r.path);
    expect(routes.length).toBeGreaterThan(60);
    for (const route of routes)
      expect(typeof (route.handle as RouteHandle | undefined)?.screen, route.path).toBe('function');
  });

  it('finds the screen of an address with parameters, and nothing for an address outside the back office', () => {
    expect(screenAt('/occasion/save/CLI001/0')).toBe(backOfficeScreens.occasionSave);
    expect(screenAt('/event/settingSave/CLI001/1/detail')).toBe(backOfficeScreens.eventSettingSave);
    expect(screenAt('/company/list')).toBe(backOfficeScreens.companyList);
    expect(screenAt('/m/gift/preview')).toBeUndefined();
    expect(() => warmScreenOf('/m/gift/preview')).not.toThrow();
  });
});
