import { type InvoiceStatement, invoiceLinesOf } from '@pcs/domain';
import { describe, expect, it } from 'vitest';
import {
  cellBox,
  createPdf,
  layoutTable,
  PDF_MARGIN,
  type PdfColumn,
  pdfkitMeasure,
} from '../src/lib/pdf/pdf-document';
import { type InvoiceParty, invoicePdf } from '../src/modules/event-docs/event-docs-pdf';
import { overlappingBoxes, pdfText, pdfTextBoxes } from './helpers/pdf-text';

const LONG_NAME =
  '프리미엄 한우 1++ 등심 채끝 안심 구이용 명절 선물 세트 (냉장, 아이스박스 포장, 보자기 포함) 1.2kg 3종 구성 특선';

function statement(count: number): InvoiceStatement {
  const rows = Array.from({ length: count }, (_, i) => ({
    prodSn: i + 1,
    prodNm: i % 2 === 0 ? `${LONG_NAME} ${i + 1}호` : `사과 ${i + 1}호`,
    unitPrice: 129_000 + i,
    quantity: 1_234,
    returnedQty: 12,
    extrasAmt: 4_000,
    recipientPaidAmt: 24_000,
  }));
  return { eventSn: 7, eventNm: '연말 감사 선물', cmpyCd: 'C1', cmpyNm: '한빛전자', ...invoiceLinesOf(rows) };
}

const party = (cmpyNm: string): InvoiceParty => ({
  cmpyNm,
  corporateRegNo: null,
  managerNm: null,
  telNo: null,
  email: null,
});

describe('invoice statement PDF with long product names', () => {
  it('prints every name in full within its cell: no text overlaps the amounts, rows go on over pages', async () => {
    const bytes = await invoicePdf(
      statement(30),
      { operator: party('PCS'), client: party('한빛전자') },
      new Date('2026-11-26T03:00:00Z'),
    );
    const boxes = await pdfTextBoxes(bytes);
    expect(overlappingBoxes(boxes).map(([a, b]) => `${a.str} / ${b.str}`)).toEqual([]);
    const { pages, text } = await pdfText(bytes);
    expect(pages).toBeGreaterThan(1);
    const flat = text.replace(/\s/g, '');
    expect(flat).toContain(`${LONG_NAME} 29호`.replace(/\s/g, ''));
    expect(flat).toContain('129,028');
  });
});

describe('table layout', () => {
  type Row = { name: string; amount: number; note: string };
  const cols: PdfColumn<Row>[] = [
    { header: '상품', value: (r) => r.name },
    { header: '금액', width: 20, align: 'right', value: (r) => r.amount.toLocaleString('ko-KR') },
    { header: '비고', width: 90, value: (r) => r.note },
  ];
  const rows: Row[] = Array.from({ length: 40 }, (_, i) => ({
    name: i % 3 === 0 ? LONG_NAME : '사과',
    amount: 1_234_567_890 + i,
    note: i % 4 === 0 ? '문 앞에 놓아 주세요. 경비실에 맡기지 마세요.' : '',
  }));

  it('keeps every cell inside its box and each row as tall as its most wrapped cell', () => {
    const { doc } = createPdf({ Title: 'test' });
    const m = pdfkitMeasure(doc);
    const frame = { x: PDF_MARGIN, width: 300, y: 500, pageTop: PDF_MARGIN, pageBottom: 780 };
    const layout = layoutTable(m, cols, rows, frame);
    const widths = layout.columns.map((c) => c.width);
    // The amount column grew to its widest value; the name column took the rest.
    expect(widths[1]!).toBeGreaterThanOrEqual(Math.ceil(m.widthOf('1,234,567,929', 'regular')) + 8);
    expect(widths.reduce((a, w) => a + w, 0)).toBeLessThanOrEqual(frame.width + 1);
    for (let c = 1; c < layout.columns.length; c++)
      expect(layout.columns[c]!.x).toBe(layout.columns[c - 1]!.x + layout.columns[c - 1]!.width);
    rows.forEach((row, r) => {
      cols.forEach((col, c) => {
        const box = cellBox(layout, r, c);
        const text = col.value(row);
        // Wrapped within the cell's width (less padding), it fits the row's height (less padding).
        expect(m.heightOf(text, box.width - 8, 'regular') + 10).toBeLessThanOrEqual(box.height + 0.01);
        if (col.align === 'right') expect(m.widthOf(text, 'regular')).toBeLessThanOrEqual(box.width - 8);
      });
      const r0 = layout.rows[r]!;
      expect(r0.top + r0.height).toBeLessThanOrEqual(frame.pageBottom);
      const prev = layout.rows[r - 1];
      // Rows never overlap: each starts where the last ended, or under the header of a new page.
      if (prev && prev.page === r0.page) expect(r0.top).toBe(prev.top + prev.height);
      if (prev && prev.page !== r0.page) {
        expect(r0.page).toBe(prev.page + 1);
        expect(r0.top).toBe(frame.pageTop + layout.headerHeight);
        expect(prev.top + prev.height + r0.height).toBeGreaterThan(frame.pageBottom);
      }
    });
    expect(layout.rows[layout.rows.length - 1]!.page).toBeGreaterThan(0);
    doc.end();
  });

  it('moves a header with no room for its first row under it to the next page', () => {
    const { doc } = createPdf({ Title: 'test' });
    const layout = layoutTable(pdfkitMeasure(doc), cols, rows.slice(0, 1), {
      x: PDF_MARGIN,
      width: 300,
      y: 760,
      pageTop: PDF_MARGIN,
      pageBottom: 780,
    });
    expect(layout.headers).toEqual([{ page: 1, top: PDF_MARGIN }]);
    expect(layout.rows[0]).toMatchObject({ page: 1, top: PDF_MARGIN + layout.headerHeight });
    doc.end();
  });
});
