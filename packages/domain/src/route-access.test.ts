import { describe, expect, it } from 'vitest';
import { checkRouteGuard, isMenuAllowed, menuArea } from './access';
import { MENU_SETS, menuLinkOf, menuRows, menuRowsOf } from './menus';
import { isPathUnder, isPublicPath } from './paths';
import { ALL_AUTH_CDS, OPERATOR_ADMIN } from './roles';
import { rolesOfScreens, SCREEN_ACCESS, type ScreenRow, screenRoles, screenRowOf } from './route-access';

const rows = Object.entries(SCREEN_ACCESS) as [string, ScreenRow][];
/** A concrete path of a row: each parameter becomes '1'. */
const sample = (row: ScreenRow) => row.path.replace(/:\w+/g, '1');
const isMobileRow = (row: ScreenRow) => row.path.startsWith('/m/');

describe('the screen table', () => {
  it('has a row for each of the 173 paths, each path once', () => {
    expect(rows).toHaveLength(173);
    expect(new Set(rows.map(([, r]) => r.path)).size).toBe(rows.length);
  });

  it('finds each row from a concrete path, a static row before a parameter row', () => {
    for (const [name, row] of rows) expect(screenRowOf(sample(row)), name).toBe(row);
    expect(screenRowOf('/delivery/apply/list')).toBe(SCREEN_ACCESS.deliveryApplyList);
    expect(screenRowOf('/delivery/apply/77')).toBe(SCREEN_ACCESS.deliveryApplyDetail);
    expect(screenRowOf('/delivery/payment?x=1')).toBe(SCREEN_ACCESS.deliveryPayment);
    expect(screenRowOf('/nowhere')).toBeNull();
    // One trailing slash, as the router allows; a parameter is one non-empty segment.
    expect(screenRowOf('/delivery/payment/')).toBe(SCREEN_ACCESS.deliveryPayment);
    expect(screenRowOf('/delivery/apply/77/')).toBe(SCREEN_ACCESS.deliveryApplyDetail);
    expect(screenRowOf('/delivery/apply/77//')).toBeNull();
    expect(screenRowOf('/m/gift/list/')).toBeNull();
    expect(screenRowOf('/m/gift/list/3/4')).toBeNull();
    expect(screenRowOf('/m/gift/list/3')).toBe(SCREEN_ACCESS.mGiftList);
  });

  it("agrees with spec §2's public routes", () => {
    for (const [name, row] of rows) {
      if (row.redirect || row.path === '/') continue;
      expect(row.access === 'public', name).toBe(isPublicPath(sample(row)));
    }
  });

  it('is what the route guard enforces, on every path and for every role (a phone skips the menu check)', () => {
    for (const [name, row] of rows) {
      const roles = screenRoles(row.access);
      for (const role of ALL_AUTH_CDS)
        expect(checkRouteGuard(sample(row), role).allowed, `${name} ${role}`).toBe(roles.includes(role));
    }
  });

  it('is what the menu check and the guard let in together on a desktop, for every screen and role', () => {
    for (const [name, row] of rows) {
      if (row.redirect || row.access === 'public' || isMobileRow(row)) continue;
      const roles = screenRoles(row.access);
      for (const role of ALL_AUTH_CDS) {
        const opens =
          isMenuAllowed(sample(row), menuRowsOf(role), false) && checkRouteGuard(sample(row), role).allowed;
        expect(opens, `${name} ${role}`).toBe(roles.includes(role));
      }
    }
  });

  it('keeps the guard of spec §6: payment, apply, release, managed and returnManaged for 15 and 99999', () => {
    for (const name of [
      'deliveryPayment',
      'deliveryPaymentDetail',
      'deliveryApply',
      'deliveryApplyDetail',
      'deliveryRelease',
      'deliveryReleaseDetail',
      'deliveryManagedList',
      'deliveryManagedDetail',
      'deliveryReturnManaged',
      'deliveryReturnManagedDetail',
    ] as const)
      expect(SCREEN_ACCESS[name].access, name).toEqual(OPERATOR_ADMIN);
  });

  it('gives the union of several screens to a call that serves them, in the order of the roles', () => {
    expect(rolesOfScreens('settlementMargin')).toEqual(['15', '99999']);
    expect(rolesOfScreens('dashBoardEtners', 'dashBoardClient')).toEqual(['15', '99999', '25']);
    expect(rolesOfScreens('cartList')).toEqual(ALL_AUTH_CDS);
  });
});

describe('the menus made from the screen table', () => {
  it('link each item to its screen and give it only to roles the screen lets in', () => {
    for (const set of MENU_SETS)
      for (const group of set.groups)
        for (const item of group.items) {
          const row: ScreenRow = SCREEN_ACCESS[item.screen];
          const link = menuLinkOf(item);
          expect(isPathUnder(sample(row), link) || menuArea(link) === menuArea(sample(row)), item.nm).toBe(
            true,
          );
          for (const role of set.authCds)
            expect(screenRoles(row.access), `${item.nm} ${role}`).toContain(role);
        }
  });

  it('keep the ids installations were seeded with: headers, then items numbered within their group', () => {
    const rowsById = new Map(menuRows().map((r) => [r.menuId, r]));
    expect(rowsById.size).toBe(menuRows().length);
    expect(rowsById.get('ADM01')?.urlLink).toBe('/dashBoard/etners');
    expect(rowsById.get('ADM0601')?.urlLink).toBe('/delivery/managedList');
    expect(rowsById.get('ADM0509')?.urlLink).toBe('/event/test');
    expect(rowsById.get('EMP0102')).toMatchObject({ urlLink: '/gift/giftSelect', displayYn: 'N' });
    expect(rowsById.get('VND0202')).toMatchObject({ urlLink: '/delivery/return', authCds: ['30', '35'] });
    expect(rowsById.get('ADM1105')?.urlLink).toBe('/settlement/margin');
    for (const r of menuRows())
      if (r.upperMenuId) expect(r.seqNo).toBeGreaterThan(rowsById.get(r.upperMenuId)!.seqNo);
  });
});
