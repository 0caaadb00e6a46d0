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
