import { AUTH_CD, invoiceLinesOf, splitVat } from '@pcs/domain';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { estimate, estimateItem, giftOrder, refund, vendor } from '../src/db/schema/index';
import type { AuthUser } from '../src/http/auth-guard';
import {
  invoiceStatement,
  purchaseOrderLines,
  purchaseOrderXlsx,
} from '../src/modules/event-docs/event-docs';
import { applyGiftAs } from './helpers/apply-gift';
import { createCompany, createEvent, createProduct, createUser } from './helpers/factories';
import { setupTestApp } from './helpers/test-app';

const t = setupTestApp();

const actor = (authCd: AuthUser['authCd'], extra: Partial<AuthUser> = {}): AuthUser => ({
  unqUserId: 'X',
  userId: 'x',
  userNm: 'x',
  authCd,
  cmpyCd: null,
  vendorSn: null,
  tokenHash: '',
  ...extra,
});

let fx: { cmpyCd: string; eventSn: number; vendorA: number; vendorB: number; otherCmpy: string };

beforeAll(async () => {
  const db = t.database.db;
  const cmpy = await createCompany(db, { cmpyNm: '한빛전자' });
  const other = await createCompany(db);
  const [a] = await db.insert(vendor).values({ vendorNm: '가온식품' }).returning();
  const [b] = await db.insert(vendor).values({ vendorNm: '나래리빙' }).returning();
  const p1 = await createProduct(db, { prodNm: '한우 세트', price: 55_000, vendorSn: a!.vendorSn });
  const p2 = await createProduct(db, { prodNm: '무선 청소기', price: 129_000, vendorSn: b!.vendorSn });
  const users = [];
  for (let i = 0; i < 3; i++)
    users.push(await createUser(db, AUTH_CD.clientEmployee, { cmpyCd: cmpy.cmpyCd }));
  const ev = await createEvent(db, {
    cmpyCd: cmpy.cmpyCd,
    products: [
      { prodSn: p1.prodSn, stockQty: 10 },
      { prodSn: p2.prodSn, stockQty: 10 },
    ],
    recipients: users.map((u) => u.unqUserId),
    overrides: { eventNm: '연말 선물' },
  });
  await applyGiftAs(t.app, users[0]!.userId, {
    eventSn: ev.eventSn,
    prodSn: p1.prodSn,
    quantity: 1,
    receiverNm: '김하나',
  });
  await applyGiftAs(t.app, users[1]!.userId, {
    eventSn: ev.eventSn,
    prodSn: p1.prodSn,
    quantity: 1,
    receiverNm: '이두리',
  });
  await applyGiftAs(t.app, users[2]!.userId, {
    eventSn: ev.eventSn,
    prodSn: p2.prodSn,
    quantity: 1,
    receiverNm: '박세나',
  });
  fx = {
    cmpyCd: cmpy.cmpyCd,
    eventSn: ev.eventSn,
    vendorA: a!.vendorSn,
    vendorB: b!.vendorSn,
    otherCmpy: other.cmpyCd,
  };
});

describe('invoice statement data', () => {
  it('splits VAT out of prices that include it, so supply + VAT is the total', () => {
    expect(splitVat(55_000)).toEqual({ supplyAmt: 50_000, vatAmt: 5_000 });
    expect(splitVat(129_000)).toEqual({ supplyAmt: 117_273, vatAmt: 11_727 });
    expect(invoiceLinesOf([]).totals).toEqual({
      quantity: 0,
      returnedQty: 0,
      extrasAmt: 0,
      recipientPaidAmt: 0,
      supplyAmt: 0,
      vatAmt: 0,
      totalAmt: 0,
    });
  });

  it('has a line per product with quantity, unit price, supply amount and VAT, and totals', async () => {
    const s = await invoiceStatement(t.database.db, actor('99999'), fx.eventSn);
    expect(s).toMatchObject({ eventNm: '연말 선물', cmpyNm: '한빛전자' });
    expect(
      s.lines.map(({ prodNm, quantity, unitPrice, supplyAmt, vatAmt }) => ({
        prodNm,
        quantity,
        unitPrice,
        supplyAmt,
        vatAmt,
      })),
    ).toEqual([
      { prodNm: '무선 청소기', quantity: 1, unitPrice: 129_000, supplyAmt: 117_273, vatAmt: 11_727 },
      { prodNm: '한우 세트', quantity: 2, unitPrice: 55_000, supplyAmt: 100_000, vatAmt: 10_000 },
    ]);
    expect(s.totals).toEqual({
      quantity: 3,
      returnedQty: 0,
      extrasAmt: 0,
      recipientPaidAmt: 0,
      supplyAmt: 217_273,
      vatAmt: 21_727,
      totalAmt: 239_000,
    });
  });

  it("bills the client its share only: recipients' card payments and completed returns come off", async () => {
    const db = t.database.db;
    const cmpy = await createCompany(db);
    const prod = await createProduct(db, { prodNm: '녹차 세트', price: 40_000 });
    const users = [];
    for (let i = 0; i < 3; i++)
      users.push(await createUser(db, AUTH_CD.clientEmployee, { cmpyCd: cmpy.cmpyCd }));
    const ev = await createEvent(db, {
      cmpyCd: cmpy.cmpyCd,
      products: [{ prodSn: prod.prodSn, stockQty: 10 }],
      recipients: users.map((u) => u.unqUserId),
    });
    const orders = [];
    for (const [i, u] of users.entries())
      orders.push(
        await applyGiftAs(t.app, u.userId, {
          eventSn: ev.eventSn,
          prodSn: prod.prodSn,
          receiverNm: `수령${i}`,
        }),
      );
    // The first paid 9,000 won above a 31,000 won budget by card; the second's gift came back and was refunded.
    await db.update(giftOrder).set({ payAmt: 9_000 }).where(eq(giftOrder.ordSn, orders[0]!.ordSn));
    const [est] = await db.select().from(estimate).where(eq(estimate.ordSn, orders[1]!.ordSn));
    const [item] = await db.select().from(estimateItem).where(eq(estimateItem.estiSn, est!.estiSn));
    await db.insert(refund).values({
      estiSn: est!.estiSn,
      estiItemSn: item!.estiItemSn,
      refundGbn: 'RETURN',
      refundStatCd: '06',
      reasonCd: '02',
    });
    const s = await invoiceStatement(db, actor('99999'), ev.eventSn);
    expect(s.lines).toEqual([
      {
        prodSn: prod.prodSn,
        prodNm: '녹차 세트',
        unitPrice: 40_000,
        quantity: 3,
        returnedQty: 1,
        extrasAmt: 0,
        recipientPaidAmt: 9_000,
        totalAmt: 71_000,
        ...splitVat(71_000),
      },
    ]);
    expect(s.totals).toMatchObject({
      quantity: 3,
      returnedQty: 1,
      recipientPaidAmt: 9_000,
      totalAmt: 71_000,
    });
  });

  it('is for operators and the own client manager only', async () => {
    const db = t.database.db;
    await expect(invoiceStatement(db, actor('25', { cmpyCd: fx.cmpyCd }), fx.eventSn)).resolves.toBeTruthy();
    await expect(
      invoiceStatement(db, actor('25', { cmpyCd: fx.otherCmpy }), fx.eventSn),
    ).rejects.toMatchObject({
      statusCode: 403,
    });
    for (const role of ['10', '20', '30', '05'] as const)
      await expect(
        invoiceStatement(db, actor(role, { cmpyCd: fx.cmpyCd }), fx.eventSn),
      ).rejects.toMatchObject({
        statusCode: 403,
      });
  });
});

describe('purchase orders per vendor', () => {
  it('lists what to ship to whom, per vendor; a vendor sees only its own lines', async () => {
    const db = t.database.db;
    const all = await purchaseOrderLines(db, actor('15'), fx.eventSn, null);
    expect(all.map((l) => [l.vendorNm, l.prodNm, l.receiverNm]).sort()).toEqual(
      [
        ['가온식품', '한우 세트', '김하나'],
        ['가온식품', '한우 세트', '이두리'],
        ['나래리빙', '무선 청소기', '박세나'],
      ].sort(),
    );
    const own = await purchaseOrderLines(db, actor('30', { vendorSn: fx.vendorB }), fx.eventSn, null);
    expect(own).toHaveLength(1);
    expect(own[0]).toMatchObject({
      prodNm: '무선 청소기',
      quantity: 1,
      addr: '부산광역시 해운대구 센텀중앙로 79',
    });
    await expect(
      purchaseOrderLines(db, actor('30', { vendorSn: fx.vendorB }), fx.eventSn, fx.vendorA),
    ).rejects.toMatchObject({ statusCode: 403 });
    await expect(
      purchaseOrderLines(db, actor('25', { cmpyCd: fx.cmpyCd }), fx.eventSn, null),
    ).rejects.toMatchObject({
      statusCode: 403,
    });
  });

  it('writes the purchase order as an xlsx with Korean headers', async () => {
    const lines = await purchaseOrderLines(t.database.db, actor('15'), fx.eventSn, fx.vendorA);
    const chunks: Buffer[] = [];
    for await (const chunk of purchaseOrderXlsx(lines)) chunks.push(chunk as Buffer);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('발주서')!;
    expect(sheet.getRow(1).values).toContain('받는 분');
    expect(sheet.rowCount).toBe(3);
    expect(sheet.getRow(2).values).toContain('한우 세트');
  });
});
