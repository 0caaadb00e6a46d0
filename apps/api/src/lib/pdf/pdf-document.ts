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
  width: number;
  align?: 'left' | 'right';
  value: (row: R) => string;
};

const CELL_PAD_X = 4;
/** Text starts 6 pt below a row's top and ends at least 4 pt above its line. */
const CELL_PAD_TOP = 6;
const CELL_PAD_BOTTOM = 4;
const TABLE_FONT_SIZE = 10;
const MIN_ROW_HEIGHT = 22;

/**
 * The height a row needs: its tallest cell as wrapped in its column, plus the padding above and below. Long product
 * names and addresses wrap onto several lines, and a fixed height let them run over the next row.
 */
export function tableRowHeight<R>(doc: PdfDoc, columns: readonly PdfColumn<R>[], row: R): number {
  doc.font('regular').fontSize(TABLE_FONT_SIZE);
  const tallest = Math.max(
    0,
    ...columns.map((c) =>
      doc.heightOfString(c.value(row) || ' ', { width: c.width - CELL_PAD_X * 2, align: c.align ?? 'left' }),
    ),
  );
  return Math.max(MIN_ROW_HEIGHT, Math.ceil(tallest) + CELL_PAD_TOP + CELL_PAD_BOTTOM);
}

/** Where each row of a table was drawn (top and height), for the caller and the tests. */
export type TableLayout = { y: number; rows: { page: number; top: number; height: number }[] };

/**
 * A table with a header row, a line under each row and page breaks that repeat the header. Each row is as tall as
 * its most wrapped cell. Returns the y after it and where each row went.
 */
export function table<R>(
  doc: PdfDoc,
  columns: readonly PdfColumn<R>[],
  rows: readonly R[],
  y0?: number,
): TableLayout {
  const x0 = PDF_MARGIN;
  let y = y0 ?? doc.y;
  let page = 0;
  const totalWidth = columns.reduce((s, c) => s + c.width, 0);
  const bottom = () => doc.page.height - PDF_MARGIN;
  const layout: TableLayout['rows'] = [];
  const drawHeader = () => {
    doc.rect(x0, y, totalWidth, MIN_ROW_HEIGHT).fill(PDF_COLOR.soft);
    let x = x0;
    doc.fillColor(PDF_COLOR.ink).font('bold').fontSize(TABLE_FONT_SIZE);
    for (const c of columns) {
      doc.text(c.header, x + CELL_PAD_X, y + CELL_PAD_TOP, {
        width: c.width - CELL_PAD_X * 2,
        align: c.align ?? 'left',
        lineBreak: false,
      });
      x += c.width;
    }
    y += MIN_ROW_HEIGHT;
  };
  drawHeader();
  for (const row of rows) {
    // A row taller than a page is cut at the page's end rather than looping over new pages.
    const rowH = Math.min(tableRowHeight(doc, columns, row), bottom() - PDF_MARGIN - MIN_ROW_HEIGHT);
    if (y + rowH > bottom()) {
      doc.addPage();
      page += 1;
      y = PDF_MARGIN;
      drawHeader();
    }
    let x = x0;
    doc.fillColor(PDF_COLOR.ink).font('regular').fontSize(TABLE_FONT_SIZE);
    for (const c of columns) {
      doc.text(c.value(row), x + CELL_PAD_X, y + CELL_PAD_TOP, {
        width: c.width - CELL_PAD_X * 2,
        height: rowH - CELL_PAD_TOP,
        align: c.align ?? 'left',
        ellipsis: true,
      });
      x += c.width;
    }
    layout.push({ page, top: y, height: rowH });
    y += rowH;
    doc.moveTo(x0, y).lineTo(x, y).strokeColor(PDF_COLOR.line).lineWidth(0.5).stroke();
  }
  return { y, rows: layout };
}

/**
 * A 사업자등록번호 on a document: stored as 10 digits and shown 3-2-5 by the domain formatter; a missing value (or
 * one of another length) prints '-' so the party box never shows a blank or a raw value.
 */
export const corporateNumberText = (n: string | null): string =>
  n && n.length === CORPORATE_NUMBER_DIGITS ? formatCorporateNumber(n) : '-';
