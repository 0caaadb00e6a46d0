import { AUTH_CD, addMonths, kstMonthRange, kstYyyymm, marginOfLine } from '@pcs/domain';
import { MARGIN_PATH } from '@pcs/domain/contracts/settlement-paths';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/query-rows';
import { vendor } from '../src/db/schema/index';
import { createCompany, createEvent, createProduct, createUser } from './helpers/factories';
import { loginAs, post, setupTestApp } from './helpers/test-app';

// The operators' margins (decision 037): sale (goods + extras) minus supply, net of cancels and completed returns.
const t = setupTestApp();
const A = addMonths(kstYyyymm(new Date()), -2);
const B = addMonths(A, 1);
const at = (ym: string, day: number) => new Date(kstMonthRange(ym).from.getTime() + day * 86_400_000);
let op: string;
let vendorToken: string;
let fx: { cmpy1: string; cmpy2: string; v1: number; v2: number; ev1: number; ev2: number };

type Line = {
  cmpyCd: string;
  eventSn: number;
  prodSn: number;
  vendorSn: number;
  qty: number;
  price: number;
  extras: number;
  supply: number | null;
  appliedAt: Date;
  ordStat?: string;
  deliStat?: string;
  returnStat?: string;
};

beforeAll(async () => {
  const db = t.database.db;
  const c1 = await createCompany(db, { cmpyNm: '마진고객사1' });
  const c2 = await createCompany(db, { cmpyNm: '마진고객사2' });
  const [v1] = await db.insert(vendor).values({ vendorNm: '마진공급사1' }).returning();
  const [v2] = await db.insert(vendor).values({ vendorNm: '마진공급사2' }).returning();
  const p1 = await createProduct(db, { vendorSn: v1!.vendorSn });
  const p2 = await createProduct(db, { vendorSn: v2!.vendorSn });
  const u = await createUser(db, AUTH_CD.clientEmployee, { cmpyCd: c1.cmpyCd });
  const e1 = await createEvent(db, { cmpyCd: c1.cmpyCd, products: [], recipients: [] });
  const e2 = await createEvent(db, { cmpyCd: c2.cmpyCd, products: [], recipients: [] });
  fx = {
    cmpy1: c1.cmpyCd,
    cmpy2: c2.cmpyCd,
    v1: v1!.vendorSn,
    v2: v2!.vendorSn,
    ev1: e1.eventSn,
    ev2: e2.eventSn,
  };
  const lines: Line[] = [
    // Counted: A, company 1, vendor 1: sale 2 x 40,000 + 3,000 = 83,000, supply 2 x 30,000.
    {
      cmpyCd: c1.cmpyCd,
      eventSn: e1.eventSn,
      prodSn: p1.prodSn,
      vendorSn: v1!.vendorSn,
      qty: 2,
      price: 40_000,
      extras: 3_000,
      supply: 30_000,
      appliedAt: at(A, 3),
    },
    // Counted: A, company 2, vendor 2: 50,000 - 35,000.
    {
      cmpyCd: c2.cmpyCd,
      eventSn: e2.eventSn,
      prodSn: p2.prodSn,
      vendorSn: v2!.vendorSn,
      qty: 1,
      price: 50_000,
      extras: 0,
      supply: 35_000,
      appliedAt: at(A, 5),
    },
    // Counted with a return still open (not completed): B, company 1, vendor 2: 20,000 - 12,000.
    {
      cmpyCd: c1.cmpyCd,
      eventSn: e1.eventSn,
      prodSn: p2.prodSn,
      vendorSn: v2!.vendorSn,
      qty: 1,
      price: 20_000,
      extras: 0,
      supply: 12_000,
      appliedAt: at(B, 2),
      returnStat: '02',
    },
    // Counted without a supply price: B, company 1, vendor 1: 10,000 - 0, reported missing.
    {
      cmpyCd: c1.cmpyCd,
      eventSn: e1.eventSn,
      prodSn: p1.prodSn,
      vendorSn: v1!.vendorSn,
      qty: 1,
      price: 10_000,
      extras: 0,
      supply: null,
      appliedAt: at(B, 4),
    },
    // Not counted: a cancelled order, a cancelled line, a completed return, and a line applied before the range.
    {
      cmpyCd: c1.cmpyCd,
      eventSn: e1.eventSn,
      prodSn: p1.prodSn,
      vendorSn: v1!.vendorSn,
      qty: 1,
      price: 99_000,
      extras: 0,
      supply: 1,
      appliedAt: at(A, 6),
      ordStat: '09',
    },
    {
      cmpyCd: c1.cmpyCd,
      eventSn: e1.eventSn,
      prodSn: p1.prodSn,
      vendorSn: v1!.vendorSn,
      qty: 1,
      price: 99_000,
      extras: 0,
      supply: 1,
      appliedAt: at(A, 6),
      deliStat: '09',
    },
    {
      cmpyCd: c2.cmpyCd,
      eventSn: e2.eventSn,
      prodSn: p2.prodSn,
      vendorSn: v2!.vendorSn,
      qty: 1,
      price: 99_000,
      extras: 0,
      supply: 1,
      appliedAt: at(B, 6),
      returnStat: '06',
    },
    {
      cmpyCd: c2.cmpyCd,
      eventSn: e2.eventSn,
      prodSn: p2.prodSn,
      vendorSn: v2!.vendorSn,
      qty: 1,
      price: 99_000,
      extras: 0,
      supply: 1,
      appliedAt: at(addMonths(A, -1), 6),
    },
  ];
  for (const l of lines) {
    const [o] = await queryRows<{ ord_sn: number }>(
      db,
      sql`insert into gift_order (event_sn, cmpy_cd, unq_user_id, ord_stat_cd, prod_sn, quantity, unit_price, extras_amt, applied_at)
        values (${l.eventSn}, ${l.cmpyCd}, ${u.unqUserId}, ${l.ordStat ?? '01'}, ${l.prodSn}, ${l.qty}, ${l.price}, ${l.extras}, ${l.appliedAt}::timestamptz)
        returning ord_sn`,
    );
    const [e] = await queryRows<{ esti_sn: number }>(
      db,
      sql`insert into estimate (ord_sn, cmpy_cd, event_sn, total_price)
        values (${o!.ord_sn}, ${l.cmpyCd}, ${l.eventSn}, ${l.price * l.qty}) returning esti_sn`,
    );
    const [i] = await queryRows<{ esti_item_sn: number }>(
      db,
      sql`insert into estimate_item (esti_sn, prod_sn, vendor_sn, quantity, unit_price, supply_price, ship_fee, deli_stat_cd)
        values (${e!.esti_sn}, ${l.prodSn}, ${l.vendorSn}, ${l.qty}, ${l.price}, ${l.supply}, 3000, ${l.deliStat ?? '04'})
        returning esti_item_sn`,
    );
    if (l.returnStat)
      await db.execute(sql`insert into refund (esti_sn, esti_item_sn, refund_gbn, refund_stat_cd)
        values (${e!.esti_sn}, ${i!.esti_item_sn}, 'RETURN', ${l.returnStat})`);
  }
  op = await loginAs(t.app, (await createUser(db, AUTH_CD.operatorManager)).userId);
  vendorToken = await loginAs(
    t.app,
    (await createUser(db, AUTH_CD.vendor, { vendorSn: v1!.vendorSn })).userId,
  );
});

const margins = async (body: Record<string, unknown>) => {
  const res = await post(t.app, MARGIN_PATH.list, { fromYm: A, toYm: B, pageSize: 50, ...body }, op);
  expect(res.statusCode, res.body.resultStatus.messageText).toBe(200);
  return res.body.resultData as { list: Record<string, unknown>[]; totals: Record<string, unknown> };
};

describe('margins', () => {
  it('groups sale, supply and margin by month with exact figures', async () => {
    const m = await margins({ groupBy: 'MONTH' });
    expect(
      m.list.map((r) => [
        r.yyyymm,
        r.lineCnt,
        r.saleAmt,
        r.supplyAmt,
        r.marginAmt,
        r.marginRate,
        r.supplyMissingCnt,
      ]),
    ).toEqual([
      [B, 2, 30_000, 12_000, 18_000, 60, 1],
      [A, 2, 133_000, 95_000, 38_000, 28.6, 0],
    ]);
    expect(m.totals).toEqual({
      lineCnt: 4,
      saleAmt: 163_000,
      supplyAmt: 107_000,
      marginAmt: 56_000,
      marginRate: 34.4,
      supplyMissingCnt: 1,
    });
    // The SQL is the domain's rule: the counted lines summed with marginOfLine.
    const domain = [
      { quantity: 2, unitPrice: 40_000, extrasAmt: 3_000, unitSupplyPrice: 30_000 },
      { quantity: 1, unitPrice: 50_000, extrasAmt: 0, unitSupplyPrice: 35_000 },
      { quantity: 1, unitPrice: 20_000, extrasAmt: 0, unitSupplyPrice: 12_000 },
      { quantity: 1, unitPrice: 10_000, extrasAmt: 0, unitSupplyPrice: null },
    ].map((l) => marginOfLine(l, true));
    expect(domain.reduce((n, l) => n + l.marginAmt, 0)).toBe(56_000);
  });

  it('groups by company, event and vendor, and narrows by company or vendor', async () => {
    const byCompany = await margins({ groupBy: 'COMPANY' });
    expect(byCompany.list.map((r) => [r.cmpyNm, r.saleAmt, r.marginAmt])).toEqual([
      ['마진고객사1', 113_000, 41_000],
      ['마진고객사2', 50_000, 15_000],
    ]);
    const byEvent = await margins({ groupBy: 'EVENT', cmpyCd: fx.cmpy1 });
    expect(byEvent.list.map((r) => [r.eventSn, r.saleAmt])).toEqual([[fx.ev1, 113_000]]);
    const byVendor = await margins({ groupBy: 'VENDOR' });
    expect(byVendor.list.map((r) => [r.vendorNm, r.saleAmt, r.supplyAmt, r.supplyMissingCnt])).toEqual([
      ['마진공급사1', 93_000, 60_000, 1],
      ['마진공급사2', 70_000, 47_000, 0],
    ]);
    const oneVendor = await margins({ groupBy: 'VENDOR', vendorSn: fx.v2 });
    expect(oneVendor.totals.marginAmt).toBe(23_000);
    const excel = await post(
      t.app,
      MARGIN_PATH.excel,
      { fromYm: A, toYm: B, groupBy: 'EVENT', requestType: 'EXPORT' },
      op,
    );
    expect(excel.statusCode).toBe(200);
  });

  it('is for operators only, and checks the month range', async () => {
    const res = await post(t.app, MARGIN_PATH.list, { fromYm: A, toYm: B, groupBy: 'MONTH' }, vendorToken);
    expect(res.statusCode).toBe(403);
    const reversed = await post(t.app, MARGIN_PATH.list, { fromYm: B, toYm: A }, op);
    expect([reversed.statusCode, reversed.body.resultStatus.messageText]).toEqual([
      400,
      '조회 시작월이 종료월보다 늦습니다.',
    ]);
    const tooLong = await post(t.app, MARGIN_PATH.list, { fromYm: '202401', toYm: '202501' }, op);
    expect([tooLong.statusCode, tooLong.body.resultStatus.messageText]).toEqual([
      400,
      '조회 기간은 12개월까지입니다.',
    ]);
  });
});
