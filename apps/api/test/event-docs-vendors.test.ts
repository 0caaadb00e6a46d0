import { AUTH_CD, EXCEL_NUM_FMT, type PurchaseOrderLine } from '@pcs/domain';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { messageOutbox, vendor } from '../src/db/schema/index';
import type { AuthUser } from '../src/http/auth-guard';
import { createPdf, type PdfColumn, table, tableRowHeight } from '../src/lib/pdf/pdf-document';
import { purchaseOrderLines, purchaseOrderXlsx } from '../src/modules/event-docs/event-docs';
import { issuedText } from '../src/modules/event-docs/event-docs-pdf';
import { eventVendors, sendVendorMails } from '../src/modules/event-docs/vendor-docs';
import { applyGiftAs } from './helpers/apply-gift';
import { createCompany, createEvent, createProduct, createUser } from './helpers/factories';
import { setupTestApp } from './helpers/test-app';

const t = setupTestApp();
const operator: AuthUser = {
  unqUserId: 'X',
  userId: 'x',
  userNm: 'x',
  authCd: '15',
  cmpyCd: null,
  vendorSn: null,
  tokenHash: '',
};
let eventSn = 0;

beforeAll(async () => {
  const db = t.database.db;
  const cmpy = await createCompany(db);
  // 가나상회 sorts first by name but nobody chose its product.
  const [idle] = await db
    .insert(vendor)
    .values({ vendorNm: '가나상회', managerEmail: 'idle@vendor.test' })
    .returning();
  const [busy] = await db
    .insert(vendor)
    .values({ vendorNm: '하늘식품', managerEmail: 'busy@vendor.test' })
    .returning();
  const chosen = await createProduct(db, { prodNm: '한우 세트', price: 55_000, vendorSn: busy!.vendorSn });
  const unchosen = await createProduct(db, { prodNm: '수건 세트', price: 20_000, vendorSn: idle!.vendorSn });
  const user = await createUser(db, AUTH_CD.clientEmployee, { cmpyCd: cmpy.cmpyCd });
  const ev = await createEvent(db, {
    cmpyCd: cmpy.cmpyCd,
    products: [
      { prodSn: chosen.prodSn, stockQty: 10 },
      { prodSn: unchosen.prodSn, stockQty: 10 },
    ],
    recipients: [user.unqUserId],
  });
  eventSn = ev.eventSn;
  await applyGiftAs(t.app, user.userId, {
    eventSn,
    prodSn: chosen.prodSn,
    quantity: 1,
    receiverNm: '김하나',
  });
});

describe("an event's vendors and their purchase-order mail", () => {
  it('lists vendors with lines first, so the picker opens on one with something to order', async () => {
    const vendors = await eventVendors(t.database.db, operator, eventSn);
    expect(vendors.map((v) => [v.vendorNm, v.lineCnt])).toEqual([
      ['하늘식품', 1],
      ['가나상회', 0],
    ]);
  });

  it('mails only the vendors with lines to ship', async () => {
    const reply = await sendVendorMails(
      { db: t.database.db, now: () => new Date(), config: { publicUrl: 'http://localhost' } },
      operator,
      { eventSn, requestKey: 'k1' },
    );
    expect(reply).toEqual({ queuedCnt: 1, vendorCnt: 1 });
    const idle = await t.database.db
      .select()
      .from(messageOutbox)
      .where(eq(messageOutbox.recipient, 'idle@vendor.test'));
    expect(idle).toHaveLength(0);
    const busy = await t.database.db
      .select()
      .from(messageOutbox)
      .where(eq(messageOutbox.recipient, 'busy@vendor.test'));
    expect(busy).toHaveLength(1);
  });
});

describe('purchase order xlsx', () => {
  it('writes quantities with a number format, not bare digits', async () => {
    const lines = await purchaseOrderLines(t.database.db, operator, eventSn, null);
    const chunks: Buffer[] = [];
    for await (const chunk of purchaseOrderXlsx(lines)) chunks.push(chunk as Buffer);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('발주서')!;
    const qty = (sheet.getRow(1).values as unknown[]).indexOf('수량');
    expect(sheet.getRow(2).getCell(qty).value).toBe(1);
    expect(sheet.getRow(2).getCell(qty).numFmt).toBe(EXCEL_NUM_FMT.count);
  });
});

describe('PDF tables', () => {
  const line = (addr: string): PurchaseOrderLine =>
    ({ prodNm: '한우 세트', addr, quantity: 1 }) as unknown as PurchaseOrderLine;
  const cols: PdfColumn<PurchaseOrderLine>[] = [
    { header: '상품', width: 110, value: (l) => l.prodNm },
    { header: '주소', width: 150, value: (l) => l.addr ?? '' },
  ];

  it('makes each row as tall as its most wrapped cell, so no text runs into the next row', () => {
    const { doc } = createPdf({ Title: 'test' });
    const long =
      '(48058) 부산광역시 해운대구 센텀중앙로 79 센텀사이언스파크 2001호 물류센터 3층 안내데스크 앞';
    const rows = [line(long), line('서울'), line(long)];
    const layout = table(doc, cols, rows, 100);
    doc.font('regular').fontSize(10);
    const needed = doc.heightOfString(long, { width: 150 - 8 });
    expect(needed).toBeGreaterThan(24);
    expect(layout.rows[0]!.height).toBeGreaterThanOrEqual(needed + 10);
    expect(layout.rows[0]!.height).toBe(tableRowHeight(doc, cols, rows[0]!));
    expect(layout.rows[1]!.height).toBe(22);
    for (let i = 1; i < layout.rows.length; i++)
      expect(layout.rows[i]!.top).toBe(layout.rows[i - 1]!.top + layout.rows[i - 1]!.height);
    expect(layout.y).toBe(layout.rows[2]!.top + layout.rows[2]!.height);
    doc.end();
  });

  it('prints the date of issue formatted', () => {
    expect(issuedText(new Date('2026-11-26T13:31:39Z'))).toBe('발행일 2026.11.26');
  });
});
