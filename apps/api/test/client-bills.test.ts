import {
  AUTH_CD,
  addMonths,
  CLIENT_BILL_PATH,
  CLIENT_BILL_TEXT,
  type ClientBillDetailReply,
  type ClientBillListReply,
  clientLineAmounts,
  kstMonthRange,
  kstYyyymm,
  ORDER_STATUS,
  SETTLEMENT_TEXT,
  splitVat,
} from '@pcs/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type TaxInvoiceProvider,
  TaxInvoiceProviderError,
} from '../src/adapters/tax-invoice/tax-invoice-provider';
import { testTaxInvoiceProvider } from '../src/adapters/tax-invoice/test-provider';
import type { Db } from '../src/db/client';
import { queryRows } from '../src/db/query-rows';
import { estimate, estimateItem, giftOrder } from '../src/db/schema/index';
import { wonOf } from '../src/modules/settlement/won';
import { createCompany, createEvent, createProduct, createUser } from './helpers/factories';
import { cancelOrder, returnOrder } from './helpers/order-outcomes';
import { pdfText } from './helpers/pdf-text';
import { loginAs, post, setupTestApp, testClock } from './helpers/test-app';

/*
 * Decision 037's client bills through the API: exact sums, freezing, adjustments and their 수정세금계산서, the
 * in-order rule, tenancy, races, and a random-data check that every bill is the sum of its lines and of its sources.
 */
/**
 * The built-in tax-invoice provider behind a test double: it refuses the document keys put in `failOn` (as a provider
 * refusing them would), holds a call on a key in `holdOn` until the test releases it, and can present itself as
 * Popbill (the real provider, for the checks that only apply to it).
 */
const PROVIDER_REFUSAL = '테스트 공급자가 거절했습니다.';
const provider = (() => {
  const inner = testTaxInvoiceProvider(async () => null);
  const failOn = new Set<string>();
  const holdOn = new Map<string, { entered: () => void; release: Promise<void> }>();
  const gate = async (mgtKey: string) => {
    const h = holdOn.get(mgtKey);
    if (h) {
      holdOn.delete(mgtKey);
      h.entered();
      await h.release;
    }
    if (failOn.has(mgtKey)) throw new TaxInvoiceProviderError(-99, PROVIDER_REFUSAL);
  };
  const state = { name: 'TESTTAX' as TaxInvoiceProvider['name'] };
  const double: TaxInvoiceProvider = {
    get name() {
      return state.name;
    },
    issue: async (doc) => {
      await gate(doc.mgtKey);
      return inner.issue(doc);
    },
    getState: (mgtKey) => inner.getState(mgtKey),
    cancel: async (mgtKey, memo) => {
      await gate(mgtKey);
      return inner.cancel(mgtKey, memo);
    },
  };
  /** Holds the next call on `mgtKey`: `entered` resolves when it arrives, `release()` lets it go on. */
  const hold = (mgtKey: string) => {
    let release = () => {};
    let entered = () => {};
    const arrived = new Promise<void>((r) => {
      entered = r;
    });
    holdOn.set(mgtKey, {
      entered,
      release: new Promise<void>((r) => {
        release = r;
      }),
    });
    return { entered: arrived, release: () => release() };
  };
  return { double, failOn, hold, state };
})();
const t = setupTestApp(testClock(), {}, () => ({ taxInvoice: provider.double }));
const NOW = new Date();
const M0 = kstYyyymm(NOW);
const M1 = addMonths(M0, -3);
const M2 = addMonths(M0, -2);
const M3 = addMonths(M0, -1);

/** An instant `day` days (and `hour` hours) into a month, Korean time. */
const inMonth = (yyyymm: string, day: number, hour = 10) =>
  new Date(kstMonthRange(yyyymm).from.getTime() + ((day - 1) * 24 + hour) * 3_600_000);

const BIZ = {
  corporateRegNo: '1234567891',
  ceoNm: '김대표',
  bizType: '제조업',
  bizItem: '전자부품',
  bizAddr: '서울특별시 중구 세종대로 110',
  taxEmail: 'tax@example.com',
};

type Fixture = { cmpyCd: string; eventSn: number; prodSn: number; unqUserId: string };

async function fixture(db: Db, name: string, biz = true): Promise<Fixture> {
  const c = await createCompany(db, { cmpyNm: name, ...(biz ? BIZ : {}) });
  const p = await createProduct(db, { prodNm: `${name} 상품`, price: 40_000 });
  const u = await createUser(db, AUTH_CD.clientEmployee, { cmpyCd: c.cmpyCd });
  const ev = await createEvent(db, {
    cmpyCd: c.cmpyCd,
    products: [{ prodSn: p.prodSn, stockQty: 1000 }],
    recipients: [u.unqUserId],
  });
  return { cmpyCd: c.cmpyCd, eventSn: ev.eventSn, prodSn: p.prodSn, unqUserId: u.unqUserId };
}

type OrderInput = {
  quantity?: number;
  unitPrice?: number;
  extrasAmt?: number;
  payAmt?: number;
  shipFee?: number;
  appliedAt: Date;
};

/** An applied order with its estimate line, as the apply use case leaves them, dated `appliedAt`. */
async function order(db: Db, f: Fixture, o: OrderInput) {
  const quantity = o.quantity ?? 1;
  const unitPrice = o.unitPrice ?? 40_000;
  const [g] = await db
    .insert(giftOrder)
    .values({
      eventSn: f.eventSn,
      cmpyCd: f.cmpyCd,
      unqUserId: f.unqUserId,
      ordStatCd: ORDER_STATUS.applied,
      prodSn: f.prodSn,
      quantity,
      unitPrice,
      extrasAmt: o.extrasAmt ?? 0,
      payAmt: o.payAmt ?? 0,
      appliedAt: o.appliedAt,
    })
    .returning();
  const [e] = await db
    .insert(estimate)
    .values({ ordSn: g!.ordSn, cmpyCd: f.cmpyCd, eventSn: f.eventSn, totalPrice: unitPrice * quantity })
    .returning();
  const [i] = await db
    .insert(estimateItem)
    .values({ estiSn: e!.estiSn, prodSn: f.prodSn, quantity, unitPrice, shipFee: o.shipFee ?? 0 })
    .returning();
  return {
    ordSn: g!.ordSn,
    estiSn: e!.estiSn,
    estiItemSn: i!.estiItemSn,
    quantity,
    unitPrice,
    extrasAmt: o.extrasAmt ?? 0,
    payAmt: o.payAmt ?? 0,
    shipFee: o.shipFee ?? 0,
  };
}
type Order = Awaited<ReturnType<typeof order>>;

let admin: string;
const tokenOf = async (authCd: (typeof AUTH_CD)[keyof typeof AUTH_CD], cmpyCd: string | null) => {
  const u = await createUser(t.database.db, authCd, { cmpyCd });
  return loginAs(t.app, u.userId);
};

const call = (path: string, body: unknown, token = admin) => post(t.app, path, body, token);
const detail = async (cmpyCd: string, yyyymm: string, token = admin) => {
  const r = await call(CLIENT_BILL_PATH.detail, { cmpyCd, yyyymm, pageSize: 100 }, token);
  expect(r.statusCode, r.body.resultStatus.messageText).toBe(200);
  return r.body.resultData as ClientBillDetailReply;
};
const expectRefused = (
  r: { statusCode: number; body: { resultStatus: { messageText: string } } },
  text: string,
) => {
  expect(r.statusCode).toBe(409);
  expect(r.body.resultStatus.messageText).toBe(text);
};

beforeAll(async () => {
  admin = await tokenOf(AUTH_CD.operatorAdmin, null);
});

describe('client bills', () => {
  it('bills goods, extras and shipping, leaves what the recipient paid apart, and splits the VAT once', async () => {
    const db = t.database.db;
    const f = await fixture(db, '합계회사');
    await order(db, f, {
      unitPrice: 45_000,
      quantity: 2,
      extrasAmt: 3_000,
      shipFee: 3_000,
      appliedAt: inMonth(M3, 3),
    });
    await order(db, f, { unitPrice: 52_000, payAmt: 12_000, shipFee: 0, appliedAt: inMonth(M3, 9) });
    const draft = await detail(f.cmpyCd, M3);
    expect(draft.stat).toBe('DRAFT');
    // 90,000 + 52,000 goods; 3,000 extras; 3,000 shipping; 12,000 paid by the recipient by card.
    expect(draft.totals).toEqual({
      lineCnt: 2,
      goodsAmt: 142_000,
      extrasAmt: 3_000,
      shipAmt: 3_000,
      recipientPaidAmt: 12_000,
      chargeAmt: 136_000,
      supplyAmt: 123_636,
      vatAmt: 12_364,
      adjustmentAmt: 0,
    });
    expect(draft.monthEnded).toBe(true);

    const confirmed = await call(CLIENT_BILL_PATH.confirm, { cmpyCd: f.cmpyCd, yyyymm: M3 });
    expect(confirmed.statusCode, confirmed.body.resultStatus.messageText).toBe(200);
    const bill = await detail(f.cmpyCd, M3);
    expect(bill.stat).toBe('CONFIRMED');
    expect(bill.totals).toEqual(draft.totals);
    expect(bill.steps.confirmedAt).not.toBeNull();
    expect(bill.events).toEqual([
      expect.objectContaining({
        eventSn: f.eventSn,
        lineCnt: 2,
        chargeAmt: 136_000,
        recipientPaidAmt: 12_000,
      }),
    ]);
    expectRefused(
      await call(CLIENT_BILL_PATH.confirm, { cmpyCd: f.cmpyCd, yyyymm: M3 }),
      SETTLEMENT_TEXT.alreadyConfirmed,
    );

    const pdf = await call(CLIENT_BILL_PATH.pdf, { cmpyCd: f.cmpyCd, yyyymm: M3 });
    expect(pdf.statusCode).toBe(200);
    const text = (await pdfText(pdf.raw)).text;
    expect(text).toContain('136,000원');
    expect(text).toContain('123,636원');
    expect(text).toContain('김대표');
    const xlsx = await call(CLIENT_BILL_PATH.xlsx, { cmpyCd: f.cmpyCd, yyyymm: M3 });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.raw.subarray(0, 2).toString()).toBe('PK');
  });

  it('refuses a month that has not ended, and confirms months in order', async () => {
    const db = t.database.db;
    const f = await fixture(db, '순서회사');
    await order(db, f, { appliedAt: inMonth(M1, 5) });
    await order(db, f, { appliedAt: inMonth(M2, 5) });
    await order(db, f, { appliedAt: new Date(NOW.getTime() - 60_000) });
    expectRefused(
      await call(CLIENT_BILL_PATH.confirm, { cmpyCd: f.cmpyCd, yyyymm: M0 }),
      SETTLEMENT_TEXT.monthNotEnded,
    );
    expectRefused(
      await call(CLIENT_BILL_PATH.confirm, { cmpyCd: f.cmpyCd, yyyymm: M2 }),
      SETTLEMENT_TEXT.earlierMonthOpen(M1),
    );
    expect((await detail(f.cmpyCd, M2)).earlierOpenMonth).toBe(M1);
    expectRefused(
      await call(CLIENT_BILL_PATH.confirm, { cmpyCd: f.cmpyCd, yyyymm: M3 }),
      SETTLEMENT_TEXT.earlierMonthOpen(M1),
    );
    expect((await call(CLIENT_BILL_PATH.confirm, { cmpyCd: f.cmpyCd, yyyymm: M1 })).statusCode).toBe(200);
    expect((await call(CLIENT_BILL_PATH.confirm, { cmpyCd: f.cmpyCd, yyyymm: M2 })).statusCode).toBe(200);
    // M3 holds nothing of this company.
    expectRefused(
      await call(CLIENT_BILL_PATH.confirm, { cmpyCd: f.cmpyCd, yyyymm: M3 }),
      SETTLEMENT_TEXT.emptyMonth,
    );
  });

  it('freezes a confirmed month: a later return and a later cancel are adjustments of the next bill, on a 수정세금계산서', async () => {
    const db = t.database.db;
    const f = await fixture(db, '조정회사');
    const kept = await order(db, f, { unitPrice: 30_000, shipFee: 3_000, appliedAt: inMonth(M2, 4) });
    const returned = await order(db, f, {
      unitPrice: 50_000,
      extrasAmt: 2_000,
      shipFee: 3_000,
      appliedAt: inMonth(M2, 6),
    });
    const cancelled = await order(db, f, { unitPrice: 20_000, payAmt: 5_000, appliedAt: inMonth(M2, 8) });
    expect((await call(CLIENT_BILL_PATH.confirm, { cmpyCd: f.cmpyCd, yyyymm: M2 })).statusCode).toBe(200);
    const issued = await call(CLIENT_BILL_PATH.issue, { cmpyCd: f.cmpyCd, yyyymm: M2 });
    expect(issued.statusCode, issued.body.resultStatus.messageText).toBe(200);
    const m2 = await detail(f.cmpyCd, M2);
    expect(m2.stat).toBe('ISSUED');
    expect(m2.totals.chargeAmt).toBe(33_000 + 55_000 + 15_000);

    // After the confirm: a return and a cancel dated in M3, and a new sale in M3.
    const refundSn = await returnOrder(db, returned, inMonth(M3, 2));
    await cancelOrder(db, cancelled, inMonth(M3, 3));
    await order(db, f, { unitPrice: 10_000, appliedAt: inMonth(M3, 4) });
    // M2 did not change.
    expect((await detail(f.cmpyCd, M2)).totals).toEqual(m2.totals);
    const m3draft = await detail(f.cmpyCd, M3);
    expect(m3draft.lines.list.map((l) => [l.lineKind, l.adjustmentYn, l.adjustsYyyymm, l.chargeAmt])).toEqual(
      [
        ['RETURN', 'Y', M2, -55_000],
        ['CANCEL', 'Y', M2, -15_000],
        ['SALE', 'N', null, 10_000],
      ],
    );
    expect(m3draft.lines.list[0]!.refundSn).toBe(refundSn);
    expect((await call(CLIENT_BILL_PATH.confirm, { cmpyCd: f.cmpyCd, yyyymm: M3 })).statusCode).toBe(200);
    const m3 = await detail(f.cmpyCd, M3);
    expect(m3.totals).toMatchObject({ chargeAmt: -60_000, adjustmentAmt: -70_000, lineCnt: 3 });
    // Own part 10,000 and the reversals of M2, -70,000, each split once.
    expect(m3.totals.supplyAmt).toBe(splitVat(10_000).supplyAmt + splitVat(-70_000).supplyAmt);
    expect((await call(CLIENT_BILL_PATH.issue, { cmpyCd: f.cmpyCd, yyyymm: M3 })).statusCode).toBe(200);
    const inv = (await detail(f.cmpyCd, M3)).invoices;
    const m2Normal = m2.invoices.find((i) => i.kind === 'NORMAL')!;
    expect(inv.map((i) => [i.kind, i.totalAmt, i.origInvoiceSn, i.origYyyymm, i.stat])).toEqual([
      ['NORMAL', 10_000, null, null, 'ISSUED'],
      ['MODIFY', -70_000, m2Normal.invoiceSn, M2, 'ISSUED'],
    ]);
    expect(inv[1]!.ntsConfirmNum).toMatch(/^\d{24}$/);
    // M2's invoice is referred to by M3's 수정세금계산서: it cannot be cancelled any more.
    const cancel = await call(CLIENT_BILL_PATH.cancelInvoice, { cmpyCd: f.cmpyCd, yyyymm: M2 });
    expect(cancel.statusCode).toBe(409);
    // The sale that was neither cancelled nor returned stays on M2's bill and is reversed nowhere.
    expect(m3.lines.list.some((l) => l.ordSn === kept.ordSn)).toBe(false);
  });

  it('issues once, cancels the issue of an unpaid bill, issues again with new keys, and records the payment once', async () => {
    const db = t.database.db;
    const f = await fixture(db, '발행회사');
    await order(db, f, { unitPrice: 11_000, appliedAt: inMonth(M3, 5) });
    expect((await call(CLIENT_BILL_PATH.confirm, { cmpyCd: f.cmpyCd, yyyymm: M3 })).statusCode).toBe(200);
    const key = { cmpyCd: f.cmpyCd, yyyymm: M3 };
    expectRefused(
      await call(CLIENT_BILL_PATH.paid, { ...key, paidDt: '20260101' }),
      SETTLEMENT_TEXT.notIssued,
    );
    const both = await Promise.all([call(CLIENT_BILL_PATH.issue, key), call(CLIENT_BILL_PATH.issue, key)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expectRefused(await call(CLIENT_BILL_PATH.issue, key), SETTLEMENT_TEXT.alreadyIssued);
    const first = await detail(f.cmpyCd, M3);
    expect(first.invoices.map((i) => [i.kind, i.supplyAmt, i.vatAmt, i.totalAmt, i.stat])).toEqual([
      ['NORMAL', 10_000, 1_000, 11_000, 'ISSUED'],
    ]);
    expect((await call(CLIENT_BILL_PATH.cancelInvoice, key)).statusCode).toBe(200);
    expect((await detail(f.cmpyCd, M3)).stat).toBe('CONFIRMED');
    expect((await call(CLIENT_BILL_PATH.issue, key)).statusCode).toBe(200);
    const again = await detail(f.cmpyCd, M3);
    expect(again.invoices.map((i) => i.stat)).toEqual(['CANCELLED', 'ISSUED']);
    expect(again.invoices[0]!.mgtKey).not.toBe(again.invoices[1]!.mgtKey);
    const paid = await call(CLIENT_BILL_PATH.paid, { ...key, paidDt: '20261110', paidMemo: '기업은행 입금' });
    expect(paid.statusCode).toBe(200);
    expectRefused(
      await call(CLIENT_BILL_PATH.paid, { ...key, paidDt: '20261110' }),
      SETTLEMENT_TEXT.alreadyPaid,
    );
    const done = await detail(f.cmpyCd, M3);
    expect(done.stat).toBe('PAID');
    expect(done.steps).toMatchObject({ paidDt: '20261110', paidMemo: '기업은행 입금' });
    expect(done.steps.paidByNm).not.toBeNull();
  });

  it('refuses to issue without the business details, naming them', async () => {
    const db = t.database.db;
    const f = await fixture(db, '정보없는회사', false);
    await order(db, f, { appliedAt: inMonth(M3, 5) });
    expect((await call(CLIENT_BILL_PATH.confirm, { cmpyCd: f.cmpyCd, yyyymm: M3 })).statusCode).toBe(200);
    expectRefused(
      await call(CLIENT_BILL_PATH.issue, { cmpyCd: f.cmpyCd, yyyymm: M3 }),
      SETTLEMENT_TEXT.bizInfoMissing([
        '사업자등록번호',
        '대표자',
        '업태',
        '종목',
        '사업장 주소',
        '세금계산서 이메일',
      ]),
    );
  });

  it('records each invoice as the provider answers, and a retry issues only the rest', async () => {
    const db = t.database.db;
    const f = await fixture(db, '재시도회사');
    const sold = await order(db, f, { unitPrice: 22_000, appliedAt: inMonth(M2, 4) });
    await order(db, f, { unitPrice: 33_000, appliedAt: inMonth(M2, 5) });
    const k2 = { cmpyCd: f.cmpyCd, yyyymm: M2 };
    const k3 = { cmpyCd: f.cmpyCd, yyyymm: M3 };
    expect((await call(CLIENT_BILL_PATH.confirm, k2)).statusCode).toBe(200);
    expect((await call(CLIENT_BILL_PATH.issue, k2)).statusCode).toBe(200);
    await returnOrder(db, sold, inMonth(M3, 2));
    await order(db, f, { unitPrice: 44_000, appliedAt: inMonth(M3, 3) });
    expect((await call(CLIENT_BILL_PATH.confirm, k3)).statusCode).toBe(200);
    const m2 = await detail(f.cmpyCd, M2);
    const b2 = m2.billSn!;
    const b3 = (await detail(f.cmpyCd, M3)).billSn!;
    const normal1 = `CB${b3}-N1`;
    const modify1 = `CB${b3}-M${b2}-1`;

    // The provider refuses the 수정세금계산서 after it issued the 세금계산서: both answers are on record.
    provider.failOn.add(modify1);
    expectRefused(await call(CLIENT_BILL_PATH.issue, k3), CLIENT_BILL_TEXT.issueFailed(PROVIDER_REFUSAL));
    const half = await detail(f.cmpyCd, M3);
    expect(half.stat).toBe('CONFIRMED');
    expect(half.invoices.map((i) => [i.kind, i.mgtKey, i.totalAmt, i.stat])).toEqual([
      ['NORMAL', normal1, 44_000, 'ISSUED'],
      ['MODIFY', modify1, -22_000, 'FAILED'],
    ]);
    expect(half.invoices[0]!.ntsConfirmNum).toMatch(/^\d{24}$/);
    expect(half.invoices[1]!.failText).toBe(`[-99] ${PROVIDER_REFUSAL}`);
    expectRefused(
      await call(CLIENT_BILL_PATH.paid, { ...k3, paidDt: '20261110' }),
      SETTLEMENT_TEXT.notIssued,
    );

    // The retry issues the 수정세금계산서 only; the 세금계산서 keeps its row and key.
    provider.failOn.delete(modify1);
    const retry = await call(CLIENT_BILL_PATH.issue, k3);
    expect(retry.statusCode, retry.body.resultStatus.messageText).toBe(200);
    const full = await detail(f.cmpyCd, M3);
    expect(full.stat).toBe('ISSUED');
    expect(full.invoices.map((i) => [i.invoiceSn, i.mgtKey, i.stat, i.failText, i.origInvoiceSn])).toEqual([
      [half.invoices[0]!.invoiceSn, normal1, 'ISSUED', null, null],
      [half.invoices[1]!.invoiceSn, modify1, 'ISSUED', null, m2.invoices[0]!.invoiceSn],
    ]);
  });

  it('keeps a bill whose cancel failed half way issued and unpaid, and cancels the rest when asked again', async () => {
    const db = t.database.db;
    const f = await fixture(db, '취소실패회사');
    const sold = await order(db, f, { unitPrice: 22_000, appliedAt: inMonth(M2, 4) });
    const k2 = { cmpyCd: f.cmpyCd, yyyymm: M2 };
    const k3 = { cmpyCd: f.cmpyCd, yyyymm: M3 };
    expect((await call(CLIENT_BILL_PATH.confirm, k2)).statusCode).toBe(200);
    expect((await call(CLIENT_BILL_PATH.issue, k2)).statusCode).toBe(200);
    await returnOrder(db, sold, inMonth(M3, 2));
    await order(db, f, { unitPrice: 44_000, appliedAt: inMonth(M3, 3) });
    expect((await call(CLIENT_BILL_PATH.confirm, k3)).statusCode).toBe(200);
    expect((await call(CLIENT_BILL_PATH.issue, k3)).statusCode).toBe(200);
    const b2 = (await detail(f.cmpyCd, M2)).billSn!;
    const b3 = (await detail(f.cmpyCd, M3)).billSn!;

    // 발행 취소: the 세금계산서 is cancelled, then the provider refuses to cancel the 수정세금계산서.
    provider.failOn.add(`CB${b3}-M${b2}-1`);
    expectRefused(
      await call(CLIENT_BILL_PATH.cancelInvoice, k3),
      CLIENT_BILL_TEXT.cancelFailed(PROVIDER_REFUSAL),
    );
    const broken = await detail(f.cmpyCd, M3);
    expect(broken.stat).toBe('ISSUED');
    expect(broken.invoices.map((i) => [i.mgtKey, i.stat, i.cancelledAt === null])).toEqual([
      [`CB${b3}-N1`, 'CANCELLED', false],
      [`CB${b3}-M${b2}-1`, 'ISSUED', true],
    ]);
    // No 입금 확인 on a cancelled 세금계산서, and no new issue before the cancel is finished.
    expectRefused(
      await call(CLIENT_BILL_PATH.paid, { ...k3, paidDt: '20261110' }),
      CLIENT_BILL_TEXT.invoiceNotValid,
    );
    expectRefused(await call(CLIENT_BILL_PATH.issue, k3), SETTLEMENT_TEXT.alreadyIssued);

    // Cancelling again cancels what is still issued; the next issue is the next round, with new keys.
    provider.failOn.delete(`CB${b3}-M${b2}-1`);
    const again = await call(CLIENT_BILL_PATH.cancelInvoice, k3);
    expect(again.statusCode, again.body.resultStatus.messageText).toBe(200);
    expect(again.body.resultData).toEqual({ billSn: b3, stat: 'CONFIRMED' });
    expect((await detail(f.cmpyCd, M3)).invoices.map((i) => i.stat)).toEqual(['CANCELLED', 'CANCELLED']);
    expect((await call(CLIENT_BILL_PATH.issue, k3)).statusCode).toBe(200);
    const round2 = await detail(f.cmpyCd, M3);
    expect(round2.invoices.map((i) => [i.mgtKey, i.stat])).toEqual([
      [`CB${b3}-N1`, 'CANCELLED'],
      [`CB${b3}-M${b2}-1`, 'CANCELLED'],
      [`CB${b3}-N2`, 'ISSUED'],
      [`CB${b3}-M${b2}-2`, 'ISSUED'],
    ]);
    expect((await call(CLIENT_BILL_PATH.paid, { ...k3, paidDt: '20261110' })).statusCode).toBe(200);
  });

  it('holds the bill issued while its cancel is with the provider: an issue or 입금 확인 meanwhile is refused', async () => {
    const db = t.database.db;
    const f = await fixture(db, '겹침회사');
    await order(db, f, { unitPrice: 11_000, appliedAt: inMonth(M3, 5) });
    const key = { cmpyCd: f.cmpyCd, yyyymm: M3 };
    expect((await call(CLIENT_BILL_PATH.confirm, key)).statusCode).toBe(200);
    expect((await call(CLIENT_BILL_PATH.issue, key)).statusCode).toBe(200);
    const sn = (await detail(f.cmpyCd, M3)).billSn!;
    const held = provider.hold(`CB${sn}-N1`);
    const cancelling = call(CLIENT_BILL_PATH.cancelInvoice, key);
    await held.entered;
    expect((await detail(f.cmpyCd, M3)).stat).toBe('ISSUED');
    expectRefused(await call(CLIENT_BILL_PATH.issue, key), SETTLEMENT_TEXT.alreadyIssued);
    expectRefused(
      await call(CLIENT_BILL_PATH.paid, { ...key, paidDt: '20261110' }),
      CLIENT_BILL_TEXT.invoiceNotValid,
    );
    held.release();
    const cancelled = await cancelling;
    expect(cancelled.statusCode, cancelled.body.resultStatus.messageText).toBe(200);
    expect(cancelled.body.resultData).toEqual({ billSn: sn, stat: 'CONFIRMED' });
    expect((await call(CLIENT_BILL_PATH.issue, key)).statusCode).toBe(200);
    expect((await detail(f.cmpyCd, M3)).invoices.map((i) => [i.mgtKey, i.stat])).toEqual([
      [`CB${sn}-N1`, 'CANCELLED'],
      [`CB${sn}-N2`, 'ISSUED'],
    ]);
  });

  it('re-checks before the bill is issued that the 세금계산서 each 수정세금계산서 corrects is still issued', async () => {
    const db = t.database.db;
    const f = await fixture(db, '수정확인회사');
    const sold = await order(db, f, { unitPrice: 30_000, appliedAt: inMonth(M2, 4) });
    await order(db, f, { unitPrice: 10_000, appliedAt: inMonth(M2, 5) });
    const k2 = { cmpyCd: f.cmpyCd, yyyymm: M2 };
    const k3 = { cmpyCd: f.cmpyCd, yyyymm: M3 };
    expect((await call(CLIENT_BILL_PATH.confirm, k2)).statusCode).toBe(200);
    expect((await call(CLIENT_BILL_PATH.issue, k2)).statusCode).toBe(200);
    await returnOrder(db, sold, inMonth(M3, 2));
    await order(db, f, { unitPrice: 20_000, appliedAt: inMonth(M3, 3) });
    expect((await call(CLIENT_BILL_PATH.confirm, k3)).statusCode).toBe(200);
    const b2 = (await detail(f.cmpyCd, M2)).billSn!;
    const b3 = (await detail(f.cmpyCd, M3)).billSn!;

    // M2's 세금계산서 is cancelled while M3's 수정세금계산서 of it is with the provider.
    const held = provider.hold(`CB${b3}-M${b2}-1`);
    const issuing = call(CLIENT_BILL_PATH.issue, k3);
    await held.entered;
    const cancelM2 = await call(CLIENT_BILL_PATH.cancelInvoice, k2);
    expect(cancelM2.statusCode, cancelM2.body.resultStatus.messageText).toBe(200);
    held.release();
    expectRefused(await issuing, CLIENT_BILL_TEXT.earlierInvoiceMissing(M2));
    const m3 = await detail(f.cmpyCd, M3);
    expect(m3.stat).toBe('CONFIRMED');
    expect(m3.invoices.map((i) => [i.kind, i.stat])).toEqual([
      ['NORMAL', 'ISSUED'],
      ['MODIFY', 'ISSUED'],
    ]);
    // M2 is issued again; M3's round still holds the 수정세금계산서 of the cancelled one until the operator cancels it.
    expectRefused(await call(CLIENT_BILL_PATH.cancelInvoice, k2), SETTLEMENT_TEXT.notIssued);
    expect((await call(CLIENT_BILL_PATH.issue, k2)).statusCode).toBe(200);
    expectRefused(await call(CLIENT_BILL_PATH.issue, k3), CLIENT_BILL_TEXT.earlierInvoiceMissing(M2));
    const cancelM3 = await call(CLIENT_BILL_PATH.cancelInvoice, k3);
    expect(cancelM3.body.resultData).toEqual({ billSn: b3, stat: 'CONFIRMED' });
    const reissued = await call(CLIENT_BILL_PATH.issue, k3);
    expect(reissued.statusCode, reissued.body.resultStatus.messageText).toBe(200);
    const newNormal = (await detail(f.cmpyCd, M2)).invoices.find((i) => i.stat === 'ISSUED')!;
    expect(newNormal.mgtKey).toBe(`CB${b2}-N2`);
    const done = await detail(f.cmpyCd, M3);
    expect(done.stat).toBe('ISSUED');
    expect(
      done.invoices.filter((i) => i.stat === 'ISSUED').map((i) => [i.mgtKey, i.origInvoiceSn, i.totalAmt]),
    ).toEqual([
      [`CB${b3}-N2`, null, 20_000],
      [`CB${b3}-M${b2}-2`, newNormal.invoiceSn, -30_000],
    ]);
  });

  it('refuses a Popbill invoice while our own (supplier) business details are incomplete, naming them', async () => {
    const db = t.database.db;
    const f = await fixture(db, '공급자확인회사');
    await order(db, f, { unitPrice: 11_000, appliedAt: inMonth(M3, 5) });
    const key = { cmpyCd: f.cmpyCd, yyyymm: M3 };
    expect((await call(CLIENT_BILL_PATH.confirm, key)).statusCode).toBe(200);
    // The operator company, the 공급자 of every invoice, without its 대표자 and 업태.
    const op = await createCompany(db, {
      cmpyNm: '운영사',
      cmpyTypeCd: '01',
      ...BIZ,
      ceoNm: null,
      bizType: null,
    });
    provider.state.name = 'POPBILL';
    try {
      expectRefused(
        await call(CLIENT_BILL_PATH.issue, key),
        '공급자(운영사) 사업자 정보가 필요합니다: 대표자, 업태',
      );
      expect((await detail(f.cmpyCd, M3)).invoices).toEqual([]);
      await db.execute(
        sql`update company set ceo_nm = '박운영', biz_type = '서비스업' where cmpy_cd = ${op.cmpyCd}`,
      );
      const issued = await call(CLIENT_BILL_PATH.issue, key);
      expect(issued.statusCode, issued.body.resultStatus.messageText).toBe(200);
    } finally {
      provider.state.name = 'TESTTAX';
    }
  });

  it('makes one bill of five parallel confirms, with its lines once', async () => {
    const db = t.database.db;
    const f = await fixture(db, '경합회사');
    for (let i = 0; i < 6; i++) await order(db, f, { appliedAt: inMonth(M3, 2 + i) });
    const replies = await Promise.all(
      Array.from({ length: 5 }, () => call(CLIENT_BILL_PATH.confirm, { cmpyCd: f.cmpyCd, yyyymm: M3 })),
    );
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    for (const r of replies.filter((x) => x.statusCode === 409))
      expect(r.body.resultStatus.messageText).toBe(SETTLEMENT_TEXT.alreadyConfirmed);
    const counts = await queryRows<{ bills: number; lines: number }>(
      db,
      sql`select count(distinct b.bill_sn)::int as bills, count(l.src_sn)::int as lines
        from client_bill b join client_bill_line l on l.bill_sn = b.bill_sn where b.cmpy_cd = ${f.cmpyCd}`,
    );
    expect(counts[0]).toEqual({ bills: 1, lines: 6 });
  });

  it('lets operators do everything, a client manager read their own company only, and refuses everyone else', async () => {
    const db = t.database.db;
    const f = await fixture(db, '권한회사');
    const other = await fixture(db, '다른회사');
    await order(db, f, { appliedAt: inMonth(M3, 5) });
    const key = { cmpyCd: f.cmpyCd, yyyymm: M3 };
    const own = await tokenOf(AUTH_CD.clientManager, f.cmpyCd);
    const foreign = await tokenOf(AUTH_CD.clientManager, other.cmpyCd);
    const employee = await tokenOf(AUTH_CD.clientEmployee, f.cmpyCd);
    const vendor = await tokenOf(AUTH_CD.vendor, null);
    const reads = [CLIENT_BILL_PATH.detail, CLIENT_BILL_PATH.pdf, CLIENT_BILL_PATH.xlsx];
    for (const path of reads) {
      expect((await call(path, key, own)).statusCode, path).toBe(200);
      for (const token of [foreign, employee, vendor])
        expect((await call(path, key, token)).statusCode, path).toBe(403);
    }
    const range = { yyyymmStart: M1, yyyymmEnd: M3 };
    const ownList = await call(CLIENT_BILL_PATH.list, range, own);
    expect(ownList.statusCode).toBe(200);
    expect(new Set((ownList.body.resultData as ClientBillListReply).list.map((r) => r.cmpyCd))).toEqual(
      new Set([f.cmpyCd]),
    );
    expect((await call(CLIENT_BILL_PATH.list, { ...range, cmpyCd: other.cmpyCd }, own)).statusCode).toBe(403);
    expect((await call(CLIENT_BILL_PATH.excel, { ...range, requestType: 'EXPORT' }, own)).statusCode).toBe(
      200,
    );
    for (const token of [employee, vendor])
      expect((await call(CLIENT_BILL_PATH.list, range, token)).statusCode).toBe(403);
    // Actions: operators only, refused before anything is read (even for a company that does not exist).
    for (const path of [CLIENT_BILL_PATH.confirm, CLIENT_BILL_PATH.issue, CLIENT_BILL_PATH.cancelInvoice]) {
      for (const token of [own, foreign, employee, vendor]) {
        expect((await call(path, key, token)).statusCode, path).toBe(403);
        expect((await call(path, { cmpyCd: 'NOPE', yyyymm: M3 }, token)).statusCode, path).toBe(403);
      }
    }
    expect((await call(CLIENT_BILL_PATH.paid, { ...key, paidDt: '20261101' }, own)).statusCode).toBe(403);
    expect((await detail(f.cmpyCd, M3)).stat).toBe('DRAFT');
  });

  it('lists confirmed and draft months of every company with the sums of their rows', async () => {
    const r = await call(CLIENT_BILL_PATH.list, { yyyymmStart: M1, yyyymmEnd: M3, pageSize: 100 });
    expect(r.statusCode).toBe(200);
    const list = r.body.resultData as ClientBillListReply;
    expect(list.list.length).toBe(list.totalCount);
    expect(list.totals.chargeAmt).toBe(list.list.reduce((s, x) => s + x.chargeAmt, 0));
    expect(list.list.some((x) => x.stat === 'DRAFT')).toBe(true);
    expect(list.list.some((x) => x.stat === 'PAID')).toBe(true);
    const drafts = await call(CLIENT_BILL_PATH.list, {
      yyyymmStart: M1,
      yyyymmEnd: M3,
      stat: 'DRAFT',
      pageSize: 100,
    });
    expect((drafts.body.resultData as ClientBillListReply).list.every((x) => x.stat === 'DRAFT')).toBe(true);
    const bad = await call(CLIENT_BILL_PATH.list, { yyyymmStart: M3, yyyymmEnd: M1 });
    expect(bad.statusCode).toBe(400);
  });

  it('over random data: every bill is the sum of its lines and of its source rows, and every fact is billed once', async () => {
    const db = t.database.db;
    const f = await fixture(db, '무작위회사');
    let seed = 20261127;
    const rnd = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    const int = (lo: number, hi: number) => lo + Math.floor(rnd() * (hi - lo + 1));
    const months = [M1, M2, M3];
    const orders: (Order & { month: number })[] = [];
    const gone = new Set<number>();
    /** The month (index) each cancel or return is dated in. */
    const reversalMonth = new Map<number, number>();
    const reversals: { ordSn: number; kind: 'CANCEL' | 'RETURN' }[] = [];
    for (let m = 0; m < 3; m++) {
      const ym = months[m]!;
      for (let i = 0; i < 67; i++) {
        const o = await order(db, f, {
          quantity: int(1, 3),
          unitPrice: int(5, 120) * 1_000 + int(0, 9) * 100,
          extrasAmt: [0, 0, 2_000, 3_000, 5_000][int(0, 4)]!,
          payAmt: rnd() < 0.2 ? int(1, 40) * 1_000 : 0,
          shipFee: [0, 2_500, 3_000][int(0, 2)]!,
          appliedAt: inMonth(ym, int(1, 27), int(0, 23)),
        });
        orders.push({ ...o, month: m });
      }
      // Cancels and returns dated in this month, of orders of this or an earlier month.
      for (const o of orders) {
        if (gone.has(o.ordSn) || rnd() > 0.08) continue;
        gone.add(o.ordSn);
        reversalMonth.set(o.ordSn, m);
        const at = inMonth(ym, 28, int(0, 12));
        if (rnd() < 0.5) {
          await cancelOrder(db, o, at);
          reversals.push({ ordSn: o.ordSn, kind: 'CANCEL' });
        } else {
          await returnOrder(db, o, at);
          reversals.push({ ordSn: o.ordSn, kind: 'RETURN' });
        }
      }
      const r = await call(CLIENT_BILL_PATH.confirm, { cmpyCd: f.cmpyCd, yyyymm: ym });
      expect(r.statusCode, r.body.resultStatus.messageText).toBe(200);
    }
    // The bill's totals are bigint: the drivers give them as strings or bigints.
    const rawBills = await queryRows<{
      billSn: number;
      yyyymm: string;
      chargeAmt: unknown;
      goodsAmt: unknown;
      extrasAmt: unknown;
      shipAmt: unknown;
      recipientPaidAmt: unknown;
      supplyAmt: unknown;
      vatAmt: unknown;
      lineCnt: number;
    }>(
      db,
      sql`select bill_sn as "billSn", yyyymm, charge_amt as "chargeAmt", goods_amt as "goodsAmt",
        extras_amt as "extrasAmt", ship_amt as "shipAmt", recipient_paid_amt as "recipientPaidAmt",
        supply_amt as "supplyAmt", vat_amt as "vatAmt", line_cnt as "lineCnt"
      from client_bill where cmpy_cd = ${f.cmpyCd} order by yyyymm`,
    );
    const bills = rawBills.map((b) => ({
      ...b,
      chargeAmt: wonOf(b.chargeAmt),
      goodsAmt: wonOf(b.goodsAmt),
      extrasAmt: wonOf(b.extrasAmt),
      shipAmt: wonOf(b.shipAmt),
      recipientPaidAmt: wonOf(b.recipientPaidAmt),
      supplyAmt: wonOf(b.supplyAmt),
      vatAmt: wonOf(b.vatAmt),
    }));
    expect(bills.map((b) => b.yyyymm)).toEqual(months);
    const lines = await queryRows<{
      billSn: number;
      lineKind: string;
      ordSn: number;
      goodsAmt: number;
      extrasAmt: number;
      shipAmt: number;
      recipientPaidAmt: number;
      chargeAmt: number;
    }>(
      db,
      sql`select l.bill_sn as "billSn", l.line_kind as "lineKind", l.ord_sn as "ordSn", l.goods_amt as "goodsAmt",
        l.extras_amt as "extrasAmt", l.ship_amt as "shipAmt", l.recipient_paid_amt as "recipientPaidAmt",
        l.charge_amt as "chargeAmt"
      from client_bill_line l join client_bill b on b.bill_sn = l.bill_sn where b.cmpy_cd = ${f.cmpyCd}`,
    );
    const byOrd = new Map(orders.map((o) => [o.ordSn, o]));
    // An independent recomputation: which facts each month must hold, priced by the domain's clientLineAmounts.
    // A sale is billed in its month unless it was cancelled in that same month (before the confirm).
    const billOf = new Map<number, number>();
    for (const o of orders) {
      const rev = reversals.find((r) => r.ordSn === o.ordSn);
      if (!(rev?.kind === 'CANCEL' && reversalMonth.get(o.ordSn) === o.month)) billOf.set(o.ordSn, o.month);
    }
    for (const [i, b] of bills.entries()) {
      const mine = lines.filter((l) => l.billSn === b.billSn);
      const sum = (k: keyof (typeof mine)[number]) => mine.reduce((s, l) => s + (l[k] as number), 0);
      expect([b.lineCnt, b.goodsAmt, b.extrasAmt, b.shipAmt, b.recipientPaidAmt, b.chargeAmt]).toEqual([
        mine.length,
        sum('goodsAmt'),
        sum('extrasAmt'),
        sum('shipAmt'),
        sum('recipientPaidAmt'),
        sum('chargeAmt'),
      ]);
      expect(b.supplyAmt + b.vatAmt).toBe(b.chargeAmt);
      let expected = 0;
      for (const o of orders) {
        const a = (sign: 1 | -1) =>
          clientLineAmounts(
            {
              quantity: o.quantity,
              unitPrice: o.unitPrice,
              extrasAmt: o.extrasAmt,
              shipFee: o.shipFee,
              payAmt: o.payAmt,
            },
            sign,
          ).chargeAmt;
        if (billOf.get(o.ordSn) === i) expected += a(1);
        const rev = reversals.find((r) => r.ordSn === o.ordSn);
        if (rev && reversalMonth.get(o.ordSn) === i && !(rev.kind === 'CANCEL' && !billOf.has(o.ordSn)))
          expected += a(-1);
      }
      expect(b.chargeAmt, b.yyyymm).toBe(expected);
    }
    // Each fact once: one SALE per billed order, one reversal per cancelled-after-billing or returned order.
    const kinds = (k: string) =>
      lines
        .filter((l) => l.lineKind === k)
        .map((l) => l.ordSn)
        .sort((a, b) => a - b);
    expect(kinds('SALE')).toEqual([...billOf.keys()].sort((a, b) => a - b));
    expect(kinds('RETURN')).toEqual(
      reversals
        .filter((r) => r.kind === 'RETURN')
        .map((r) => r.ordSn)
        .sort((a, b) => a - b),
    );
    expect(kinds('CANCEL')).toEqual(
      reversals
        .filter((r) => r.kind === 'CANCEL' && billOf.has(r.ordSn))
        .map((r) => r.ordSn)
        .sort((a, b) => a - b),
    );
    expect(byOrd.size).toBe(201);
  });
});
