import {
  AUTH_CD,
  addMonths,
  CLIENT_BILL_PATH,
  type ClientBillDetailReply,
  type ClientBillMonthConfirmReply,
  kstMonthRange,
  kstYyyymm,
  ORDER_STATUS,
  SETTLEMENT_TEXT,
} from '@pcs/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db, Executor } from '../src/db/client';
import { queryRows } from '../src/db/query-rows';
import { estimate, estimateItem, giftOrder, vendor } from '../src/db/schema/index';
import type { AuthUser } from '../src/http/auth-guard';
import { confirmClientBill, confirmEveryClientBill, freezeEveryVendorMonth } from '../src/modules/settlement';
import { confirmClientMonths } from '../src/modules/settlement/confirm-client-months';
import { createCompany, createEvent, createProduct, createUser } from './helpers/factories';
import { cancelOrder, returnOrder } from './helpers/order-outcomes';
import { loginAs, post, setupTestApp, testClock } from './helpers/test-app';

/*
 * Decision 037's month-end close: every company's month (and every vendor's) confirmed at once through the same owner
 * as one company's confirm, with the refused reported and left as drafts, and nothing billed twice when run again.
 */
const t = setupTestApp(testClock());
const NOW = new Date();
const M2 = addMonths(kstYyyymm(NOW), -2);
const M3 = addMonths(kstYyyymm(NOW), -1);
const inMonth = (yyyymm: string, day: number) =>
  new Date(kstMonthRange(yyyymm).from.getTime() + ((day - 1) * 24 + 10) * 3_600_000);
const deps = () => ({ db: t.database.db, now: () => NOW });

type Fixture = { cmpyCd: string; eventSn: number; prodSn: number; unqUserId: string };

async function fixture(db: Db, name: string, vendorSn: number | null = null): Promise<Fixture> {
  const c = await createCompany(db, { cmpyNm: name });
  const p = await createProduct(db, { prodNm: `${name} 상품`, price: 40_000, vendorSn });
  const u = await createUser(db, AUTH_CD.clientEmployee, { cmpyCd: c.cmpyCd });
  const ev = await createEvent(db, {
    cmpyCd: c.cmpyCd,
    products: [{ prodSn: p.prodSn, stockQty: 1000 }],
    recipients: [u.unqUserId],
  });
  return { cmpyCd: c.cmpyCd, eventSn: ev.eventSn, prodSn: p.prodSn, unqUserId: u.unqUserId };
}

/** An applied order with its line, dated `appliedAt`; delivered the next day for `vendorSn` when given. */
async function order(
  db: Db,
  f: Fixture,
  appliedAt: Date,
  line: { vendorSn?: number; supplyPrice?: number | null } = {},
) {
  const [g] = await db
    .insert(giftOrder)
    .values({
      eventSn: f.eventSn,
      cmpyCd: f.cmpyCd,
      unqUserId: f.unqUserId,
      ordStatCd: ORDER_STATUS.applied,
      prodSn: f.prodSn,
      quantity: 1,
      unitPrice: 40_000,
      extrasAmt: 0,
      payAmt: 0,
      appliedAt,
    })
    .returning();
  const [e] = await db
    .insert(estimate)
    .values({ ordSn: g!.ordSn, cmpyCd: f.cmpyCd, eventSn: f.eventSn, totalPrice: 40_000 })
    .returning();
  const [i] = await db
    .insert(estimateItem)
    .values({
      estiSn: e!.estiSn,
      prodSn: f.prodSn,
      quantity: 1,
      unitPrice: 40_000,
      shipFee: 3_000,
      ...(line.vendorSn === undefined
        ? {}
        : {
            vendorSn: line.vendorSn,
            supplyPrice: line.supplyPrice ?? null,
            deliveredAt: new Date(appliedAt.getTime() + 86_400_000),
          }),
    })
    .returning();
  return { ordSn: g!.ordSn, estiSn: e!.estiSn, estiItemSn: i!.estiItemSn };
}

let operator: AuthUser;
let adminToken: string;

beforeAll(async () => {
  const u = await createUser(t.database.db, AUTH_CD.operatorAdmin, { cmpyCd: null });
  adminToken = await loginAs(t.app, u.userId);
  operator = {
    unqUserId: u.unqUserId,
    userId: u.userId,
    userNm: 'operator',
    authCd: AUTH_CD.operatorAdmin,
    cmpyCd: null,
    vendorSn: null,
    tokenHash: '',
  };
});

const billsOf = (db: Db, yyyymm: string) =>
  queryRows<{ cmpyCd: string; billSn: number; lines: number }>(
    db,
    sql`select b.cmpy_cd as "cmpyCd", b.bill_sn as "billSn",
        (select count(*)::int from client_bill_line l where l.bill_sn = b.bill_sn) as lines
      from client_bill b where b.yyyymm = ${yyyymm} order by b.cmpy_cd`,
  );

describe('month-end close', () => {
  it("confirms every company's month as each company's confirm would, reports the refused, and bills nothing twice", async () => {
    const db = t.database.db;
    const late = await fixture(db, '이전달미확정');
    await order(db, late, inMonth(M2, 5));
    await order(db, late, inMonth(M3, 5));
    const ready = await fixture(db, '확정대상');
    await order(db, ready, inMonth(M3, 3));
    await order(db, ready, inMonth(M3, 20));
    const idle = await fixture(db, '주문없음');
    await db.execute(sql`insert into webhook_subscription (cmpy_cd, url, event_types, secret)
      values (${ready.cmpyCd}, 'https://hooks.example.com/pcs', array['tax.month_confirmed']::varchar[],
        'whsec_dGVzdA==')`);
    const draftReply = await post(
      t.app,
      CLIENT_BILL_PATH.detail,
      { cmpyCd: ready.cmpyCd, yyyymm: M3 },
      adminToken,
    );
    const draft = draftReply.body.resultData as ClientBillDetailReply;

    const closed = await confirmEveryClientBill(deps(), operator, { yyyymm: M3 });
    expect(closed.refused).toContainEqual({
      cmpyCd: late.cmpyCd,
      reason: SETTLEMENT_TEXT.earlierMonthOpen(M2),
    });
    expect(closed.refused).toContainEqual({ cmpyCd: idle.cmpyCd, reason: SETTLEMENT_TEXT.emptyMonth });
    expect(closed.confirmed.map((b) => b.cmpyCd)).toEqual([ready.cmpyCd]);
    const billReply = await post(
      t.app,
      CLIENT_BILL_PATH.detail,
      { cmpyCd: ready.cmpyCd, yyyymm: M3 },
      adminToken,
    );
    const bill = billReply.body.resultData as ClientBillDetailReply;
    expect(bill.stat).toBe('CONFIRMED');
    expect(bill.totals).toEqual(draft.totals);
    const hooks = await queryRows<{ payload: { data: Record<string, number> } }>(
      db,
      sql`select d.payload from webhook_delivery d join webhook_subscription s on s.subscription_sn = d.subscription_sn
        where s.cmpy_cd = ${ready.cmpyCd} and d.event_type = 'tax.month_confirmed'`,
    );
    expect(hooks.map((h) => h.payload.data)).toEqual([
      {
        year: Number(M3.slice(0, 4)),
        month: Number(M3.slice(4)),
        billId: closed.confirmed[0]!.billSn,
        lineCount: 2,
        chargeAmount: draft.totals.chargeAmt,
      },
    ]);

    // Twice more at once, and one company's confirm beside them: still one bill, its lines once.
    const [first, second, one] = await Promise.allSettled([
      confirmEveryClientBill(deps(), operator, { yyyymm: M3 }),
      confirmEveryClientBill(deps(), operator, { yyyymm: M3 }),
      confirmClientBill(deps(), operator, { cmpyCd: ready.cmpyCd, yyyymm: M3 }),
    ]);
    for (const r of [first, second]) {
      expect(r?.status).toBe('fulfilled');
      if (r?.status === 'fulfilled') expect(r.value.confirmed).toEqual([]);
    }
    expect(one?.status).toBe('rejected');
    expect(await billsOf(db, M3)).toEqual([
      { cmpyCd: ready.cmpyCd, billSn: closed.confirmed[0]!.billSn, lines: 2 },
    ]);

    // Once the earlier month is confirmed, the close bills the late company too.
    await confirmClientBill(deps(), operator, { cmpyCd: late.cmpyCd, yyyymm: M2 });
    const next = await confirmEveryClientBill(deps(), operator, { yyyymm: M3 });
    expect(next.confirmed.map((b) => b.cmpyCd)).toEqual([late.cmpyCd]);
    const [dup] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from (select line_kind, src_sn from client_bill_line group by 1, 2
        having count(*) > 1) d`,
    );
    expect(dup?.n).toBe(0);
  });

  it("freezes every vendor's month at once, refusing a vendor with a line without its supply price", async () => {
    const db = t.database.db;
    const [priced] = await db.insert(vendor).values({ vendorNm: '단가있는공급사' }).returning();
    const [unpriced] = await db.insert(vendor).values({ vendorNm: '단가없는공급사' }).returning();
    const [quiet] = await db.insert(vendor).values({ vendorNm: '배송없는공급사' }).returning();
    const a = await fixture(db, '공급사A고객', priced!.vendorSn);
    const b = await fixture(db, '공급사B고객', unpriced!.vendorSn);
    await order(db, a, inMonth(M3, 4), { vendorSn: priced!.vendorSn, supplyPrice: 30_000 });
    await order(db, a, inMonth(M3, 8), { vendorSn: priced!.vendorSn, supplyPrice: 30_000 });
    await order(db, b, inMonth(M3, 4), { vendorSn: unpriced!.vendorSn, supplyPrice: null });
    const vendors = [priced!, unpriced!, quiet!].map((v) => ({
      vendorSn: v.vendorSn,
      confirmedBy: 'vendor-user',
    }));

    const closed = await freezeEveryVendorMonth(deps(), { yyyymm: M3, vendors });
    expect(closed.frozen).toEqual([
      { vendorSn: priced!.vendorSn, stlSn: expect.any(Number), lineCnt: 2, payableAmt: 66_000 },
    ]);
    expect(closed.refused).toEqual(
      expect.arrayContaining([
        { vendorSn: unpriced!.vendorSn, reason: SETTLEMENT_TEXT.supplyPriceMissing(['공급사B고객 상품']) },
        { vendorSn: quiet!.vendorSn, reason: SETTLEMENT_TEXT.emptyMonth },
      ]),
    );
    const [stored] = await queryRows<{ n: number; lines: number }>(
      db,
      sql`select count(*)::int as n, sum(line_cnt)::int as lines from vendor_settlement where yyyymm = ${M3}
        and vendor_sn in (${priced!.vendorSn}, ${unpriced!.vendorSn}, ${quiet!.vendorSn})`,
    );
    expect(stored).toEqual({ n: 1, lines: 2 });
    const again = await freezeEveryVendorMonth(deps(), { yyyymm: M3, vendors });
    expect(again.frozen).toEqual([]);
    const [lines] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from vendor_settlement_line l join vendor_settlement s on s.stl_sn = l.stl_sn
        where s.vendor_sn = ${priced!.vendorSn}`,
    );
    expect(lines?.n).toBe(2);
  });

  it("bills each company's month as its own confirm would, adjustments included, and once when closed twice at once", async () => {
    const db = t.database.db;
    let seed = 20261203;
    const rnd = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    const int = (lo: number, hi: number) => lo + Math.floor(rnd() * (hi - lo + 1));
    const companies: string[] = [];
    for (let c = 0; c < 4; c++) {
      const f = await fixture(db, `일괄확정${c}`);
      companies.push(f.cmpyCd);
      const earlier = [];
      for (let i = 0; i < 12; i++) earlier.push(await order(db, f, inMonth(M2, int(1, 27))));
      await confirmClientBill(deps(), operator, { cmpyCd: f.cmpyCd, yyyymm: M2 });
      for (let i = 0; i < 15; i++) await order(db, f, inMonth(M3, int(1, 27)));
      // Reversals in M3 of sales billed in M2: cancels and completed returns, adjustments of the M2 bill.
      for (const o of earlier) {
        const at = inMonth(M3, int(1, 27));
        const pick = rnd();
        if (pick < 0.2) await cancelOrder(db, o, at);
        else if (pick < 0.4) await returnOrder(db, o, at);
      }
    }
    const mine = sql.join(
      companies.map((c) => sql`${c}`),
      sql`, `,
    );
    // What a bill is, without its serial: its figures and every line.
    const snapshot = async (ex: Executor) =>
      queryRows<{ cmpyCd: string; figures: unknown; lines: unknown }>(
        ex,
        sql`select b.cmpy_cd as "cmpyCd",
            jsonb_build_array(b.stat, b.goods_amt, b.extras_amt, b.ship_amt, b.recipient_paid_amt, b.charge_amt,
              b.supply_amt, b.vat_amt, b.adjustment_amt, b.line_cnt) as figures,
            (select jsonb_agg(jsonb_build_array(l.line_kind, l.src_sn, l.ord_sn, l.refund_sn, l.fact_at,
                l.fact_yyyymm, l.adjustment_yn, l.goods_amt, l.extras_amt, l.ship_amt, l.recipient_paid_amt,
                l.charge_amt) order by l.line_kind, l.src_sn)
              from client_bill_line l where l.bill_sn = b.bill_sn) as lines
          from client_bill b where b.yyyymm = ${M3} and b.cmpy_cd in (${mine}) order by b.cmpy_cd`,
      );
    // Each company's own confirm, in a transaction rolled back.
    let own: Awaited<ReturnType<typeof snapshot>> = [];
    await db
      .transaction(async (tx) => {
        for (const cmpyCd of companies) {
          await confirmClientMonths(tx, { yyyymm: M3, cmpyCd, confirmedBy: operator.unqUserId, now: NOW });
        }
        own = await snapshot(tx);
        throw new Error('rolled back');
      })
      .catch((error: unknown) => {
        if (!(error instanceof Error && error.message === 'rolled back')) throw error;
      });
    expect(own).toHaveLength(4);
    expect(JSON.stringify(own)).toContain('"Y"');

    const [a, b] = await Promise.all([
      confirmEveryClientBill(deps(), operator, { yyyymm: M3 }),
      confirmEveryClientBill(deps(), operator, { yyyymm: M3 }),
    ]);
    const billed = [...a!.confirmed, ...b!.confirmed].filter((x) => companies.includes(x.cmpyCd));
    expect(billed.map((x) => x.cmpyCd).sort()).toEqual([...companies].sort());
    expect(await snapshot(db)).toEqual(own);
    const [dup] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from (select line_kind, src_sn from client_bill_line group by 1, 2
        having count(*) > 1) d`,
    );
    expect(dup?.n).toBe(0);
  });

  it("closes the month from the bill list's call: operators only, with the counts and the companies left named", async () => {
    const db = t.database.db;
    const f = await fixture(db, '화면일괄확정');
    await order(db, f, inMonth(M3, 9));
    await order(db, f, inMonth(M3, 19));
    const manager = await createUser(db, AUTH_CD.clientManager, { cmpyCd: f.cmpyCd });
    const managerToken = await loginAs(t.app, manager.userId);
    const refusedReply = await post(t.app, CLIENT_BILL_PATH.confirmMonth, { yyyymm: M3 }, managerToken);
    expect(refusedReply.statusCode).toBe(403);
    expect(await billsOf(db, M3)).not.toContainEqual(expect.objectContaining({ cmpyCd: f.cmpyCd }));

    const reply = await post(t.app, CLIENT_BILL_PATH.confirmMonth, { yyyymm: M3 }, adminToken);
    expect(reply.statusCode, reply.body.resultStatus.messageText).toBe(200);
    const closed = reply.body.resultData as ClientBillMonthConfirmReply;
    expect(closed).toMatchObject({ yyyymm: M3, billCnt: 1, lineCnt: 2, chargeAmt: 2 * 43_000 });
    expect(closed.refused).toContainEqual(
      expect.objectContaining({ cmpyNm: '주문없음', reason: SETTLEMENT_TEXT.emptyMonth }),
    );
    expect(await billsOf(db, M3)).toContainEqual(expect.objectContaining({ cmpyCd: f.cmpyCd, lines: 2 }));
    const notEnded = await post(t.app, CLIENT_BILL_PATH.confirmMonth, { yyyymm: kstYyyymm(NOW) }, adminToken);
    expect(notEnded.statusCode).toBe(409);
    expect(notEnded.body.resultStatus.messageText).toBe(SETTLEMENT_TEXT.monthNotEnded);
  });
});
