import type { MenuEntry } from '@pcs/domain';
import { describe, expect, it } from 'vitest';
import { activeMenu, buildMenuTree } from './back-office-menu';

const entry = (
  menuId: string,
  upperMenuId: string | null,
  urlLink: string,
  seqNo: number,
  displayYn: 'Y' | 'N' = 'Y',
): MenuEntry => ({ menuId, menuNm: menuId, urlLink, upperMenuId, seqNo, displayYn });

const menu = [
  entry('delivery', null, '/delivery/managedList', 2),
  entry('order', 'delivery', '/delivery/order', 2),
  entry('managed', 'delivery', '/delivery/managedList', 1),
  entry('company', null, '', 1),
  entry('companyList', 'company', '/company/list', 1),
  entry('orphan', 'missing', '/dashBoard/etners', 0),
];

describe('back-office menu', () => {
  it('groups by upperMenuId and sorts by seqNo; orphans go to the top level', () => {
    const tree = buildMenuTree(menu);
    expect(tree.map((n) => n.key)).toEqual(['orphan', 'company', 'delivery']);
    expect(tree[2]?.children.map((n) => n.key)).toEqual(['managed', 'order']);
  });

  it('never draws hidden entries (displayYn N): they only grant access', () => {
    const tree = buildMenuTree([
      ...menu,
      entry('managedDetail', 'delivery', '/delivery/managedDetail', 3, 'N'),
    ]);
    expect(tree[2]?.children.map((n) => n.key)).toEqual(['managed', 'order']);
  });

  it('highlights the entry of the current screen, detail pages included', () => {
    const tree = buildMenuTree(menu);
    expect(activeMenu(tree, '/delivery/managedList')).toEqual({ key: 'managed', parents: ['delivery'] });
    expect(activeMenu(tree, '/delivery/order/1/2')).toEqual({ key: 'order', parents: ['delivery'] });
    expect(activeMenu(tree, '/company/detail/C1/A1')).toEqual({ key: 'companyList', parents: ['company'] });
    expect(activeMenu(tree, '/user/list')).toBeNull();
  });
});
