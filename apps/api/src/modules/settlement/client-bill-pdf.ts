import {
  CLIENT_BILL_STAT_LABEL,
  CLIENT_LINE_KIND_LABEL,
  type ClientBillEvent,
  formatNumber,
  formatWon,
  formatYmd,
  formatYmdHms,
  TAX_INVOICE_KIND_LABEL,
  TAX_INVOICE_STAT_LABEL,
  type TaxInvoiceRow,
  yyyymmText,
} from '@pcs/domain';
import {
  corporateNumberText,
  createPdf,
  PDF_COLOR,
  PDF_MARGIN,
  type PdfColumn,
  type PdfDoc,
  table,
} from '../../lib/pdf/pdf-document';
import { ymdKst } from '../../lib/time';
import type { ClientBillView, ViewLine } from './client-bill-view';

const num = (n: number) => formatNumber(n);

/** 국세청 승인번호 as printed: 20260930-41000000-41502747. */
const confirmNumText = (n: string | null) =>
  n && n.length === 24 ? `${n.slice(0, 8)}-${n.slice(8, 16)}-${n.slice(16)}` : (n ?? '-');

/** Room left on the page; a new page when a block of `h` points does not fit. */
function ensureRoom(doc: PdfDoc, y: number, h: number): number {
  if (y + h <= doc.page.height - PDF_MARGIN) return y;
  doc.addPage();
  return PDF_MARGIN;
}

function sectionTitle(doc: PdfDoc, text: string, y: number): number {
  const top = ensureRoom(doc, y, 60);
  doc.fillColor(PDF_COLOR.ink).font('bold').fontSize(13).text(text, PDF_MARGIN, top);
  return doc.y + 6;
}

/** Label/value pairs in two columns of a box. */
function keyValueBox(
  doc: PdfDoc,
  rows: readonly (readonly [string, string])[],
  x: number,
  y: number,
  w: number,
  labelW = 84,
): number {
  const h = rows.length * 16 + 16;
  doc.rect(x, y, w, h).strokeColor(PDF_COLOR.line).lineWidth(0.8).stroke();
  let yy = y + 9;
  for (const [k, v] of rows) {
    doc
      .fillColor(PDF_COLOR.muted)
      .font('regular')
      .fontSize(9)
      .text(k, x + 10, yy, { width: labelW, lineBreak: false });
    doc
      .fillColor(PDF_COLOR.ink)
      .font('regular')
      .fontSize(9)
      .text(v, x + 10 + labelW, yy, { width: w - labelW - 20, lineBreak: false, ellipsis: true });
    yy += 16;
  }
  return y + h;
}

/**
 * The monthly bill of a client company as a document (decision 037): the company's business details, the month and
 * its state, totals with supply and VAT, what recipients paid shown apart, per-event subtotals, the adjustments of
 * earlier bills, the tax invoices and every line.
 */
export async function renderClientBillPdf(v: ClientBillView, now: Date): Promise<Buffer> {
  const title = `${yyyymmText(v.yyyymm)} 청구서`;
  const pdf = createPdf({ Title: `${title} ${v.company.cmpyNm}`, Subject: v.company.cmpyNm });
  const { doc, width } = pdf;

  doc.rect(0, 0, doc.page.width, 8).fill(PDF_COLOR.accent);
  doc
    .fillColor(PDF_COLOR.ink)
    .font('bold')
    .fontSize(22)
    .text(title, PDF_MARGIN, PDF_MARGIN - 16);
  doc
    .font('regular')
    .fontSize(10)
    .fillColor(PDF_COLOR.muted)
    .text(
      `상태 ${CLIENT_BILL_STAT_LABEL[v.stat]} · 발행일 ${formatYmd(ymdKst(now))}${v.bill ? ` · 청구서 번호 ${v.bill.billSn}` : ' · 확정 전 (작성중)'}`,
      PDF_MARGIN,
      doc.y + 4,
    );
  let y = doc.y + 12;

  const c = v.company;
  const half = (width - 12) / 2;
  const left = keyValueBox(
    doc,
    [
      ['공급받는자', c.cmpyNm],
      ['사업자등록번호', corporateNumberText(c.corporateRegNo)],
      ['대표자', c.ceoNm ?? '-'],
      ['업태 / 종목', `${c.bizType ?? '-'} / ${c.bizItem ?? '-'}`],
      ['주소', c.bizAddr ?? '-'],
      ['계산서 이메일', c.taxEmail ?? '-'],
    ],
    PDF_MARGIN,
    y,
    half,
  );
  const t = v.totals;
  keyValueBox(
    doc,
    [
      ['청구 금액', formatWon(t.chargeAmt)],
      ['공급가액', formatWon(t.supplyAmt)],
      ['세액 (부가세)', formatWon(t.vatAmt)],
      ['그중 조정', formatWon(t.adjustmentAmt)],
      ['수령자 카드 결제', `${formatWon(t.recipientPaidAmt)} (별도, 청구 제외)`],
      ['내역', `${num(t.lineCnt)}건`],
    ],
    PDF_MARGIN + half + 12,
    y,
    half,
    96,
  );
  y = left + 18;

  // The figures behind the total, in the order the charge is computed.
  y = sectionTitle(doc, '합계', y);
  const sums: [string, string][] = [
    ['상품 금액 (이벤트 가격 × 수량)', formatWon(t.goodsAmt)],
    ['포장·카드', formatWon(t.extrasAmt)],
    ['배송비', formatWon(t.shipAmt)],
    ['수령자 카드 결제 차감', formatWon(t.recipientPaidAmt === 0 ? 0 : -t.recipientPaidAmt)],
    ['청구 금액 (부가세 포함)', formatWon(t.chargeAmt)],
  ];
  for (const [k, val] of sums) {
    y = ensureRoom(doc, y, 18);
    const last = k.startsWith('청구');
    doc
      .font(last ? 'bold' : 'regular')
      .fontSize(10)
      .fillColor(last ? PDF_COLOR.ink : PDF_COLOR.muted)
      .text(k, PDF_MARGIN, y, { width: 220 });
    doc
      .font('bold')
      .fillColor(PDF_COLOR.ink)
      .text(val, PDF_MARGIN + 220, y, { width: 140, align: 'right' });
    y += 17;
  }
  doc
    .font('regular')
    .fontSize(8.5)
    .fillColor(PDF_COLOR.muted)
    .text(
      '수령자가 예산을 넘어 카드로 결제한 금액은 수령자에게 청구된 금액이므로 회사 청구 금액에서 제외합니다. ' +
        '확정된 달은 바뀌지 않으며, 이후의 취소·반품은 다음 달 청구서에 조정으로 반영됩니다.',
      PDF_MARGIN,
      y + 4,
      { width },
    );
  y = doc.y + 16;

  y = sectionTitle(doc, '이벤트별 소계', y);
  const eventCols: PdfColumn<ClientBillEvent>[] = [
    { header: '이벤트', value: (e) => e.eventNm },
    { header: '건수', width: 34, align: 'right', value: (e) => num(e.lineCnt) },
    { header: '상품 금액', width: 70, align: 'right', value: (e) => num(e.goodsAmt) },
    { header: '포장·카드', width: 56, align: 'right', value: (e) => num(e.extrasAmt) },
    { header: '배송비', width: 56, align: 'right', value: (e) => num(e.shipAmt) },
    { header: '수령자 결제', width: 66, align: 'right', value: (e) => num(e.recipientPaidAmt) },
    { header: '청구 금액', width: 76, align: 'right', value: (e) => num(e.chargeAmt) },
  ];
  y = table(doc, eventCols, v.events, y).y + 6;
  if (v.events.length === 0) {
    doc
      .font('regular')
      .fontSize(10)
      .fillColor(PDF_COLOR.muted)
      .text('청구할 이벤트가 없습니다.', PDF_MARGIN, y);
    y = doc.y;
  }
  y += 12;

  const adjustments = v.lines.filter((l) => l.adjustmentYn === 'Y');
  y = sectionTitle(doc, '조정 (이전 청구서의 취소·반품)', y);
  if (adjustments.length === 0) {
    doc.font('regular').fontSize(10).fillColor(PDF_COLOR.muted).text('조정 내역이 없습니다.', PDF_MARGIN, y);
    y = doc.y + 18;
  } else {
    const adjCols: PdfColumn<ViewLine>[] = [
      { header: '원 청구월', width: 70, value: (l) => (l.adjustsYyyymm ? yyyymmText(l.adjustsYyyymm) : '-') },
      { header: '구분', width: 40, value: (l) => CLIENT_LINE_KIND_LABEL[l.lineKind] },
      { header: '주문번호', width: 60, align: 'right', value: (l) => String(l.ordSn) },
      { header: '상품', value: (l) => l.prodNm },
      { header: '청구 금액', width: 80, align: 'right', value: (l) => num(l.chargeAmt) },
    ];
    y = table(doc, adjCols, adjustments, y).y + 18;
  }

  if (v.invoices.length > 0) {
    y = sectionTitle(doc, '세금계산서', y);
    const invCols: PdfColumn<TaxInvoiceRow>[] = [
      { header: '종류', width: 84, value: (i) => TAX_INVOICE_KIND_LABEL[i.kind] },
      { header: '승인번호', value: (i) => confirmNumText(i.ntsConfirmNum) },
      { header: '작성일', width: 64, value: (i) => formatYmd(i.writeDt) },
      { header: '상태', width: 54, value: (i) => TAX_INVOICE_STAT_LABEL[i.stat] },
      { header: '합계', width: 90, align: 'right', value: (i) => formatWon(i.totalAmt) },
    ];
    y = table(doc, invCols, v.invoices, y).y + 18;
  }

  y = sectionTitle(doc, `내역 (${num(v.lines.length)}건)`, y);
  const lineCols: PdfColumn<ViewLine>[] = [
    { header: '일자', width: 60, value: (l) => formatYmdHms(l.factAt).slice(0, 10) },
    {
      header: '구분',
      width: 38,
      value: (l) => `${CLIENT_LINE_KIND_LABEL[l.lineKind]}${l.adjustmentYn === 'Y' ? '\n조정' : ''}`,
    },
    { header: '주문', width: 36, align: 'right', value: (l) => String(l.ordSn) },
    {
      header: '상품',

      value: (l) => `${l.prodNm}${l.quantity > 1 ? ` ×${l.quantity}` : ''}`,
    },
    { header: '상품 금액', width: 62, align: 'right', value: (l) => num(l.goodsAmt) },
    { header: '포장·카드', width: 48, align: 'right', value: (l) => num(l.extrasAmt) },
    { header: '배송비', width: 42, align: 'right', value: (l) => num(l.shipAmt) },
    { header: '수령자', width: 46, align: 'right', value: (l) => num(l.recipientPaidAmt) },
    { header: '청구 금액', width: 62, align: 'right', value: (l) => num(l.chargeAmt) },
  ];
  if (v.lines.length === 0)
    doc
      .font('regular')
      .fontSize(10)
      .fillColor(PDF_COLOR.muted)
      .text('청구할 내역이 없습니다.', PDF_MARGIN, y);
  else table(doc, lineCols, v.lines, y);
  doc.end();
  return pdf.done;
}
