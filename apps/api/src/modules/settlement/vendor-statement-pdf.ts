import {
  formatNumber,
  formatWon,
  formatYmd,
  VENDOR_LINE_KIND_LABEL,
  VENDOR_STATEMENT_TEXT,
  VENDOR_STL_STAT_LABEL,
  type VendorLineKind,
  type VendorStlDetail,
  type VendorStlLine,
  yyyymmText,
} from '@pcs/domain';
import {
  createPdf,
  heading,
  PDF_COLOR,
  PDF_MARGIN,
  type PdfColumn,
  type PdfDoc,
  table,
} from '../../lib/pdf/pdf-document';
import { ymdKst } from '../../lib/time';

/*
 * The vendor's monthly statement as a Korean A4 PDF (decision 037): who and which month, its state and history, the
 * totals with the payable's supply/VAT split, per-event subtotals, every line and the returns with their shipping.
 */

type Statement = Omit<VendorStlDetail, 'lines'> & { lines: VendorStlLine[] };

const num = (n: number) => formatNumber(n);
const at = (iso: string | null) => (iso ? formatYmd(ymdKst(new Date(iso))) : '-');
const kstDay = (iso: string) => formatYmd(ymdKst(new Date(iso))).slice(5);
const goods = (l: VendorStlLine) => `${l.prodNm}${l.optNm ? ` (${l.optNm})` : ''}`;

function ensureRoom(doc: PdfDoc, y: number, need: number): number {
  if (y + need <= doc.page.height - PDF_MARGIN) return y;
  doc.addPage();
  return PDF_MARGIN;
}

function keyValues(
  doc: PdfDoc,
  rows: readonly (readonly [string, string])[],
  x: number,
  y: number,
  w: number,
) {
  let yy = y;
  for (const [k, v] of rows) {
    doc.font('regular').fontSize(10).fillColor(PDF_COLOR.muted).text(k, x, yy, { width: 90 });
    doc
      .font('regular')
      .fillColor(PDF_COLOR.ink)
      .text(v, x + 90, yy, { width: w - 90, lineBreak: false, ellipsis: true });
    yy += 17;
  }
  return yy;
}

export async function renderVendorStatementPdf(s: Statement, now: Date): Promise<Buffer> {
  const title = `${VENDOR_STATEMENT_TEXT.title} ${s.vendorNm} ${yyyymmText(s.yyyymm)}`;
  const pdf = createPdf({ Title: title, Subject: title });
  const { doc, width } = pdf;

  doc.rect(0, 0, doc.page.width, 8).fill(PDF_COLOR.accent);
  doc
    .fillColor(PDF_COLOR.ink)
    .font('bold')
    .fontSize(22)
    .text(VENDOR_STATEMENT_TEXT.title, PDF_MARGIN, PDF_MARGIN - 16);
  doc
    .font('regular')
    .fontSize(12)
    .text(`${s.vendorNm} · ${yyyymmText(s.yyyymm)}`, PDF_MARGIN, doc.y + 4);
  doc
    .fontSize(9)
    .fillColor(PDF_COLOR.muted)
    .text(`발행일 ${formatYmd(ymdKst(now))}`, PDF_MARGIN, doc.y + 2);
  let y = doc.y + 14;

  // The month, its state and who moved it (left); the totals with the payable's split (right).
  const half = (width - 16) / 2;
  const boxH = 150;
  doc.rect(PDF_MARGIN, y, half, boxH).strokeColor(PDF_COLOR.line).lineWidth(0.8).stroke();
  doc
    .rect(PDF_MARGIN + half + 16, y, half, boxH)
    .strokeColor(PDF_COLOR.line)
    .lineWidth(0.8)
    .stroke();
  doc
    .font('bold')
    .fontSize(11)
    .fillColor(PDF_COLOR.accent)
    .text('정산 정보', PDF_MARGIN + 10, y + 8);
  const h = s.history;
  keyValues(
    doc,
    [
      ['공급사', s.vendorNm],
      ['정산월', yyyymmText(s.yyyymm)],
      ['상태', VENDOR_STL_STAT_LABEL[s.stat]],
      ['공급사 확인', h.confirmedAt ? `${at(h.confirmedAt)} ${h.confirmedByNm ?? ''}` : '-'],
      ['지급일', h.paidDt ? formatYmd(h.paidDt) : '-'],
      ['이체 메모', h.transferMemo ?? '-'],
    ],
    PDF_MARGIN + 10,
    y + 30,
    half - 20,
  );
  const rx = PDF_MARGIN + half + 26;
  doc
    .font('bold')
    .fontSize(11)
    .fillColor(PDF_COLOR.accent)
    .text('합계', rx, y + 8);
  const t = s.totals;
  const totals: [string, string][] = [
    ['공급가 (배송완료)', formatWon(t.supplyAmt)],
    ['배송비', formatWon(t.shipAmt)],
    ['반품 차감', formatWon(t.returnAmt)],
    ['반품 배송비', formatWon(t.returnShipAmt)],
    ['공급가액', formatWon(t.payableSupplyAmt)],
    ['부가세', formatWon(t.payableVatAmt)],
  ];
  let ty = y + 30;
  for (const [k, v] of totals) {
    doc.font('regular').fontSize(10).fillColor(PDF_COLOR.muted).text(k, rx, ty, { width: 100 });
    doc.fillColor(PDF_COLOR.ink).text(v, rx + 100, ty, { width: half - 120, align: 'right' });
    ty += 15;
  }
  doc
    .moveTo(rx, ty + 1)
    .lineTo(rx + half - 20, ty + 1)
    .strokeColor(PDF_COLOR.line)
    .stroke();
  doc
    .font('bold')
    .fontSize(11)
    .fillColor(PDF_COLOR.ink)
    .text('지급액 (VAT 포함)', rx, ty + 6, { width: 110 });
  doc.text(formatWon(t.payableAmt), rx + 100, ty + 6, { width: half - 120, align: 'right' });
  y += boxH + 22;

  heading(doc, '이벤트별 소계', y);
  doc.fontSize(9);
  type Ev = Statement['events'][number];
  const evCols: PdfColumn<Ev>[] = [
    { header: '이벤트', value: (e) => e.eventNm },
    { header: '고객사', width: 80, value: (e) => e.cmpyNm },
    { header: '건수', width: 34, align: 'right', value: (e) => num(e.lineCnt) },
    { header: '공급가', width: 64, align: 'right', value: (e) => num(e.supplyAmt) },
    { header: '배송비', width: 52, align: 'right', value: (e) => num(e.shipAmt) },
    { header: '반품', width: 62, align: 'right', value: (e) => num(e.returnAmt + e.returnShipAmt) },
    { header: '지급액', width: 72, align: 'right', value: (e) => num(e.payableAmt) },
  ];
  y = table(doc, evCols, s.events, doc.y + 6).y;
  if (s.events.length === 0)
    doc
      .font('regular')
      .fontSize(10)
      .fillColor(PDF_COLOR.muted)
      .text('정산할 내역이 없습니다.', PDF_MARGIN, y + 8);

  y = ensureRoom(doc, Math.max(y, doc.y) + 22, 80);
  heading(doc, `내역 (${num(s.lines.length)}건)`, y);
  const lineCols: PdfColumn<VendorStlLine>[] = [
    { header: '일자', width: 40, value: (l) => kstDay(l.factAt) },
    {
      header: '구분',
      width: 46,
      value: (l) =>
        `${VENDOR_LINE_KIND_LABEL[l.lineKind as VendorLineKind] ?? l.lineKind}${l.adjustmentYn === 'Y' ? '*' : ''}`,
    },
    { header: '주문번호', width: 50, value: (l) => String(l.ordSn) },
    { header: '상품 · 이벤트', value: (l) => `${goods(l)}\n${l.eventNm}` },
    { header: '수량', width: 30, align: 'right', value: (l) => num(l.quantity) },
    {
      header: '공급단가',
      width: 58,
      align: 'right',
      value: (l) => (l.unitSupplyPrice === null ? '없음' : num(l.unitSupplyPrice)),
    },
    { header: '공급가', width: 62, align: 'right', value: (l) => num(l.supplyAmt) },
    { header: '배송비', width: 50, align: 'right', value: (l) => num(l.shipAmt + l.returnShipAmt) },
    { header: '지급액', width: 62, align: 'right', value: (l) => num(l.payableAmt) },
  ];
  y = table(doc, lineCols, s.lines, doc.y + 6).y;
  y = ensureRoom(doc, y + 8, 30);
  doc
    .font('regular')
    .fontSize(8)
    .fillColor(PDF_COLOR.muted)
    .text(
      '* 이전 달의 늦게 반영된 내역 또는 이전 정산서에 포함된 배송의 반품입니다. 반품 행의 배송비는 배송비 환수와 반품 배송비(수령자 부담)의 합입니다.',
      PDF_MARGIN,
      y,
      { width },
    );

  if (s.returns.length > 0) {
    y = ensureRoom(doc, doc.y + 18, 80);
    heading(doc, `반품 (${num(s.returns.length)}건)`, y);
    const retCols: PdfColumn<VendorStlLine>[] = [
      { header: '완료일', width: 50, value: (l) => kstDay(l.factAt) },
      { header: '주문번호', width: 54, value: (l) => String(l.ordSn) },
      { header: '상품', value: (l) => goods(l) },
      { header: '수량', width: 34, align: 'right', value: (l) => num(l.quantity) },
      { header: '공급가 차감', width: 70, align: 'right', value: (l) => num(l.supplyAmt) },
      { header: '배송비 차감', width: 64, align: 'right', value: (l) => num(l.shipAmt) },
      { header: '반품 배송비', width: 64, align: 'right', value: (l) => num(l.returnShipAmt) },
    ];
    table(doc, retCols, s.returns, doc.y + 6);
  }
  doc.end();
  return pdf.done;
}
