import {
  AUTH_CD,
  addMonths,
  kstMonthRange,
  kstYyyymm,
  SETTLEMENT_TEXT,
  splitVat,
  VENDOR_LINE_KIND,
  type VendorLineKind,
  vendorLineAmounts,
  vendorStatementTotals,
} from '@pcs/domain';
import { VENDOR_STL_PATH } from '@pcs/domain/contracts/settlement-paths';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client';
import { queryRows } from '../src/db/query-rows';
import { estimate, estimateItem, vendor } from '../src/db/schema/index';
import { wonOf } from '../src/modules/settlement/won';
import { TEST_ADDRESS } from './helpers/apply-gift';
import { createCompany, createEvent, createProduct, createUser } from './helpers/factories';
import { pdfText } from './helpers/pdf-text';
import { loginAs, post, setupTestApp } from './helpers/test-app';

// Vendor statements of decision 037 through the API: sums, order, freezing, adjustments, tenancy, races.
const t = setupTestApp();
const M = kstYyyymm(new Date());
const A = addMonths(M, -3);
const B = addMonths(M, -2);
const C = addMonths(M, -1);
/** An instant `day` days into a Korean month. */
const inMonth = (ym: string, day = 10) => new Date(kstMonthRange(ym).from.getTime() + day * 86_400_000);

type Fx = {
  cmpyCd: string;
  vendorSn: number;
  otherVendorSn: number;
  eventSn: number;
  prodNm: string;
  ords: number[];
  tokens: Record<'vendor' | 'otherVendor' | 'manager' | 'employee' | 'operator', string>;
};
let fx: Fx;

async function itemOf(db: Db, ordSn: number) {
  const [est] = await db.select().from(estimate).where(eq(estimate.ordSn, ordSn));
  const [item] = await db.select().from(estimateItem).where(eq(estimateItem.estiSn, est!.estiSn));
  return item!;
}

async function deliver(db: Db, ordSn: number, at: Date) {
  const item = await itemOf(db, ordSn);
  await db
    .update(estimateItem)
    .set({ deliStatCd: '04', deliveredAt: at })
    .where(eq(estimateItem.estiItemSn, item.estiItemSn));
  return item.estiItemSn;
}

/** A completed return (06 refunded) of a delivered line, completed at `at`: the fact the statement reads. */
async function completeReturn(db: Db, estiItemSn: number, at: Date, feePayerCd: 'R' | 'S', shipFee: number) {
  const [r] = await queryRows<{ refund_sn: number }>(
    db,
    sql`insert into refund (esti_sn, esti_item_sn, refund_gbn, refund_stat_cd, fee_payer_cd, ship_fee, updated_at)
      select esti_sn, esti_item_sn, 'RETURN', '06', ${feePayerCd}, ${shipFee}, ${at}::timestamptz
      from estimate_item where esti_item_sn = ${estiItemSn} returning refund_sn`,
  );
  await db.execute(sql`insert into delivery_history (esti_item_sn, deli_stat_cd, refund_sn, refund_stat_cd, changed_at)
    values (${estiItemSn}, '04', ${r!.refund_sn}, '06', ${at}::timestamptz)`);
  return r!.refund_sn;
}

const month = (vendorSn: number, yyyymm: string) => ({ vendorSn, yyyymm });
type Detail = {
  stat: string;
  totals: Record<string, number>;
  lines: { list: Record<string, unknown>[]; totalCount: number };
  events: Record<string, unknown>[];
  returns: Record<string, unknown>[];
  history: Record<string, unknown>;
  confirmable: { ok: boolean; reason: string | null };
};
const detail = async (token: string, vendorSn: number, yyyymm: string) => {
  const res = await post(t.app, VENDOR_STL_PATH.detail, { ...month(vendorSn, yyyymm), pageSize: 100 }, token);
  expect(res.statusCode, res.body.resultStatus.messageText).toBe(200);
  return res.body.resultData as Detail;
};
const confirm = (token: string, vendorSn: number, yyyymm: string) =>
  post(t.app, VENDOR_STL_PATH.confirm, month(vendorSn, yyyymm), token);

beforeAll(async () => {
  const db = t.database.db;
  const cmpy = await createCompany(db, { cmpyNm: '정산고객사' });
  const [v] = await db.insert(vendor).values({ vendorNm: '정산공급사' }).returning();
  const [v2] = await db.insert(vendor).values({ vendorNm: '다른공급사' }).returning();
  const p = await createProduct(
    db,
    { prodNm: '과일 바구니', price: 40_000, supplyPrice: 30_000, shipFee: 3_000, vendorSn: v!.vendorSn },
    [
      { optCd: '01', optNm: '크기' },
      { optCd: '0101', optNm: '보통', parentOptCd: '01' },
      { optCd: '0102', optNm: '큰 것', parentOptCd: '01', addPrice: 5_000 },
    ],
  );
  // The option's supply extra (decision 037), set before any line is made so the apply fixes it on the line.
  await db.execute(
    sql`update product_option set add_supply_price = 2000 where prod_sn = ${p.prodSn} and opt_cd = '0102'`,
  );
  const users = [];
  for (let i = 0; i < 5; i++)
    users.push(await createUser(db, AUTH_CD.clientEmployee, { cmpyCd: cmpy.cmpyCd }));
  const ev = await createEvent(db, {
    cmpyCd: cmpy.cmpyCd,
    products: [{ prodSn: p.prodSn, stockQty: 20 }],
    recipients: users.map((u) => u.unqUserId),
  });
  const ords: number[] = [];
  for (const [i, u] of users.entries()) {
    const token = await loginAs(t.app, u.userId);
    const sel = await post(
      t.app,
      '/v1/ebmp/pcs/gift/select.json',
      { eventSn: ev.eventSn, prodSn: p.prodSn, quantity: 1, optCdList: [i === 0 ? '0102' : '0101'] },
      token,
    );
    expect(sel.statusCode, sel.body.resultStatus.messageText).toBe(200);
    const { ordSn } = sel.body.resultData as { ordSn: number };
    const applied = await post(
      t.app,
      '/v1/ebmp/pcs/gift/apply.json',
      { ordSn, receiverNm: '정산', ...TEST_ADDRESS },
      token,
    );
    expect(applied.statusCode, applied.body.resultStatus.messageText).toBe(200);
    ords.push(ordSn);
  }
  const vendorUser = await createUser(db, AUTH_CD.vendor, { vendorSn: v!.vendorSn });
  const otherVendorUser = await createUser(db, AUTH_CD.vendorSub, { vendorSn: v2!.vendorSn });
  const manager = await createUser(db, AUTH_CD.clientManager, { cmpyCd: cmpy.cmpyCd });
  const operator = await createUser(db, AUTH_CD.operatorManager);
  fx = {
    cmpyCd: cmpy.cmpyCd,
    vendorSn: v!.vendorSn,
    otherVendorSn: v2!.vendorSn,
    eventSn: ev.eventSn,
    prodNm: p.prodNm,
    ords,
    tokens: {
      vendor: await loginAs(t.app, vendorUser.userId),
      otherVendor: await loginAs(t.app, otherVendorUser.userId),
      manager: await loginAs(t.app, manager.userId),
      employee: await loginAs(t.app, users[1]!.userId),
      operator: await loginAs(t.app, operator.userId),
    },
  };
});

describe('vendor statements', () => {
  it('pays delivered lines at the supply price fixed on the line, option supply extras and shipping included', async () => {
    const db = t.database.db;
    const [o1, o2, o3, o4] = fx.ords;
    await deliver(db, o1!, inMonth(A, 3));
    await deliver(db, o2!, inMonth(A, 20));
    await deliver(db, o3!, inMonth(B, 5));
    // o4 is still in delivery: it waits for the month it is delivered in.
    await db
      .update(estimateItem)
      .set({ deliStatCd: '03' })
      .where(eq(estimateItem.estiItemSn, (await itemOf(db, o4!)).estiItemSn));

    const a = await detail(fx.tokens.vendor, fx.vendorSn, A);
    expect(a.stat).toBe('DRAFT');
    expect(
      a.lines.list.map((l) => [l.lineKind, l.ordSn, l.unitSupplyPrice, l.supplyAmt, l.shipAmt, l.payableAmt]),
    ).toEqual([
      ['DELIVERY', o1, 32_000, 32_000, 3_000, 35_000],
      ['DELIVERY', o2, 30_000, 30_000, 3_000, 33_000],
    ]);
    expect(a.totals).toEqual({
      lineCnt: 2,
      supplyAmt: 62_000,
      shipAmt: 6_000,
      returnAmt: 0,
      returnShipAmt: 0,
      payableAmt: 68_000,
      payableSupplyAmt: 61_818,
      payableVatAmt: 6_182,
    });
    expect(a.events).toEqual([
      expect.objectContaining({ eventSn: fx.eventSn, lineCnt: 2, payableAmt: 68_000, cmpyNm: '정산고객사' }),
    ]);
    expect(a.confirmable).toEqual({ ok: true, reason: null });
    const b = await detail(fx.tokens.vendor, fx.vendorSn, B);
    expect(b.lines.list.map((l) => l.ordSn)).toEqual([o3]);
    for (const ym of [A, B, C, M]) {
      const d = await detail(fx.tokens.operator, fx.vendorSn, ym);
      expect(d.lines.list.map((l) => l.ordSn)).not.toContain(o4);
    }
  });

  it('refuses another vendor, client users and employees before reading; operators read any vendor', async () => {
    for (const who of ['otherVendor', 'manager', 'employee'] as const) {
      for (const path of [VENDOR_STL_PATH.detail, VENDOR_STL_PATH.pdf, VENDOR_STL_PATH.xlsx]) {
        const res = await post(t.app, path, month(fx.vendorSn, A), fx.tokens[who]);
        expect([who, path, res.statusCode]).toEqual([who, path, 403]);
      }
      const list = await post(
        t.app,
        VENDOR_STL_PATH.list,
        { fromYm: A, toYm: C, vendorSn: fx.vendorSn },
        fx.tokens[who],
      );
      expect(list.statusCode).toBe(403);
      expect((await confirm(fx.tokens[who], fx.vendorSn, A)).statusCode).toBe(403);
    }
    // Only the vendor itself agrees to its month; paying is the operator's.
    expect((await confirm(fx.tokens.operator, fx.vendorSn, A)).statusCode).toBe(403);
    const vendorPays = await post(
      t.app,
      VENDOR_STL_PATH.paid,
      { ...month(fx.vendorSn, A), paidDt: '20260101', transferMemo: '이체' },
      fx.tokens.vendor,
    );
    expect(vendorPays.statusCode).toBe(403);
    expect((await detail(fx.tokens.operator, fx.vendorSn, A)).totals.payableAmt).toBe(68_000);
    // A vendor's list is its own, whatever it asks for.
    const own = await post(t.app, VENDOR_STL_PATH.list, { fromYm: A, toYm: C }, fx.tokens.vendor);
    expect(own.statusCode).toBe(200);
    expect(
      new Set((own.body.resultData as { list: { vendorSn: number }[] }).list.map((r) => r.vendorSn)),
    ).toEqual(new Set([fx.vendorSn]));
  });

  it('confirms months in order, once they have ended, and once', async () => {
    const notEnded = await confirm(fx.tokens.vendor, fx.vendorSn, M);
    expect([notEnded.statusCode, notEnded.body.resultStatus.messageText]).toEqual([
      409,
      SETTLEMENT_TEXT.monthNotEnded,
    ]);
    const early = await confirm(fx.tokens.vendor, fx.vendorSn, B);
    expect([early.statusCode, early.body.resultStatus.messageText]).toEqual([
      409,
      SETTLEMENT_TEXT.earlierMonthOpen(A),
    ]);
    const ok = await confirm(fx.tokens.vendor, fx.vendorSn, A);
    expect(ok.statusCode, ok.body.resultStatus.messageText).toBe(200);
    expect(ok.body.resultData).toMatchObject({ stat: 'VENDOR_CONFIRMED', lineCnt: 2, payableAmt: 68_000 });
    const again = await confirm(fx.tokens.vendor, fx.vendorSn, A);
    expect([again.statusCode, again.body.resultStatus.messageText]).toEqual([
      409,
      SETTLEMENT_TEXT.alreadyConfirmed,
    ]);
    const a = await detail(fx.tokens.vendor, fx.vendorSn, A);
    expect(a.stat).toBe('VENDOR_CONFIRMED');
    expect(a.totals.payableAmt).toBe(68_000);
    expect(a.history).toMatchObject({ confirmedByNm: expect.any(String), paidAt: null });
    expect(a.confirmable.ok).toBe(false);
  });

  it('puts a return after the confirm on the next month: negative, with return shipping when the recipient paid it', async () => {
    const db = t.database.db;
    const [o1, o2] = fx.ords;
    await completeReturn(db, (await itemOf(db, o1!)).estiItemSn, inMonth(B, 12), 'R', 6_000);
    await completeReturn(db, (await itemOf(db, o2!)).estiItemSn, inMonth(B, 14), 'S', 6_000);
    // The frozen month does not move.
    expect((await detail(fx.tokens.vendor, fx.vendorSn, A)).totals.payableAmt).toBe(68_000);
    const b = await detail(fx.tokens.vendor, fx.vendorSn, B);
    expect(
      b.lines.list.map((l) => [
        l.lineKind,
        l.ordSn,
        l.supplyAmt,
        l.shipAmt,
        l.returnShipAmt,
        l.payableAmt,
        l.adjustmentYn,
      ]),
    ).toEqual([
      ['DELIVERY', fx.ords[2], 30_000, 3_000, 0, 33_000, 'N'],
      ['RETURN', o1, -32_000, -3_000, 6_000, -29_000, 'Y'],
      ['RETURN', o2, -30_000, -3_000, 0, -33_000, 'Y'],
    ]);
    expect(b.totals).toEqual({
      lineCnt: 3,
      supplyAmt: 30_000,
      shipAmt: 3_000,
      returnAmt: -68_000,
      returnShipAmt: 6_000,
      payableAmt: -29_000,
      ...(() => {
        const s = splitVat(-29_000);
        return { payableSupplyAmt: s.supplyAmt, payableVatAmt: s.vatAmt };
      })(),
    });
    expect(b.returns).toHaveLength(2);
    expect((await confirm(fx.tokens.vendor, fx.vendorSn, B)).statusCode).toBe(200);
    expect((await detail(fx.tokens.vendor, fx.vendorSn, B)).totals.payableAmt).toBe(-29_000);
  });

  it('records the payment once, of a confirmed month only', async () => {
    const pay = (yyyymm: string) =>
      post(
        t.app,
        VENDOR_STL_PATH.paid,
        { ...month(fx.vendorSn, yyyymm), paidDt: '20260115', transferMemo: '국민 123-45 이체' },
        fx.tokens.operator,
      );
    const draft = await pay(C);
    expect([draft.statusCode, draft.body.resultStatus.messageText]).toEqual([
      409,
      SETTLEMENT_TEXT.notVendorConfirmed,
    ]);
    expect((await pay(A)).statusCode).toBe(200);
    const twice = await pay(A);
    expect([twice.statusCode, twice.body.resultStatus.messageText]).toEqual([
      409,
      SETTLEMENT_TEXT.alreadyPaid,
    ]);
    const a = await detail(fx.tokens.vendor, fx.vendorSn, A);
    expect(a.stat).toBe('PAID');
    expect(a.history).toMatchObject({ paidDt: '20260115', transferMemo: '국민 123-45 이체' });
    const badMemo = await post(
      t.app,
      VENDOR_STL_PATH.paid,
      { ...month(fx.vendorSn, B), paidDt: '20260115', transferMemo: ' ' },
      fx.tokens.operator,
    );
    expect([badMemo.statusCode, badMemo.body.resultStatus.messageText]).toEqual([
      400,
      '이체 메모를 입력해 주세요.',
    ]);
  });

  it('lists months with drafts and confirmed ones, totals over the filter, and their downloads', async () => {
    const res = await post(
      t.app,
      VENDOR_STL_PATH.list,
      { fromYm: A, toYm: M, vendorSn: fx.vendorSn, sortField: 'yyyymm', sortOrder: 'asc' },
      fx.tokens.operator,
    );
    expect(res.statusCode, res.body.resultStatus.messageText).toBe(200);
    const data = res.body.resultData as { list: Record<string, unknown>[]; totals: Record<string, number> };
    expect(data.list.map((r) => [r.yyyymm, r.stat, r.payableAmt])).toEqual([
      [A, 'PAID', 68_000],
      [B, 'VENDOR_CONFIRMED', -29_000],
    ]);
    expect(data.totals.payableAmt).toBe(39_000);
    const pdf = await post(t.app, VENDOR_STL_PATH.pdf, month(fx.vendorSn, A), fx.tokens.vendor);
    expect(pdf.statusCode).toBe(200);
    if (process.env.VENDOR_STL_PDF_DUMP) {
      const { writeFileSync } = await import('node:fs');
      writeFileSync(`${process.env.VENDOR_STL_PDF_DUMP}-a.pdf`, pdf.raw);
      const b = await post(t.app, VENDOR_STL_PATH.pdf, month(fx.vendorSn, B), fx.tokens.operator);
      writeFileSync(`${process.env.VENDOR_STL_PDF_DUMP}-b.pdf`, b.raw);
    }
    const text = (await pdfText(pdf.raw)).text;
    expect(text).toContain('공급사 정산서');
    expect(text).toContain('68,000원');
    const xlsx = await post(t.app, VENDOR_STL_PATH.xlsx, month(fx.vendorSn, B), fx.tokens.vendor);
    expect(xlsx.statusCode).toBe(200);
    expect(String(xlsx.headers['content-type'])).toContain('spreadsheetml');
    const excel = await post(
      t.app,
      VENDOR_STL_PATH.excel,
      { fromYm: A, toYm: M, requestType: 'EXPORT' },
      fx.tokens.operator,
    );
    expect(excel.statusCode).toBe(200);
  });

  it('refuses a month with a line without a supply price, naming the goods', async () => {
    const db = t.database.db;
    const [o5] = fx.ords.slice(4);
    // o4 and o5 delivered in C; o5's line has no supply price.
    await deliver(db, fx.ords[3]!, inMonth(C, 2));
    const id = await deliver(db, o5!, inMonth(C, 3));
    await db.update(estimateItem).set({ supplyPrice: null }).where(eq(estimateItem.estiItemSn, id));
    const c = await detail(fx.tokens.vendor, fx.vendorSn, C);
    expect(c.confirmable).toEqual({ ok: false, reason: SETTLEMENT_TEXT.supplyPriceMissing([fx.prodNm]) });
    const refused = await confirm(fx.tokens.vendor, fx.vendorSn, C);
    expect([refused.statusCode, refused.body.resultStatus.messageText]).toEqual([
      409,
      `공급가가 없는 상품이 있어 확정할 수 없습니다: ${fx.prodNm}. 상품의 공급가를 입력하면 확정할 수 있습니다.`,
    ]);
    expect(
      await queryRows(
        db,
        sql`select 1 from vendor_settlement where vendor_sn = ${fx.vendorSn} and yyyymm = ${C}`,
      ),
    ).toEqual([]);
    await db.update(estimateItem).set({ supplyPrice: 30_000 }).where(eq(estimateItem.estiItemSn, id));
    expect((await confirm(fx.tokens.vendor, fx.vendorSn, C)).statusCode).toBe(200);
  });

  it('keeps one statement when five confirms of the same month arrive together', async () => {
    const db = t.database.db;
    const [v] = await db.insert(vendor).values({ vendorNm: '동시공급사' }).returning();
    const p = await createProduct(db, { supplyPrice: 10_000, shipFee: 2_500, vendorSn: v!.vendorSn });
    const cmpy = await createCompany(db);
    const u = await createUser(db, AUTH_CD.clientEmployee, { cmpyCd: cmpy.cmpyCd });
    const ev = await createEvent(db, {
      cmpyCd: cmpy.cmpyCd,
      products: [{ prodSn: p.prodSn, stockQty: 5 }],
      recipients: [u.unqUserId],
    });
    const token = await loginAs(t.app, u.userId);
    const sel = await post(
      t.app,
      '/v1/ebmp/pcs/gift/select.json',
      { eventSn: ev.eventSn, prodSn: p.prodSn, quantity: 1 },
      token,
    );
    expect(sel.statusCode, sel.body.resultStatus.messageText).toBe(200);
    const { ordSn } = sel.body.resultData as { ordSn: number };
    expect(
      (
        await post(
          t.app,
          '/v1/ebmp/pcs/gift/apply.json',
          { ordSn, receiverNm: '동시', ...TEST_ADDRESS },
          token,
        )
      ).statusCode,
    ).toBe(200);
    await deliver(db, ordSn, inMonth(C, 8));
    const vu = await createUser(db, AUTH_CD.vendor, { vendorSn: v!.vendorSn });
    const vt = await loginAs(t.app, vu.userId);
    const replies = await Promise.all(Array.from({ length: 5 }, () => confirm(vt, v!.vendorSn, C)));
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    const rows = await queryRows<{ payable_amt: unknown; n: number }>(
      db,
      sql`select s.payable_amt, (select count(*)::int from vendor_settlement_line l where l.stl_sn = s.stl_sn) as n
        from vendor_settlement s where s.vendor_sn = ${v!.vendorSn}`,
    );
    expect(rows.map((r) => ({ ...r, payable_amt: wonOf(r.payable_amt) }))).toEqual([
      { payable_amt: 12_500, n: 1 },
    ]);
  });
});

// ---------------------------------------------------------------------------------------------------------------

/** mulberry32: a small seeded PRNG, so a failure repeats. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let r = Math.imul(a ^ (a >>> 15), 1 | a);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4_294_967_296;
  };
}

describe('vendor statements over random data', () => {
  it('sums each statement from its lines, each line from its source rows, and lists every fact once', async () => {
    const db = t.database.db;
    const rnd = prng(20261127);
    const pick = (n: number) => Math.floor(rnd() * n);
    const [v] = await db.insert(vendor).values({ vendorNm: '무작위공급사' }).returning();
    const vendorSn = v!.vendorSn;
    const cmpy = await createCompany(db);
    const u = await createUser(db, AUTH_CD.clientEmployee, { cmpyCd: cmpy.cmpyCd });
    const products = [];
    for (let i = 0; i < 4; i++)
      products.push(
        await createProduct(db, { supplyPrice: 5_000 + pick(40) * 500, shipFee: pick(3) * 2_500, vendorSn }),
      );
    const events = [];
    for (let i = 0; i < 3; i++)
      events.push(
        await createEvent(db, {
          cmpyCd: cmpy.cmpyCd,
          products: products.map((p) => ({ prodSn: p.prodSn, stockQty: 100 })),
          recipients: [],
        }),
      );
    const months = [A, B, C];
    type Src = { estiItemSn: number; deliveredAt: Date | null; monthIdx: number };
    const items: Src[] = [];
    for (let n = 0; n < 200; n++) {
      const p = products[pick(products.length)]!;
      const ev = events[pick(events.length)]!;
      const qty = 1 + pick(3);
      const supply = p.supplyPrice! + pick(3) * 1_000;
      const [o] = await queryRows<{ ord_sn: number }>(
        db,
        sql`insert into gift_order (event_sn, cmpy_cd, unq_user_id, ord_stat_cd, prod_sn, quantity, unit_price, applied_at)
          values (${ev.eventSn}, ${cmpy.cmpyCd}, ${u.unqUserId}, '01', ${p.prodSn}, ${qty}, ${p.price}, ${inMonth(A, 1)}::timestamptz)
          returning ord_sn`,
      );
      const [e] = await queryRows<{ esti_sn: number }>(
        db,
        sql`insert into estimate (ord_sn, cmpy_cd, event_sn, total_price) values (${o!.ord_sn}, ${cmpy.cmpyCd}, ${ev.eventSn}, ${p.price * qty})
          returning esti_sn`,
      );
      const monthIdx = pick(4); // 3: still in delivery
      const deliveredAt = monthIdx < 3 ? inMonth(months[monthIdx]!, pick(27)) : null;
      const [i] = await queryRows<{ esti_item_sn: number }>(
        db,
        sql`insert into estimate_item (esti_sn, prod_sn, vendor_sn, quantity, unit_price, supply_price, ship_fee, deli_stat_cd, delivered_at)
          values (${e!.esti_sn}, ${p.prodSn}, ${vendorSn}, ${qty}, ${p.price}, ${supply}, ${p.shipFee}, ${deliveredAt ? '04' : '03'}, ${deliveredAt}::timestamptz)
          returning esti_item_sn`,
      );
      items.push({ estiItemSn: i!.esti_item_sn, deliveredAt, monthIdx });
    }
    const returned = new Set<number>();
    /** Returns completed in month index `mi` (at random days after the delivery). */
    const returnsIn = async (mi: number, share: number) => {
      for (const it of items) {
        if (it.deliveredAt === null || it.monthIdx > mi || returned.has(it.estiItemSn) || rnd() > share)
          continue;
        const at =
          it.monthIdx === mi
            ? new Date(it.deliveredAt.getTime() + 3_600_000)
            : inMonth(months[mi]!, pick(27));
        returned.add(it.estiItemSn);
        await completeReturn(db, it.estiItemSn, at, rnd() < 0.5 ? 'R' : 'S', 3_000 + pick(3) * 1_000);
      }
    };
    const vt = await loginAs(t.app, (await createUser(db, AUTH_CD.vendor, { vendorSn })).userId);
    await returnsIn(0, 0.1);
    expect((await confirm(vt, vendorSn, A)).statusCode).toBe(200);
    // Returns committed after A was confirmed but dated in A: late facts, carried into B.
    await returnsIn(0, 0.1);
    await returnsIn(1, 0.15);
    expect((await confirm(vt, vendorSn, B)).statusCode).toBe(200);
    await returnsIn(2, 0.15);
    expect((await confirm(vt, vendorSn, C)).statusCode).toBe(200);

    const stls = await queryRows<Record<string, unknown>>(
      db,
      sql`select * from vendor_settlement where vendor_sn = ${vendorSn} order by yyyymm`,
    );
    expect(stls.map((s) => s.yyyymm)).toEqual([A, B, C]);
    const seen = new Set<string>();
    for (const s of stls) {
      const lines = await queryRows<{
        line_kind: VendorLineKind;
        src_sn: number;
        esti_item_sn: number;
        supply_amt: number;
        ship_amt: number;
        return_ship_amt: number;
        payable_amt: number;
        unit_supply_price: number;
        quantity: number;
        item_supply: number;
        item_ship: number;
        item_qty: number;
        refund_ship: number | null;
        fee_payer_cd: string | null;
      }>(
        db,
        sql`select l.*, i.supply_price as item_supply, i.ship_fee as item_ship, i.quantity as item_qty,
            r.ship_fee as refund_ship, r.fee_payer_cd
          from vendor_settlement_line l join estimate_item i on i.esti_item_sn = l.esti_item_sn
            left join refund r on r.refund_sn = l.refund_sn
          where l.stl_sn = ${s.stl_sn}`,
      );
      const sums = vendorStatementTotals(
        lines.map((l) => ({
          lineKind: l.line_kind,
          supplyAmt: l.supply_amt,
          shipAmt: l.ship_amt,
          returnShipAmt: l.return_ship_amt,
          payableAmt: l.payable_amt,
        })),
      );
      // The statement's totals are bigint: the drivers give them as strings or bigints.
      expect({
        lineCnt: s.line_cnt,
        supplyAmt: wonOf(s.supply_amt),
        shipAmt: wonOf(s.ship_amt),
        returnAmt: wonOf(s.return_amt),
        returnShipAmt: wonOf(s.return_ship_amt),
        payableAmt: wonOf(s.payable_amt),
        payableSupplyAmt: wonOf(s.payable_supply_amt),
        payableVatAmt: wonOf(s.payable_vat_amt),
      }).toEqual(sums);
      for (const l of lines) {
        // Independently from the source rows: the line's fixed costs and the refund's fee.
        const expected = vendorLineAmounts(
          {
            quantity: l.item_qty,
            unitSupplyPrice: l.item_supply,
            shipFee: l.item_ship,
            returnShipFee: l.fee_payer_cd === 'R' ? (l.refund_ship ?? 0) : 0,
          },
          l.line_kind,
        );
        expect({
          supplyAmt: l.supply_amt,
          shipAmt: l.ship_amt,
          returnShipAmt: l.return_ship_amt,
          payableAmt: l.payable_amt,
        }).toEqual({
          // The domain negates a zero shipping fee to -0; a stored integer is 0.
          supplyAmt: expected.supplyAmt + 0,
          shipAmt: expected.shipAmt + 0,
          returnShipAmt: expected.returnShipAmt,
          payableAmt: expected.payableAmt + 0,
        });
        const key = `${l.line_kind}:${l.line_kind === VENDOR_LINE_KIND.delivery ? l.esti_item_sn : l.src_sn}`;
        expect(seen.has(key)).toBe(false);
        seen.add(key);
      }
    }
    const delivered = items.filter((i) => i.deliveredAt !== null);
    const expectedKeys = new Set([
      ...delivered.map((i) => `DELIVERY:${i.estiItemSn}`),
      ...(
        await queryRows<{ refund_sn: number }>(
          db,
          sql`select r.refund_sn from refund r join estimate_item i on i.esti_item_sn = r.esti_item_sn
            where i.vendor_sn = ${vendorSn}`,
        )
      ).map((r) => `RETURN:${r.refund_sn}`),
    ]);
    expect(returned.size).toBeGreaterThan(10);
    expect(seen).toEqual(expectedKeys);
    // Nothing is left for the months confirmed: the draft after them holds only what is newer.
    expect(
      await queryRows(
        db,
        sql`select 1 from estimate_item i where i.vendor_sn = ${vendorSn} and i.delivered_at is null and exists (select 1 from vendor_settlement_line l where l.esti_item_sn = i.esti_item_sn)`,
      ),
    ).toEqual([]);
  }, 120_000);

  it("shows this month's vendor settlement total on the operator dashboard, as the list sums it", async () => {
    const db = t.database.db;
    await db.execute(sql`update estimate_item set deli_stat_cd = '04', delivered_at = now()
      where esti_item_sn = (select min(esti_item_sn) from estimate_item where delivered_at is null and vendor_sn is not null
        and supply_price is not null and deli_stat_cd = '03')`);
    const op = fx.tokens.operator;
    const list = await post(t.app, VENDOR_STL_PATH.list, { fromYm: M, toYm: M }, op);
    const payable = (list.body.resultData as { totals: { payableAmt: number } }).totals.payableAmt;
    expect(payable).toBeGreaterThan(0);
    const ymd = `${M}01`;
    const dash = await post(
      t.app,
      '/v1/ebmp/pcs/dashboard/etners.json',
      { periodStart: ymd, periodEnd: ymd },
      op,
    );
    expect(dash.statusCode, dash.body.resultStatus.messageText).toBe(200);
    expect((dash.body.resultData as { settlement: Record<string, unknown> }).settlement).toMatchObject({
      month: M,
      vendorPayableAmt: payable,
    });
  });
});
