import { describe, expect, it } from 'vitest';
import {
  checkRouteGuard,
  GUARD_FALLBACK_PATH,
  hasSolution,
  isMenuAllowed,
  MENU_FREE_SUBSTRINGS,
  menuArea,
  NOT_APPLY_ROLES,
  resolveRole,
  routeGuardRoles,
} from './access';

describe('resolveRole (spec §6 roles table)', () => {
  it('resolves every role of the table', () => {
    for (const code of ['05', '10', '15', '99999', '20', '25', '30', '35'])
      expect(resolveRole(code)).toBe(code);
  });
  it('accepts numbers and padded strings', () => {
    expect(resolveRole(10)).toBe('10');
    expect(resolveRole(5)).toBe('05');
    expect(resolveRole(99999)).toBe('99999');
    expect(resolveRole(' 25 ')).toBe('25');
  });
  it('returns null for anything else', () => {
    for (const v of [null, undefined, '', '11', '005', 'admin', 10.5, -10, {}, ['10']])
      expect(resolveRole(v)).toBeNull();
  });
});

describe('hasSolution (spec §6: the solution list must include 1020)', () => {
  it('reads a comma-separated list', () => {
    expect(hasSolution('1020')).toBe(true);
    expect(hasSolution('3010,1020')).toBe(true);
    expect(hasSolution('3010, 1020 ,2010')).toBe(true);
    expect(hasSolution('3010')).toBe(false);
    expect(hasSolution('10201')).toBe(false);
    expect(hasSolution('')).toBe(false);
    expect(hasSolution(null)).toBe(false);
    expect(hasSolution(undefined)).toBe(false);
  });
});

describe('isMenuAllowed (spec §6 menu access)', () => {
  const menu = [
    { urlLink: '/company/list' },
    { urlLink: '/goods/vendor/list' },
    { urlLink: '/delivery/order' },
    { urlLink: '/event/history' },
  ];

  it('lists the free substrings in the spec order', () => {
    expect(MENU_FREE_SUBSTRINGS).toEqual([
      '/myPage',
      '/dashBoard',
      '/cart/list',
      '/serviceCenter',
      'gift/sati',
      '/intro',
      'prod-ready',
    ]);
  });

  it('allows a path containing a free substring with an empty menu', () => {
    for (const path of [
      '/myPage/detail/1',
      '/dashBoard/etners',
      '/cart/list',
      '/serviceCenter/faq',
      '/gift/sati',
      '/intro/main',
      '/gift/prod-ready',
    ]) {
      expect(isMenuAllowed(path, [], false)).toBe(true);
    }
  });

  it('allows the menu link itself and its /list, /save, /detail, /preview siblings', () => {
    expect(isMenuAllowed('/company/list', menu, false)).toBe(true);
    expect(isMenuAllowed('/company/save', menu, false)).toBe(true);
    expect(isMenuAllowed('/company/save/C001/A1', menu, false)).toBe(true);
    expect(isMenuAllowed('/company/detail/C001/A1', menu, false)).toBe(true);
    expect(isMenuAllowed('/company/saveForAnotherSol/C001', menu, false)).toBe(true);
    expect(isMenuAllowed('/goods/vendor/save/1/Y/01', menu, false)).toBe(true);
    expect(isMenuAllowed('/goods/vendor/detail/9', menu, false)).toBe(true);
    expect(isMenuAllowed('/company/list?page=2', menu, false)).toBe(true);
  });

  it('allows parameterised screens below a menu link', () => {
    expect(isMenuAllowed('/delivery/order/10/20', menu, false)).toBe(true);
    expect(isMenuAllowed('/delivery/order', menu, false)).toBe(true);
  });

  it('refuses other areas, including neighbours sharing a prefix', () => {
    expect(isMenuAllowed('/company/manageGroup/list', menu, false)).toBe(false);
    expect(isMenuAllowed('/goods/list', menu, false)).toBe(false);
    expect(isMenuAllowed('/goods/detail/9', menu, false)).toBe(false);
    expect(isMenuAllowed('/delivery/orderX', menu, false)).toBe(false);
    expect(isMenuAllowed('/user/list', menu, false)).toBe(false);
    expect(isMenuAllowed('/event/theme', menu, false)).toBe(false);
  });

  it('mobile skips the check', () => {
    expect(isMenuAllowed('/user/list', [], true)).toBe(true);
  });

  it("'/' and the public routes are never blocked", () => {
    for (const path of [
      '/',
      '/notFound',
      '/changePassword',
      '/firstLoginForm',
      '/login',
      '/vendorApplyForm/A1',
    ]) {
      expect(isMenuAllowed(path, [], false)).toBe(true);
    }
  });

  it('ignores empty menu links', () => {
    expect(isMenuAllowed('/user/list', [{ urlLink: '' }, { urlLink: null }, { urlLink: '/' }], false)).toBe(
      false,
    );
  });

  it('menuArea cuts at the first list/save/detail/preview segment', () => {
    expect(menuArea('/company/list')).toBe('/company');
    expect(menuArea('/company/manageGroup/detail/C1/G1')).toBe('/company/manageGroup');
    expect(menuArea('/m/gift/preview')).toBe('/m/gift');
    expect(menuArea('/delivery/order/1/2')).toBe('/delivery/order/1/2');
    expect(menuArea('/list')).toBe('/list');
  });

  it('menuArea pairs camelCase list and detail screens: managedList covers managedDetail', () => {
    expect(menuArea('/delivery/managedList')).toBe('/delivery/managed');
    expect(menuArea('/delivery/managedDetail/100/200')).toBe('/delivery/managed');
    expect(
      isMenuAllowed('/delivery/managedDetail/100/200', [{ urlLink: '/delivery/managedList' }], false),
    ).toBe(true);
    expect(isMenuAllowed('/delivery/returnManaged', [{ urlLink: '/delivery/managedList' }], false)).toBe(
      false,
    );
  });
});

describe('checkRouteGuard (spec §6 route guards)', () => {
  const denied = { allowed: false, message: '조회권한이 없습니다.' };
  const allowed = { allowed: true };
  const operatorOnly = [
    '/delivery/payment',
    '/delivery/payment/100',
    '/delivery/apply',
    '/delivery/apply/100',
    '/delivery/release',
    '/delivery/release/100/200',
    '/delivery/managedList',
    '/delivery/managedDetail/100/200',
    '/delivery/returnManaged',
    '/delivery/returnManaged/100/200/300',
  ];
  const notApply = ['/delivery/notApply', '/delivery/notApply/C001/7', '/delivery/apply/list'];

  it('payment, apply, release, managed and returnManaged need 15 or 99999', () => {
    for (const path of operatorOnly) {
      expect(checkRouteGuard(path, '15')).toEqual(allowed);
      expect(checkRouteGuard(path, '99999')).toEqual(allowed);
      for (const authCd of ['05', '10', '20', '25', '30', '35', ''])
        expect(checkRouteGuard(path, authCd)).toEqual(denied);
    }
  });

  it('the not-apply list and its select screen need 15, 25 or 99999', () => {
    expect(NOT_APPLY_ROLES).toEqual(['15', '25', '99999']);
    for (const path of notApply) {
      for (const authCd of ['15', '25', '99999']) expect(checkRouteGuard(path, authCd)).toEqual(allowed);
      for (const authCd of ['05', '10', '20', '30', '35'])
        expect(checkRouteGuard(path, authCd)).toEqual(denied);
    }
  });

  it('screens every signed-in role may open have no guard', () => {
    for (const path of [
      '/delivery',
      '/delivery/order',
      '/delivery/order/1/2',
      '/cart/list',
      '/m/gift/preview',
    ]) {
      expect(checkRouteGuard(path, '20')).toEqual(allowed);
      expect(routeGuardRoles(path)).toBeNull();
    }
  });

  it('/delivery/return is not /delivery/returnManaged, /delivery/paymentX is not /delivery/payment', () => {
    expect(checkRouteGuard('/delivery/return', '20')).toEqual(allowed);
    expect(checkRouteGuard('/delivery/paymentX', '20')).toEqual(allowed);
  });

  it('a failed guard with no previous route goes to /notFound', () => {
    expect(GUARD_FALLBACK_PATH).toBe('/notFound');
  });
});
