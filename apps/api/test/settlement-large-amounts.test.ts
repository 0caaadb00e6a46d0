import {
  AUTH_CD,
  addMonths,
  CLIENT_BILL_PATH,
  type ClientBillDetailReply,
  type ClientBillListReply,
  dashboardReplySchema,
  kstMonthRange,
  kstYyyymm,
  ORDER_STATUS,
  type VendorStlDetail,
  type VendorStlListReply,
} from '@pcs/domain';
import { VENDOR_STL_PATH } from '@pcs/domain/contracts/settlement-paths';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client';
import { estimate, estimateItem, giftOrder, vendor } from '../src/db/schema/index';
import { settlementMonthTotals } from '../src/modules/settlement';
import { wonOf } from '../src/modules/settlement/won';
import { createCompany, createEvent, createProduct, createUser } from './helpers/factories';
import { pdfText } from './helpers/pdf-text';
import { loginAs, post, setupTestApp } from './helpers/test-app';

/*
 * Decision 037's month totals above 2,147,483,647 won (the 32-bit limit): a company's and a vendor's month of three
 * lines of 980,000,000 won (sale) and 800,000,000 won (supply) each, confirmed, listed, read in detail, issued, and
 * summed on the operators' dashboard, with exact amounts. One line stays below the limit, as in real months.
 */
const t = setupTestApp();
const NOW = new Date();
const M0 = kstYyyymm(NOW);
const M1 = addMonths(M0, -1);
const inMonth = (yyyymm: string, day: number) =>
  new Date(kstMonthRange(yyyymm).from.getTime() + ((day - 1) * 24 + 10) * 3_600_000);

const QTY = 20_000;
const PRICE = 49_000; // 980,000,000 won a line
const SUPPLY = 40_000; // 800,000,000 won a line
const SHIP = 3_000;

// Three lines a month: 2,940,000,000 goods + 9,000 shipping; 2,400,000,000 supply + 9,000 shipping.
const CHARGE = 2_940_009_000;
const CHARGE_SUPPLY = 2_672_735_455;
const CHARGE_VAT = 267_273_545;
const PAYABLE = 2_400_009_000;
const PAYABLE_SUPPLY = 2_181_826_364;
const PAYABLE_VAT = 218_182_636;

const fx = { cmpyCd: '', eventSn: 0, prodSn: 0, unqUserId: '', vendorSn: 0, admin: '', vendor: '' };

/** An applied order of QTY gifts at PRICE, delivered at `at` by the vendor at SUPPLY: set directly in the DB. */
async function bigOrder(db: Db, at: Date) {
  const [g] = await db
    .insert(giftOrder)
    .values({
      eventSn: fx.eventSn,
      cmpyCd: fx.cmpyCd,
      unqUserId: fx.unqUserId,
      ordStatCd: ORDER_STATUS.applied,
      prodSn: fx.prodSn,
      quantity: QTY,
      unitPrice: PRICE,
      extrasAmt: 0,
      payAmt: 0,
      appliedAt: at,
    })
    .returning();
  const [e] = await db
    .insert(estimate)
    .values({ ordSn: g!.ordSn, cmpyCd: fx.cmpyCd, eventSn: fx.eventSn, totalPrice: PRICE * QTY })
    .returning();
  await db.insert(estimateItem).values({
    estiSn: e!.estiSn,
    prodSn: fx.prodSn,
    vendorSn: fx.vendorSn,
    quantity: QTY,
    unitPrice: PRICE,
    supplyPrice: SUPPLY,
    shipFee: SHIP,
    deliStatCd: '04',
    deliveredAt: at,
  });
}

beforeAll(async () => {
  const db = t.database.db;
  const c = await createCompany(db, {
    cmpyNm: '대량회사',
    corporateRegNo: '1234567891',
    ceoNm: '김대표',
    bizType: '제조업',
    bizItem: '전자부품',
    bizAddr: '서울특별시 중구 세종대로 110',
    taxEmail: 'tax@example.com',
  });
  const [v] = await db.insert(vendor).values({ vendorNm: '대량공급사' }).returning();
  const p = await createProduct(db, {
    prodNm: '대량 상품',
    price: PRICE,
    supplyPrice: SUPPLY,
    shipFee: SHIP,
    vendorSn: v!.vendorSn,
  });
  const u = await createUser(db, AUTH_CD.clientEmployee, { cmpyCd: c.cmpyCd });
  const ev = await createEvent(db, {
    cmpyCd: c.cmpyCd,
    products: [{ prodSn: p.prodSn, stockQty: 1000 }],
    recipients: [u.unqUserId],
  });
  Object.assign(fx, {
    cmpyCd: c.cmpyCd,
    eventSn: ev.eventSn,
    prodSn: p.prodSn,
    unqUserId: u.unqUserId,
    vendorSn: v!.vendorSn,
    admin: await loginAs(t.app, (await createUser(db, AUTH_CD.operatorAdmin)).userId),
    vendor: await loginAs(t.app, (await createUser(db, AUTH_CD.vendor, { vendorSn: v!.vendorSn })).userId),
  });
  for (const day of [3, 10, 17]) await bigOrder(db, inMonth(M1, day));
});

const ok = async <T>(path: string, body: unknown, token: string): Promise<T> => {
  const r = await post(t.app, path, body, token);
  expect(r.statusCode, r.body.resultStatus.messageText).toBe(200);
  return r.body.resultData as T;
};

const billTotals = {
  lineCnt: 3,
  goodsAmt: 2_940_000_000,
  extrasAmt: 0,
  shipAmt: 9_000,
  recipientPaidAmt: 0,
  chargeAmt: CHARGE,
  supplyAmt: CHARGE_SUPPLY,
  vatAmt: CHARGE_VAT,
  adjustmentAmt: 0,
};
const stlTotals = {
  lineCnt: 3,
  supplyAmt: 2_400_000_000,
  shipAmt: 9_000,
  returnAmt: 0,
  returnShipAmt: 0,
  payableAmt: PAYABLE,
  payableSupplyAmt: PAYABLE_SUPPLY,
  payableVatAmt: PAYABLE_VAT,
};

describe('settlement months above 2,147,483,647 won', () => {
  it('lists and confirms a client company month, reads it back exactly and issues its tax invoice', async () => {
    const range = { yyyymmStart: M1, yyyymmEnd: M1, cmpyCd: fx.cmpyCd };
    const draftList = await ok<ClientBillListReply>(CLIENT_BILL_PATH.list, range, fx.admin);
    expect(draftList.list).toEqual([expect.objectContaining({ stat: 'DRAFT', ...billTotals })]);
    expect(draftList.totals).toEqual(billTotals);

    const key = { cmpyCd: fx.cmpyCd, yyyymm: M1 };
    await ok(CLIENT_BILL_PATH.confirm, key, fx.admin);
    const list = await ok<ClientBillListReply>(CLIENT_BILL_PATH.list, range, fx.admin);
    expect(list.list).toEqual([expect.objectContaining({ stat: 'CONFIRMED', ...billTotals })]);
    expect(list.totals).toEqual(billTotals);
    const bill = await ok<ClientBillDetailReply>(
      CLIENT_BILL_PATH.detail,
      { ...key, pageSize: 100 },
      fx.admin,
    );
    expect(bill.stat).toBe('CONFIRMED');
    expect(bill.totals).toEqual(billTotals);
    expect(bill.events).toEqual([expect.objectContaining({ chargeAmt: CHARGE, goodsAmt: 2_940_000_000 })]);

    await ok(CLIENT_BILL_PATH.issue, key, fx.admin);
    const issued = await ok<ClientBillDetailReply>(
      CLIENT_BILL_PATH.detail,
      { ...key, pageSize: 100 },
      fx.admin,
    );
    expect(issued.stat).toBe('ISSUED');
    expect(issued.totals).toEqual(billTotals);
    expect(issued.invoices).toEqual([
      expect.objectContaining({
        kind: 'NORMAL',
        stat: 'ISSUED',
        supplyAmt: CHARGE_SUPPLY,
        vatAmt: CHARGE_VAT,
        totalAmt: CHARGE,
      }),
    ]);
    const pdf = await post(t.app, CLIENT_BILL_PATH.pdf, key, fx.admin);
    expect(pdf.statusCode).toBe(200);
    expect((await pdfText(pdf.raw)).text).toContain('2,940,009,000원');
  });

  it('lists and confirms a vendor month, and reads it back exactly', async () => {
    const range = { fromYm: M1, toYm: M1, vendorSn: fx.vendorSn };
    const draftList = await ok<VendorStlListReply>(VENDOR_STL_PATH.list, range, fx.admin);
    expect(draftList.list).toEqual([expect.objectContaining({ stat: 'DRAFT', ...stlTotals })]);
    expect(draftList.totals).toEqual(stlTotals);

    const key = { vendorSn: fx.vendorSn, yyyymm: M1 };
    await ok(VENDOR_STL_PATH.confirm, key, fx.vendor);
    const list = await ok<VendorStlListReply>(VENDOR_STL_PATH.list, range, fx.admin);
    expect(list.list).toEqual([expect.objectContaining({ stat: 'VENDOR_CONFIRMED', ...stlTotals })]);
    expect(list.totals).toEqual(stlTotals);
    const own = await ok<VendorStlListReply>(VENDOR_STL_PATH.list, { fromYm: M1, toYm: M1 }, fx.vendor);
    expect(own.totals).toEqual(stlTotals);
    const detail = await ok<VendorStlDetail>(VENDOR_STL_PATH.detail, { ...key, pageSize: 100 }, fx.vendor);
    expect(detail.stat).toBe('VENDOR_CONFIRMED');
    expect(detail.totals).toEqual(stlTotals);
  });

  it("sums the confirmed month and the current draft month on the operators' dashboard", async () => {
    expect(await settlementMonthTotals(t.database.db, M1)).toEqual({
      billingAmt: CHARGE,
      vendorPayableAmt: PAYABLE,
    });
    // This month's drafts: three more lines of each, applied and delivered a minute ago.
    for (const ms of [180_000, 120_000, 60_000]) await bigOrder(t.database.db, new Date(NOW.getTime() - ms));
    const res = await post(
      t.app,
      '/v1/ebmp/pcs/dashboard/etners.json',
      { periodStart: '20000101', periodEnd: '20991231' },
      fx.admin,
    );
    expect(res.statusCode, JSON.stringify(res.body.resultStatus)).toBe(200);
    expect(dashboardReplySchema.parse(res.body.resultData).settlement).toEqual({
      month: M0,
      billingAmt: CHARGE,
      vendorPayableAmt: PAYABLE,
      selectedCompanies: false,
    });
  });

  it('reads int8 as either driver gives it, and refuses what is not a safe integer', () => {
    expect([wonOf('2940009000'), wonOf(2_940_009_000n), wonOf(2_940_009_000), wonOf('-5')]).toEqual([
      2_940_009_000, 2_940_009_000, 2_940_009_000, -5,
    ]);
    for (const bad of ['9007199254740993', 9_007_199_254_740_993n, 1.5, '1.5', '', null, undefined])
      expect(() => wonOf(bad)).toThrow('Not a safe integer won amount');
  });
});
