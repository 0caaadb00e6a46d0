import {
  formatNumber,
  formatPhone,
  formatWon,
  formatYmd,
  giftExtrasText,
  INVOICE_RULE_TEXT,
  type InvoiceStatement,
  type PurchaseOrderLine,
} from '@pcs/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { operatorCompanyCd } from '../../db/operator-company';
import { queryRows } from '../../db/query-rows';
import {
  corporateNumberText,
  createPdf,
  heading,
  PDF_COLOR,
  PDF_MARGIN,
  type PdfColumn,
  type PdfDoc,
  table,
} from '../../lib/pdf/pdf-document';
import { ymdKst } from '../../lib/time';

export type InvoiceParty = {
  cmpyNm: string;
  corporateRegNo: string | null;
  managerNm: string | null;
  telNo: string | null;
  email: string | null;
};

const PARTY_COLUMNS = sql`cmpy_nm as "cmpyNm", corporate_reg_no as "corporateRegNo", manager_nm as "managerNm",
  coalesce(cmpy_main_tel_no, manager_tel_no) as "telNo", coalesce(cmpy_main_mail, manager_email) as email`;

/** The operator (공급자) and the client company (공급받는자) of an event's statement. */
async function parties(
  db: Executor,
  cmpyCd: string,
): Promise<{ operator: InvoiceParty; client: InvoiceParty }> {
  const client = (
    await queryRows<InvoiceParty>(db, sql`select ${PARTY_COLUMNS} from company where cmpy_cd = ${cmpyCd}`)
  )[0]!;
  // The operator company (type 01); a database without one still prints the service's name.
  const operator = (
    await queryRows<InvoiceParty>(
      db,
      sql`select ${PARTY_COLUMNS} from company where cmpy_cd = ${(await operatorCompanyCd(db)) ?? ''}`,
    )
  )[0] ?? { cmpyNm: 'PCS', corporateRegNo: null, managerNm: null, telNo: null, email: null };
  return { operator, client };
}

function partyBox(doc: PdfDoc, title: string, p: InvoiceParty, x: number, y: number, w: number): number {
  doc.rect(x, y, w, 96).strokeColor(PDF_COLOR.line).lineWidth(0.8).stroke();
  doc
    .fillColor(PDF_COLOR.accent)
    .font('bold')
    .fontSize(11)
    .text(title, x + 10, y + 8, { width: w - 20 });
  const rows = [
    ['상호', p.cmpyNm],
    ['사업자등록번호', corporateNumberText(p.corporateRegNo)],
    ['담당자', p.managerNm ?? '-'],
    ['연락처', p.telNo ? formatPhone(p.telNo) : '-'],
  ];
  let yy = y + 28;
  for (const [k, v] of rows) {
    doc
      .fillColor(PDF_COLOR.muted)
      .font('regular')
      .fontSize(9)
      .text(k!, x + 10, yy, { width: 80 });
    doc
      .fillColor(PDF_COLOR.ink)
      .fontSize(9)
      .text(v!, x + 92, yy, { width: w - 102, lineBreak: false, ellipsis: true });
    yy += 15;
  }
  return y + 96;
}

/** '발행일 2026.11.26' (Korean date of issue), as every document prints it. */
export const issuedText = (now: Date): string => `발행일 ${formatYmd(ymdKst(now))}`;

function titleBlock(doc: PdfDoc, title: string, eventNm: string, sub: string): number {
  doc.rect(0, 0, doc.page.width, 8).fill(PDF_COLOR.accent);
  doc
    .fillColor(PDF_COLOR.ink)
    .font('bold')
    .fontSize(22)
    .text(title, PDF_MARGIN, PDF_MARGIN - 16);
  doc
    .font('regular')
    .fontSize(11)
    .fillColor(PDF_COLOR.ink)
    .text(eventNm, PDF_MARGIN, doc.y + 4);
  doc
    .fontSize(9)
    .fillColor(PDF_COLOR.muted)
    .text(sub, PDF_MARGIN, doc.y + 2);
  return doc.y + 14;
}

/** 거래명세서 of an event: the two parties, a line per product and unit price, and totals. */
export async function renderInvoicePdf(db: Executor, s: InvoiceStatement, now: Date): Promise<Buffer> {
  return invoicePdf(s, await parties(db, s.cmpyCd), now);
}

/** The statement's drawing, apart from the database. */
export function invoicePdf(
  s: InvoiceStatement,
  { operator, client }: { operator: InvoiceParty; client: InvoiceParty },
  now: Date,
): Promise<Buffer> {
  const pdf = createPdf({ Title: `거래명세서 ${s.eventNm}`, Subject: s.eventNm });
  const { doc, width } = pdf;
  let y = titleBlock(doc, '거래명세서', s.eventNm, `${issuedText(now)} · 이벤트 번호 ${s.eventSn}`);
  const half = (width - 12) / 2;
  partyBox(doc, '공급자', operator, PDF_MARGIN, y, half);
  y = partyBox(doc, '공급받는자', client, PDF_MARGIN + half + 12, y, half) + 20;
  type Line = InvoiceStatement['lines'][number];
  const num = (n: number) => formatNumber(n);
  const cols: PdfColumn<Line>[] = [
    // The name takes what the amounts leave and wraps within its cell; amounts widen to their widest value.
    { header: '품목', value: (l) => l.prodNm },
    { header: '단가', width: 52, align: 'right', value: (l) => num(l.unitPrice) },
    { header: '수량', width: 32, align: 'right', value: (l) => num(l.quantity) },
    { header: '반품', width: 32, align: 'right', value: (l) => num(l.returnedQty) },
    { header: '포장·카드', width: 50, align: 'right', value: (l) => num(l.extrasAmt) },
    { header: '수령자 결제', width: 52, align: 'right', value: (l) => num(l.recipientPaidAmt) },
    { header: '공급가액', width: 60, align: 'right', value: (l) => num(l.supplyAmt) },
    { header: '세액', width: 52, align: 'right', value: (l) => num(l.vatAmt) },
    { header: '청구 금액', width: 64, align: 'right', value: (l) => num(l.totalAmt) },
  ];
  y = table(doc, cols, s.lines, y).y;
  if (s.lines.length === 0)
    doc
      .fillColor(PDF_COLOR.muted)
      .font('regular')
      .fontSize(10)
      .text('신청된 선물이 없습니다.', PDF_MARGIN, y + 8);
  y = Math.max(y, doc.y) + 8;
  doc
    .fillColor(PDF_COLOR.muted)
    .font('regular')
    .fontSize(9)
    .text(INVOICE_RULE_TEXT, PDF_MARGIN, y, { width });
  y = doc.y + 16;
  if (y + 130 > doc.page.height - PDF_MARGIN) {
    doc.addPage();
    y = PDF_MARGIN;
  }
  heading(doc, '합계', y);
  const totals = [
    ['총 수량', `${num(s.totals.quantity)}개`],
    ['반품 차감', `${num(s.totals.returnedQty)}개`],
    ['포장·카드', formatWon(s.totals.extrasAmt)],
    ['수령자 결제 차감', formatWon(s.totals.recipientPaidAmt)],
    ['공급가액', formatWon(s.totals.supplyAmt)],
    ['세액 (부가세)', formatWon(s.totals.vatAmt)],
    ['청구 금액', formatWon(s.totals.totalAmt)],
  ];
  let ty = doc.y + 6;
  for (const [k, v] of totals) {
    doc.font('regular').fontSize(11).fillColor(PDF_COLOR.muted).text(k!, PDF_MARGIN, ty, { width: 120 });
    doc
      .font('bold')
      .fillColor(PDF_COLOR.ink)
      .text(v!, PDF_MARGIN + 120, ty, { width: 200, align: 'right' });
    ty += 18;
  }
  doc.end();
  return pdf.done;
}

/** 발주서 of one vendor (or every vendor, for an operator) of an event: what to ship to whom. */
export async function renderPurchaseOrderPdf(
  ev: { eventNm: string; cmpyNm: string },
  vendorNm: string,
  lines: readonly PurchaseOrderLine[],
  now: Date,
): Promise<Buffer> {
  const pdf = createPdf({ Title: `발주서 ${ev.eventNm}`, Subject: `${ev.eventNm} ${vendorNm}` });
  const { doc } = pdf;
  const qty = lines.reduce((a, l) => a + l.quantity, 0);
  const y = titleBlock(
    doc,
    '발주서',
    ev.eventNm,
    `${ev.cmpyNm} · 공급사 ${vendorNm} · ${formatNumber(lines.length)}건 ${formatNumber(qty)}개 · ${issuedText(now)}`,
  );
  const cols: PdfColumn<PurchaseOrderLine>[] = [
    { header: '상품', width: 110, value: (l) => l.prodNm },
    { header: '옵션', width: 55, value: (l) => l.optNm ?? '' },
    { header: '수량', width: 32, align: 'right', value: (l) => formatNumber(l.quantity) },
    { header: '받는 분', width: 55, value: (l) => l.receiverNm },
    { header: '연락처', width: 78, value: (l) => (l.receiverTelNo ? formatPhone(l.receiverTelNo) : '') },
    // What the vendor packs with the gift: the packaging and the card with its message (decision 028).
    {
      header: '포장·카드',
      width: 80,
      value: (l) =>
        [giftExtrasText(l), l.cardYn === 'Y' && l.cardMsg ? `"${l.cardMsg}"` : ''].filter(Boolean).join('\n'),
    },
    {
      header: '주소',
      value: (l) => (l.addr ? `(${l.zipCd}) ${l.addr} ${l.addrDtl}` : '배송지 입력 필요'),
    },
  ];
  table(doc, cols, lines, y);
  doc.end();
  return pdf.done;
}
