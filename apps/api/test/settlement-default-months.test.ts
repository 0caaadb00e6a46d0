import {
  AUTH_CD,
  addMonths,
  CLIENT_BILL_PATH,
  type ClientBillListReply,
  kstMonthRange,
  kstYyyymm,
  type VendorStlListReply,
} from '@pcs/domain';
import { VENDOR_STL_PATH } from '@pcs/domain/contracts/settlement-paths';
import { beforeAll, describe, expect, it } from 'vitest';
import { estimate, estimateItem, giftOrder, vendor } from '../src/db/schema/index';
import { createCompany, createEvent, createProduct, createUser } from './helpers/factories';
import { loginAs, post, setupTestApp } from './helpers/test-app';
import { readWorkbook } from './helpers/xlsx';

/*
 * The settlement lists open, when no month is asked for, on the latest month that holds anything for the caller and
 * the month before it: a company or vendor in its first month sees this month's draft, not an empty last month.
 */
const t = setupTestApp();
const THIS = kstYyyymm(new Date());
const LAST = addMonths(THIS, -1);
/** A day inside a month some months back (the 5th, noon KST). */
const dayIn = (yyyymm: string) => new Date(kstMonthRange(yyyymm).from.getTime() + 4.5 * 86_400_000);

const fx = {
  admin: '',
  /** Client managers: a company applying for the first time this month, one with nothing, one quiet for months. */
  fresh: { cmpyCd: '', token: '' },
  empty: { cmpyCd: '', token: '' },
  quiet: { cmpyCd: '', token: '' },
  confirmed: { cmpyCd: '', token: '' },
  /** Vendors: one delivering this month, one whose last delivery was months ago, one with nothing. */
  vendorNow: '',
  vendorQuiet: '',
  vendorNone: '',
};

async function order(cmpyCd: string, vendorSn: number, at: Date) {
  const db = t.database.db;
  const product = await createProduct(db, { vendorSn });
  const user = await createUser(db, AUTH_CD.clientEmployee, { cmpyCd });
  const ev = await createEvent(db, {
    cmpyCd,
    products: [{ prodSn: product.prodSn, stockQty: 5 }],
    recipients: [user.unqUserId],
  });
  const [o] = await db
    .insert(giftOrder)
    .values({
      cmpyCd,
      eventSn: ev.eventSn,
      unqUserId: user.unqUserId,
      prodSn: product.prodSn,
      unitPrice: 20_000,
      quantity: 1,
      ordStatCd: '01',
      appliedAt: at,
    })
    .returning();
  const [esti] = await db
    .insert(estimate)
    .values({ ordSn: o!.ordSn, cmpyCd, eventSn: ev.eventSn, totalPrice: 20_000 })
    .returning();
  await db.insert(estimateItem).values({
    estiSn: esti!.estiSn,
    prodSn: product.prodSn,
    quantity: 1,
    unitPrice: 20_000,
    vendorSn,
    supplyPrice: 14_000,
    shipFee: 0,
    deliStatCd: '04',
    deliveredAt: at,
  });
}

const manager = async (cmpyCd: string) =>
  loginAs(t.app, (await createUser(t.database.db, AUTH_CD.clientManager, { cmpyCd })).userId);

beforeAll(async () => {
  const db = t.database.db;
  const vendors = [];
  for (const vendorNm of ['이번달공급사', '지난공급사', '빈공급사'])
    vendors.push((await db.insert(vendor).values({ vendorNm }).returning())[0]!.vendorSn);
  const [vNow, vQuiet, vNone] = vendors as [number, number, number];
  for (const key of ['fresh', 'empty', 'quiet', 'confirmed'] as const) {
    fx[key].cmpyCd = (await createCompany(db)).cmpyCd;
    fx[key].token = await manager(fx[key].cmpyCd);
  }
  await order(fx.fresh.cmpyCd, vNow, new Date());
  await order(fx.quiet.cmpyCd, vQuiet, dayIn(addMonths(THIS, -3)));
  await order(fx.confirmed.cmpyCd, vQuiet, dayIn(addMonths(THIS, -4)));
  fx.admin = await loginAs(t.app, (await createUser(db, AUTH_CD.operatorAdmin)).userId);
  const confirm = await post(
    t.app,
    CLIENT_BILL_PATH.confirm,
    { cmpyCd: fx.confirmed.cmpyCd, yyyymm: addMonths(THIS, -4) },
    fx.admin,
  );
  expect(confirm.statusCode, confirm.body.resultStatus.messageText).toBe(200);
  fx.vendorNow = await loginAs(t.app, (await createUser(db, AUTH_CD.vendor, { vendorSn: vNow })).userId);
  fx.vendorQuiet = await loginAs(t.app, (await createUser(db, AUTH_CD.vendor, { vendorSn: vQuiet })).userId);
  fx.vendorNone = await loginAs(t.app, (await createUser(db, AUTH_CD.vendor, { vendorSn: vNone })).userId);
});

const bills = async (token: string, body: Record<string, unknown> = {}) => {
  const res = await post(t.app, CLIENT_BILL_PATH.list, body, token);
  expect(res.statusCode, res.body.resultStatus.messageText).toBe(200);
  const r = res.body.resultData as ClientBillListReply;
  return { range: [r.yyyymmStart, r.yyyymmEnd], rows: r.list.map((b) => [b.yyyymm, b.stat]) };
};

const statements = async (token: string, body: Record<string, unknown> = {}) => {
  const res = await post(t.app, VENDOR_STL_PATH.list, body, token);
  expect(res.statusCode, res.body.resultStatus.messageText).toBe(200);
  const r = res.body.resultData as VendorStlListReply;
  return { range: [r.fromYm, r.toYm], rows: r.list.map((s) => [s.yyyymm, s.stat]) };
};

describe('the client bill list without months', () => {
  it("opens a new company's manager on this month's draft", async () => {
    expect(await bills(fx.fresh.token)).toEqual({ range: [LAST, THIS], rows: [[THIS, 'DRAFT']] });
  });

  it('opens a quiet company on its latest draft month, and one with a confirmed month last on that bill', async () => {
    const quiet = addMonths(THIS, -3);
    expect(await bills(fx.quiet.token)).toEqual({
      range: [addMonths(quiet, -1), quiet],
      rows: [[quiet, 'DRAFT']],
    });
    const confirmed = addMonths(THIS, -4);
    expect(await bills(fx.confirmed.token)).toEqual({
      range: [addMonths(confirmed, -1), confirmed],
      rows: [[confirmed, 'CONFIRMED']],
    });
  });

  it('shows last month and this one, empty, to a company with nothing yet', async () => {
    expect(await bills(fx.empty.token)).toEqual({ range: [LAST, THIS], rows: [] });
  });

  it("opens operators on every company's latest month, or the chosen company's", async () => {
    expect((await bills(fx.admin)).range).toEqual([LAST, THIS]);
    const quiet = addMonths(THIS, -3);
    expect((await bills(fx.admin, { cmpyCd: fx.quiet.cmpyCd })).range).toEqual([addMonths(quiet, -1), quiet]);
  });

  it('keeps the months asked for (one end alone is that month), and downloads the same rows', async () => {
    const quiet = addMonths(THIS, -3);
    expect(await bills(fx.quiet.token, { yyyymmStart: LAST, yyyymmEnd: THIS })).toEqual({
      range: [LAST, THIS],
      rows: [],
    });
    expect(await bills(fx.quiet.token, { yyyymmEnd: quiet })).toEqual({
      range: [quiet, quiet],
      rows: [[quiet, 'DRAFT']],
    });
    const excel = await post(t.app, CLIENT_BILL_PATH.excel, { requestType: 'EXPORT' }, fx.fresh.token);
    expect(excel.statusCode).toBe(200);
    expect((await readWorkbook(excel.raw)).worksheets[0]!.rowCount).toBe(2);
  });
});

describe('the vendor statement list without months', () => {
  it("opens a vendor on this month's draft, or on its last month with deliveries", async () => {
    expect(await statements(fx.vendorNow)).toEqual({ range: [LAST, THIS], rows: [[THIS, 'DRAFT']] });
    const last = addMonths(THIS, -3);
    // Its deliveries were three and four months ago: both months are in the range.
    expect(await statements(fx.vendorQuiet)).toEqual({
      range: [addMonths(last, -1), last],
      rows: [
        [last, 'DRAFT'],
        [addMonths(last, -1), 'DRAFT'],
      ],
    });
    expect(await statements(fx.vendorNone)).toEqual({ range: [LAST, THIS], rows: [] });
  });

  it('opens operators on the latest month of any vendor, and keeps the months asked for', async () => {
    expect((await statements(fx.admin)).range).toEqual([LAST, THIS]);
    expect((await statements(fx.admin, { fromYm: LAST })).range).toEqual([LAST, LAST]);
    const excel = await post(t.app, VENDOR_STL_PATH.excel, { requestType: 'EXPORT' }, fx.vendorNow);
    expect(excel.statusCode).toBe(200);
  });
});
