import { AUTH_CD, kstYyyymm } from '@pcs/domain';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { estimate, estimateItem, giftOrder, vendor } from '../src/db/schema/index';
import { clientFactsOf, earlierOpenClientMonth } from '../src/modules/settlement/client-facts';
import { earlierOpenVendorMonth, vendorFactsOf } from '../src/modules/settlement/vendor-facts';
import { applyGiftAs } from './helpers/apply-gift';
import { createCompany, createEvent, createProduct, createUser } from './helpers/factories';
import { setupTestApp } from './helpers/test-app';

// The facts of decision 037 on a fresh company: the SQL every settlement screen and the bench read.
const t = setupTestApp();
let fx: { cmpyCd: string; vendorSn: number; ordSns: number[] };
const thisMonth = kstYyyymm(new Date());

beforeAll(async () => {
  const db = t.database.db;
  const cmpy = await createCompany(db, { cmpyNm: '정산테스트' });
  const [v] = await db.insert(vendor).values({ vendorNm: '정산공급사' }).returning();
  const p = await createProduct(db, {
    prodNm: '과일 바구니',
    price: 40_000,
    supplyPrice: 30_000,
    shipFee: 3_000,
    vendorSn: v!.vendorSn,
  });
  const users = [];
  for (let i = 0; i < 2; i++)
    users.push(await createUser(db, AUTH_CD.clientEmployee, { cmpyCd: cmpy.cmpyCd }));
  const ev = await createEvent(db, {
    cmpyCd: cmpy.cmpyCd,
    products: [{ prodSn: p.prodSn, stockQty: 10 }],
    recipients: users.map((u) => u.unqUserId),
  });
  for (const u of users)
    await applyGiftAs(t.app, u.userId, {
      eventSn: ev.eventSn,
      prodSn: p.prodSn,
      quantity: 1,
      receiverNm: '정산',
    });
  const orders = await db.select().from(giftOrder).where(eq(giftOrder.cmpyCd, cmpy.cmpyCd));
  fx = {
    cmpyCd: cmpy.cmpyCd,
    vendorSn: v!.vendorSn,
    ordSns: orders.map((o) => o.ordSn).sort((a, b) => a - b),
  };
});

describe('settlement facts', () => {
  it('lists each applied gift of the month as a sale with its shipping fixed on the line', async () => {
    const facts = await clientFactsOf(t.database.db, fx.cmpyCd, thisMonth);
    expect(facts.map((f) => [f.lineKind, f.ordSn, f.goodsAmt, f.shipAmt, f.chargeAmt, f.factYyyymm])).toEqual(
      fx.ordSns.map((o) => ['SALE', o, 40_000, 3_000, 43_000, thisMonth]),
    );
    expect(await earlierOpenClientMonth(t.database.db, fx.cmpyCd, thisMonth)).toBeNull();
  });

  it('pays the vendor only delivered lines, at the supply price fixed on the line', async () => {
    const db = t.database.db;
    expect(await vendorFactsOf(db, fx.vendorSn, thisMonth)).toEqual([]);
    const [est] = await db.select().from(estimate).where(eq(estimate.ordSn, fx.ordSns[0]!));
    await db
      .update(estimateItem)
      .set({ deliStatCd: '04', deliveredAt: sql`now()` })
      .where(eq(estimateItem.estiSn, est!.estiSn));
    const facts = await vendorFactsOf(db, fx.vendorSn, thisMonth);
    expect(facts.map((f) => [f.lineKind, f.unitSupplyPrice, f.supplyAmt, f.shipAmt, f.payableAmt])).toEqual([
      ['DELIVERY', 30_000, 30_000, 3_000, 33_000],
    ]);
    expect(await earlierOpenVendorMonth(db, fx.vendorSn, thisMonth)).toBeNull();
  });
});
