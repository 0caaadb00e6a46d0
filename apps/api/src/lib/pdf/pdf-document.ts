import { createRequire } from 'node:module';
import path from 'node:path';
import { CORPORATE_NUMBER_DIGITS, formatCorporateNumber } from '@pcs/domain';
import type PDFDocumentClass from 'pdfkit';
import { lazyModule } from '../lazy-module';

/**
 * Building block "Documents" (ARCHITECTURE): one pdfkit module for every PDF the product prints (the service
 * brochure, the gift catalogue, invoice statements, purchase orders): A4 pages with the self-hosted Pretendard font
 * embedded (Korean text as glyphs, subset by pdfkit), the brand colours, a header band and a simple table.
 */
const fontDir = path.join(
  path.dirname(createRequire(import.meta.url).resolve('pretendard/package.json')),
  'dist/public/static/alternative',
);
/** pdfkit is loaded on the first PDF (lib/lazy-module.ts). */
const pdfkit = lazyModule<typeof PDFDocumentClass>('pdfkit');

export const PDF_COLOR = {
  accent: '#fe5f40',
  ink: '#222222',
  muted: '#666666',
  line: '#e5e5e5',
  soft: '#fff4f1',
};
export const PDF_MARGIN = 56;

export type PdfDoc = PDFKit.PDFDocument;
export type Pdf = { doc: PdfDoc; width: number; done: Promise<Buffer> };

/** A new A4 document with the fonts 'regular' and 'bold' registered; `done` resolves with the bytes after end(). */
export function createPdf(info: { Title: string; Subject?: string }, margin = PDF_MARGIN): Pdf {
  const doc = new (pdfkit())({ size: 'A4', margin, info: { Author: 'PCS', ...info } });
  doc.registerFont('regular', path.join(fontDir, 'Pretendard-Regular.ttf'));
  doc.registerFont('bold', path.join(fontDir, 'Pretendard-Bold.ttf'));
  doc.font('regular');
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, width: doc.page.width - margin * 2, done };
}

/** The accent band across the top of a page with a title and a subtitle; returns the y below it. */
export function headerBand(doc: PdfDoc, title: string, subtitle: string, height = 180): number {
  doc.rect(0, 0, doc.page.width, height).fill(PDF_COLOR.accent);
  doc
    .fillColor('#ffffff')
    .font('bold')
    .fontSize(30)
    .text(title, PDF_MARGIN, height / 3);
  doc
    .font('regular')
    .fontSize(14)
    .text(subtitle, PDF_MARGIN, height / 3 + 48);
  return height + 30;
}

/** A section heading in the ink colour at the current position (or at y). */
export function heading(doc: PdfDoc, text: string, y?: number): void {
  doc.fillColor(PDF_COLOR.ink).font('bold').fontSize(18);
  if (y === undefined) doc.text(text);
  else doc.text(text, PDF_MARGIN, y);
}

/** A paragraph of muted body text over the full width. */
export function paragraph(doc: PdfDoc, text: string, width: number): void {
  doc.moveDown(0.4).font('regular').fontSize(11).fillColor(PDF_COLOR.muted).text(text, { width, lineGap: 4 });
}

export type PdfColumn<R> = {
  header: string;
  /**
   * Width in pt. Omitted, the column takes what the others leave (the table's long-text column). A right-aligned
   * column (numbers, amounts) is widened to its widest value and header word, so a number never wraps or spills.
   */
  width?: number;
  align?: 'left' | 'right';
  value: (row: R) => string;
};

const CELL_PAD_X = 4;
/** Text starts 6 pt below a row's top and ends at least 4 pt above its line. */
const CELL_PAD_TOP = 6;
const CELL_PAD_BOTTOM = 4;
const TABLE_FONT_SIZE = 10;
const MIN_ROW_HEIGHT = 22;
/** The least a long-text column keeps: about six Korean characters. */
const MIN_FILL_WIDTH = 72;

/** How a layout measures text; the table passes pdfkit's own measures, so the layout is what gets drawn. */
export type TextMeasure = {
  /** Width of the text on one line. */
  widthOf(text: string, font: 'regular' | 'bold'): number;
  /** Height of the text wrapped to the width. */
  heightOf(text: string, width: number, font: 'regular' | 'bold'): number;
};

/** Where the table may go: its left edge, its width, where it starts, and each page's top and bottom. */
export type TableFrame = { x: number; width: number; y: number; pageTop: number; pageBottom: number };

export type CellBox = { page: number; x: number; y: number; width: number; height: number };

/** Where each row of a table goes (top and height), the columns' edges and where the table ends. */
export type TableLayout = {
  y: number;
  columns: { x: number; width: number }[];
  headerHeight: number;
  /** The header drawn on each page the table uses, at the top of its part. */
  headers: { page: number; top: number }[];
  rows: { page: number; top: number; height: number }[];
};

export function pdfkitMeasure(doc: PdfDoc): TextMeasure {
  return {
    widthOf: (text, font) => doc.font(font).fontSize(TABLE_FONT_SIZE).widthOfString(text),
    heightOf: (text, width, font) =>
      doc
        .font(font)
        .fontSize(TABLE_FONT_SIZE)
        .heightOfString(text || ' ', { width }),
  };
}

/**
 * The columns' widths: fixed ones as given, right-aligned ones at least as wide as their widest value and header
 * word, and the rest shared by the columns without a width. Every cell then holds its text inside its own box.
 */
function columnWidths<R>(
  m: TextMeasure,
  columns: readonly PdfColumn<R>[],
  rows: readonly R[],
  total: number,
): number[] {
  const fixed = columns.map((c) => {
    if (c.width === undefined) return undefined;
    if (c.align !== 'right') return c.width;
    const words = c.header.split(/\s+/).map((w) => m.widthOf(w, 'bold'));
    const values = rows.flatMap((r) =>
      c
        .value(r)
        .split('\n')
        .map((v) => m.widthOf(v, 'regular')),
    );
    return Math.max(c.width, Math.ceil(Math.max(0, ...words, ...values)) + CELL_PAD_X * 2);
  });
  const fills = fixed.filter((w) => w === undefined).length;
  const left = total - fixed.reduce<number>((a, w) => a + (w ?? 0), 0);
  const fillWidth = fills > 0 ? Math.max(MIN_FILL_WIDTH, Math.floor(left / fills)) : 0;
  return fixed.map((w) => w ?? fillWidth);
}

/**
 * The layout of a table, as a pure computation: each row as tall as its most wrapped cell (the header too), and a
 * row that does not fit under the last one starts a new page under a repeated header. A row taller than a whole
 * page is cut there (its text ends with an ellipsis) rather than looping over new pages.
 */
export function layoutTable<R>(
  m: TextMeasure,
  columns: readonly PdfColumn<R>[],
  rows: readonly R[],
  frame: TableFrame,
): TableLayout {
  const widths = columnWidths(m, columns, rows, frame.width);
  const cols: TableLayout['columns'] = [];
  let x = frame.x;
  for (const w of widths) {
    cols.push({ x, width: w });
    x += w;
  }
  const fit = (texts: string[], font: 'regular' | 'bold') =>
    Math.max(
      MIN_ROW_HEIGHT,
      Math.ceil(Math.max(0, ...texts.map((t, i) => m.heightOf(t, widths[i]! - CELL_PAD_X * 2, font)))) +
        CELL_PAD_TOP +
        CELL_PAD_BOTTOM,
    );
  const headerHeight = fit(
    columns.map((c) => c.header),
    'bold',
  );
  const maxRow = frame.pageBottom - frame.pageTop - headerHeight;
  const heights = rows.map((row) =>
    Math.min(
      fit(
        columns.map((c) => c.value(row)),
        'regular',
      ),
      maxRow,
    ),
  );
  // A header left alone at a page's foot moves to the next page with its first row.
  let page = frame.y + headerHeight + (heights[0] ?? 0) > frame.pageBottom ? 1 : 0;
  let y = page === 0 ? frame.y : frame.pageTop;
  const headers: TableLayout['headers'] = [{ page, top: y }];
  y += headerHeight;
  const out: TableLayout['rows'] = [];
  for (const height of heights) {
    if (y + height > frame.pageBottom) {
      page += 1;
      headers.push({ page, top: frame.pageTop });
      y = frame.pageTop + headerHeight;
    }
    out.push({ page, top: y, height });
    y += height;
  }
  return { y, columns: cols, headerHeight, headers, rows: out };
}

/** The box of one cell of a laid-out table (row -1: the header on the row's page). */
export function cellBox(layout: TableLayout, row: number, col: number): CellBox {
  const c = layout.columns[col]!;
  const r = layout.rows[row]!;
  return { page: r.page, x: c.x, y: r.top, width: c.width, height: r.height };
}

/** The height a row needs: its tallest cell as wrapped in its column, plus the padding above and below. */
export function tableRowHeight<R>(doc: PdfDoc, columns: readonly PdfColumn<R>[], row: R): number {
  return layoutTable(pdfkitMeasure(doc), columns, [row], {
    x: PDF_MARGIN,
    width: doc.page.width - PDF_MARGIN * 2,
    y: 0,
    pageTop: 0,
    pageBottom: Number.POSITIVE_INFINITY,
  }).rows[0]!.height;
}

/**
 * A table drawn from its layout (layoutTable): a header row, a line under each row and page breaks that repeat the
 * header. Returns the layout, whose y is where the table ends on its last page.
 */
export function table<R>(
  doc: PdfDoc,
  columns: readonly PdfColumn<R>[],
  rows: readonly R[],
  y0?: number,
): TableLayout {
  const layout = layoutTable(pdfkitMeasure(doc), columns, rows, {
    x: PDF_MARGIN,
    width: doc.page.width - PDF_MARGIN * 2,
    y: y0 ?? doc.y,
    pageTop: PDF_MARGIN,
    pageBottom: doc.page.height - PDF_MARGIN,
  });
  const x0 = PDF_MARGIN;
  const last = layout.columns[layout.columns.length - 1];
  const x1 = last ? last.x + last.width : x0;
  const cellText = (text: string, col: number, top: number, height: number) => {
    const c = layout.columns[col]!;
    doc.text(text, c.x + CELL_PAD_X, top + CELL_PAD_TOP, {
      width: c.width - CELL_PAD_X * 2,
      height: height - CELL_PAD_TOP,
      align: columns[col]!.align ?? 'left',
      ellipsis: true,
    });
  };
  const drawHeader = (top: number) => {
    doc.rect(x0, top, x1 - x0, layout.headerHeight).fill(PDF_COLOR.soft);
    doc.fillColor(PDF_COLOR.ink).font('bold').fontSize(TABLE_FONT_SIZE);
    columns.forEach((c, i) => {
      cellText(c.header, i, top, layout.headerHeight);
    });
  };
  const first = layout.headers[0]!;
  if (first.page > 0) doc.addPage();
  let page = first.page;
  drawHeader(first.top);
  layout.rows.forEach((r, i) => {
    if (r.page !== page) {
      doc.addPage();
      page = r.page;
      drawHeader(layout.headers.find((h) => h.page === page)!.top);
    }
    doc.fillColor(PDF_COLOR.ink).font('regular').fontSize(TABLE_FONT_SIZE);
    const row = rows[i]!;
    columns.forEach((c, j) => {
      cellText(c.value(row), j, r.top, r.height);
    });
    const bottom = r.top + r.height;
    doc.moveTo(x0, bottom).lineTo(x1, bottom).strokeColor(PDF_COLOR.line).lineWidth(0.5).stroke();
  });
  return layout;
}

/**
 * A 사업자등록번호 on a document: stored as 10 digits and shown 3-2-5 by the domain formatter; a missing value (or
 * one of another length) prints '-' so the party box never shows a blank or a raw value.
 */
export const corporateNumberText = (n: string | null): string =>
  n && n.length === CORPORATE_NUMBER_DIGITS ? formatCorporateNumber(n) : '-';
