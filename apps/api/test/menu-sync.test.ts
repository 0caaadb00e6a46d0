import { AUTH_CD, loginUserDataSchema, menuRowsOf } from '@pcs/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedReferenceData } from '../src/db/demo-data/index';
import { menu, menuAuth } from '../src/db/schema/index';
import { createUser, TEST_PASSWORD } from './helpers/factories';
import { post, setupTestApp } from './helpers/test-app';

// The menus are the product's, made from the screen table: every start writes them as the table says, so an
// installation seeded before a change gets it (decision 048).
const t = setupTestApp();

beforeAll(async () => {
  await seedReferenceData(t.database.db, t.storage);
});

const menuMasterOf = async (authCd: (typeof AUTH_CD)[keyof typeof AUTH_CD]) => {
  const user = await createUser(t.database.db, authCd);
  const res = await post(t.app, '/v1/ebmp/login.json', { userId: user.userId, password: TEST_PASSWORD });
  return loginUserDataSchema.parse(res.body.resultData).menuMaster;
};

describe('menus at start', () => {
  it("give each role the table's menus, in order", async () => {
    for (const authCd of [AUTH_CD.operatorAdmin, AUTH_CD.clientManager, AUTH_CD.vendor, AUTH_CD.partTimer]) {
      const expected = menuRowsOf(authCd).map(({ authCds: _, ...row }) => row);
      expect(await menuMasterOf(authCd), authCd).toEqual(expected);
    }
  });

  it('bring an installation seeded before a change up to the table: names, links, grants, removed items', async () => {
    const db = t.database.db;
    // What an older installation may hold: a renamed item, a link since changed, a grant since taken away, a
    // vendor without its returns item, and an item the table no longer has.
    await db.update(menu).set({ menuNm: '옛 이름', urlLink: '/old/link' }).where(eq(menu.menuId, 'ADM0601'));
    await db.insert(menuAuth).values({ menuId: 'ADM11', authCd: AUTH_CD.vendor });
    await db.delete(menuAuth).where(eq(menuAuth.menuId, 'VND0202'));
    await db.delete(menu).where(eq(menu.menuId, 'VND0202'));
    await db.insert(menu).values({ menuId: 'OLD01', menuNm: '없어진 메뉴', urlLink: '/gone', seqNo: 1 });
    await db.insert(menuAuth).values({ menuId: 'OLD01', authCd: AUTH_CD.vendor });
    expect((await menuMasterOf(AUTH_CD.vendor)).map((m) => m.menuId)).toContain('OLD01');

    await seedReferenceData(db, t.storage);

    const [managed] = await db.select().from(menu).where(eq(menu.menuId, 'ADM0601'));
    expect(managed).toMatchObject({ menuNm: '배송 관리', urlLink: '/delivery/managedList' });
    const vendorMenus = await menuMasterOf(AUTH_CD.vendor);
    expect(vendorMenus.map((m) => m.menuId)).not.toContain('OLD01');
    expect(vendorMenus.map((m) => m.menuId)).not.toContain('ADM11');
    expect(vendorMenus.find((m) => m.menuId === 'VND0202')).toMatchObject({ urlLink: '/delivery/return' });
    expect(await db.select().from(menu).where(eq(menu.menuId, 'OLD01'))).toEqual([]);
  });
});
