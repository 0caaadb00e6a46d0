import {
  AUTH_CD,
  CLIENT_BILL_PATH,
  type ClientBillListReply,
  type DashboardReply,
  dashboardReplySchema,
  kstYyyymm,
  type VendorStlListReply,
} from '@pcs/domain';
import { VENDOR_STL_PATH } from '@pcs/domain/contracts/settlement-paths';
import { beforeAll, describe, expect, it } from 'vitest';
import { estimate, estimateItem, giftOrder, vendor } from '../src/db/schema/index';
import { refreshSummaries } from '../src/modules/dashboard/summaries';
import { createCompany, createEvent, createProduct, createUser } from './helpers/factories';
import { loginAs, post, setupTestApp } from './helpers/test-app';

/*
 * The operator dashboard filtered to companies shows their month's money: the client bills of those companies, and
 * of the vendors' statements the lines of their orders; without a filter, the platform's.
 */
const t = setupTestApp();
const ETNERS = '/v1/ebmp/pcs/dashboard/etners.json';
const month = kstYyyymm(new Date());
const fx = { a: '', b: '', admin: '' };

/** An applied order with its one line from the vendor: delivered (the vendor is owed it) or still on its way. */
async function order(o: {
  cmpyCd: string;
  eventSn: number;
  unqUserId: string;
  prodSn: number;
  vendorSn: number;
  unitPrice: number;
  quantity: number;
  extrasAmt: number;
  shipFee: number;
  supplyPrice: number;
  delivered: boolean;
}) {
  const db = t.database.db;
  const { cmpyCd, eventSn, unqUserId, prodSn, unitPrice, quantity, extrasAmt } = o;
  const [row] = await db
    .insert(giftOrder)
    .values({
      cmpyCd,
      eventSn,
      unqUserId,
      prodSn,
      unitPrice,
      quantity,
      extrasAmt,
      ordStatCd: '01',
      appliedAt: new Date(),
    })
    .returning();
  const [esti] = await db
    .insert(estimate)
    .values({ ordSn: row!.ordSn, cmpyCd, eventSn, totalPrice: unitPrice * quantity + extrasAmt })
    .returning();
  await db.insert(estimateItem).values({
    estiSn: esti!.estiSn,
    prodSn,
    quantity,
    unitPrice,
    vendorSn: o.vendorSn,
    supplyPrice: o.supplyPrice,
    shipFee: o.shipFee,
    deliStatCd: o.delivered ? '04' : '03',
    deliveredAt: o.delivered ? new Date() : null,
  });
}

beforeAll(async () => {
  const db = t.database.db;
  fx.a = (await createCompany(db)).cmpyCd;
  fx.b = (await createCompany(db)).cmpyCd;
  const [v] = await db.insert(vendor).values({ vendorNm: '정산공급사' }).returning();
  const vendorSn = v!.vendorSn;
  const product = await createProduct(db, { vendorSn });
  for (const [cmpyCd, lines] of [
    [
      fx.a,
      [
        // Billed 30,000 + 2,000 + 3,000; the vendor is owed 20,000 + 3,000.
        {
          unitPrice: 30_000,
          quantity: 1,
          extrasAmt: 2_000,
          shipFee: 3_000,
          supplyPrice: 20_000,
          delivered: true,
        },
        // Billed 15,000; not delivered yet, so nothing is owed to the vendor this month.
        { unitPrice: 15_000, quantity: 1, extrasAmt: 0, shipFee: 0, supplyPrice: 9_000, delivered: false },
      ],
    ],
    [
      fx.b,
      // Billed 20,000 + 3,000; the vendor is owed 14,000 + 3,000.
      [{ unitPrice: 10_000, quantity: 2, extrasAmt: 0, shipFee: 3_000, supplyPrice: 7_000, delivered: true }],
    ],
  ] as const) {
    const users = await Promise.all(lines.map(() => createUser(db, AUTH_CD.clientEmployee, { cmpyCd })));
    const event = await createEvent(db, {
      cmpyCd,
      products: [{ prodSn: product.prodSn, stockQty: 10 }],
      recipients: users.map((u) => u.unqUserId),
    });
    for (const [i, line] of lines.entries())
      await order({
        ...line,
        cmpyCd,
        eventSn: event.eventSn,
        unqUserId: users[i]!.unqUserId,
        prodSn: product.prodSn,
        vendorSn,
      });
  }
  await refreshSummaries(db, { now: new Date(), full: true });
  fx.admin = await loginAs(t.app, (await createUser(db, AUTH_CD.operatorAdmin)).userId);
});

const settlementOf = async (cmpyCds: string[]): Promise<DashboardReply['settlement']> => {
  const ymd = `${month}01`;
  const res = await post(t.app, ETNERS, { periodStart: ymd, periodEnd: ymd, cmpyCds }, fx.admin);
  expect(res.statusCode, JSON.stringify(res.body.resultStatus)).toBe(200);
  return dashboardReplySchema.parse(res.body.resultData).settlement;
};

const list = async <T>(path: string, body: Record<string, unknown>): Promise<T> => {
  const res = await post(t.app, path, body, fx.admin);
  expect(res.statusCode, JSON.stringify(res.body.resultStatus)).toBe(200);
  return res.body.resultData as T;
};

describe("the operator dashboard's month of billing and vendor settlement", () => {
  it("is the platform's without a company filter, as the lists sum it", async () => {
    const bills = await list<ClientBillListReply>(CLIENT_BILL_PATH.list, {
      yyyymmStart: month,
      yyyymmEnd: month,
    });
    const statements = await list<VendorStlListReply>(VENDOR_STL_PATH.list, { fromYm: month, toYm: month });
    expect([bills.totals.chargeAmt, statements.totals.payableAmt]).toEqual([73_000, 40_000]);
    expect(await settlementOf([])).toEqual({
      month,
      billingAmt: 73_000,
      vendorPayableAmt: 40_000,
      selectedCompanies: false,
    });
  });

  it("is the selected company's: its bill, and the vendor's lines of its orders", async () => {
    // In the same summary round as the unfiltered call above: the cached platform figures are not given out.
    for (const [cmpyCd, billing, payable] of [
      [fx.a, 50_000, 23_000],
      [fx.b, 23_000, 17_000],
    ] as const) {
      const bill = await list<ClientBillListReply>(CLIENT_BILL_PATH.list, {
        yyyymmStart: month,
        yyyymmEnd: month,
        cmpyCd,
      });
      expect(bill.totals.chargeAmt).toBe(billing);
      expect(await settlementOf([cmpyCd])).toEqual({
        month,
        billingAmt: billing,
        vendorPayableAmt: payable,
        selectedCompanies: true,
      });
    }
  });

  it('adds up over a selection of companies to what each has', async () => {
    expect(await settlementOf([fx.a, fx.b])).toMatchObject({ billingAmt: 73_000, vendorPayableAmt: 40_000 });
  });
});
