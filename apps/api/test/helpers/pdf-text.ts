import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * The text a PDF really carries, page by page, read by PDF.js (the engine of Firefox's viewer). pdfkit writes an
 * embedded font's text as glyph ids, so searching the raw bytes for a Korean name would prove nothing; PDF.js maps
 * the glyphs back through the font's ToUnicode table, as a reader's copy and search do.
 */
export async function pdfText(bytes: Uint8Array): Promise<{ pages: number; text: string }> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), disableFontFace: true, useSystemFonts: false })
    .promise;
  let text = '';
  for (let i = 1; i <= pdf.numPages; i++) {
    const content = await (await pdf.getPage(i)).getTextContent();
    text += `${content.items.map((item) => ('str' in item ? item.str : '')).join('')}\n`;
  }
  const pages = pdf.numPages;
  await pdf.destroy();
  return { pages, text };
}

/** One run of text as PDF.js places it: page (from 1), left x, baseline y from the page's foot, width and height. */
export type PdfTextBox = { page: number; str: string; x: number; y: number; width: number; height: number };

/** Every non-blank run of text of a PDF with its box, to check that nothing printed runs into anything else. */
export async function pdfTextBoxes(bytes: Uint8Array): Promise<PdfTextBox[]> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), disableFontFace: true, useSystemFonts: false })
    .promise;
  const boxes: PdfTextBox[] = [];
  for (let i = 1; i <= pdf.numPages; i++) {
    const content = await (await pdf.getPage(i)).getTextContent();
    for (const item of content.items) {
      if (!('str' in item) || item.str.trim() === '') continue;
      const [, , , , x, y] = item.transform as number[];
      boxes.push({ page: i, str: item.str, x: x!, y: y!, width: item.width, height: item.height });
    }
  }
  await pdf.destroy();
  return boxes;
}

/** Pairs of text runs on the same page whose boxes overlap by more than a hair. */
export function overlappingBoxes(boxes: readonly PdfTextBox[]): [PdfTextBox, PdfTextBox][] {
  const out: [PdfTextBox, PdfTextBox][] = [];
  const hair = 0.5;
  for (let i = 0; i < boxes.length; i++)
    for (let j = i + 1; j < boxes.length; j++) {
      const a = boxes[i]!;
      const b = boxes[j]!;
      if (a.page !== b.page) continue;
      const dx = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
      const dy = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
      if (dx > hair && dy > hair) out.push([a, b]);
    }
  return out;
}
