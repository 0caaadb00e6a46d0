import { formatWon, GOODS_MESSAGES, type GoodsDetailListReply } from '@pcs/domain';
import type Sharp from 'sharp';
import type { AppDeps } from '../../app-deps';
import { badRequest } from '../../http/errors';
import { isUndecodableImage } from '../../lib/image-kind';
import { lazyModule } from '../../lib/lazy-module';
import { createPdf, PDF_COLOR } from '../../lib/pdf/pdf-document';
import { findFile, findThumbnail } from '../files';

/** sharp is loaded on the first image (lib/lazy-module.ts). */
const sharp = lazyModule<typeof Sharp>('sharp');

/** An image as PNG bytes pdfkit can embed (it reads only jpeg and png), or null when it cannot be read. */
async function imageBytes(
  deps: Pick<AppDeps, 'db' | 'storage'>,
  fileId: string,
  width: number,
): Promise<Buffer | null> {
  const thumbId = await findThumbnail(deps.db, fileId, width);
  const file = (thumbId ? await findFile(deps.db, thumbId) : null) ?? (await findFile(deps.db, fileId));
  if (!file || file.ownerUnqUserId !== null || !file.contentType.startsWith('image/')) return null;
  const bytes = await deps.storage.read(file.storageKey);
  if (!bytes) return null;
  try {
    return await sharp()(bytes, { limitInputPixels: 50_000_000 })
      .resize(width, width, { fit: 'contain', background: '#ffffff' })
      .flatten({ background: '#ffffff' })
      .png()
      .toBuffer();
  } catch (error) {
    if (isUndecodableImage(error)) return null;
    throw error;
  }
}

/**
 * The gift catalogue PDF (spec §3 event gift PDF data): the company's CI on the cover band, then the
 * products grouped by top-level category, two per row, each with its image, brand, name and price, Korean text in
 * the embedded Pretendard font. Data that does not make a catalogue (no products) is spec §8's 데이터를 정상적으로
 * 받아오지 못했습니다.
 */
export async function renderCatalogPdf(
  deps: Pick<AppDeps, 'db' | 'storage'>,
  data: GoodsDetailListReply,
): Promise<Buffer> {
  if (data.eventProdList.length === 0) throw badRequest(GOODS_MESSAGES.pdfDataMissing);
  const { doc, width, done } = createPdf({ Title: '선물 카탈로그', Subject: '선물 카탈로그' }, 40);
  const margin = 40;
  const band = 110;
  doc.rect(0, 0, doc.page.width, band).fill(PDF_COLOR.accent);
  let titleX = margin;
  if (data.ciFileInfo) {
    const ci = await imageBytes(deps, data.ciFileInfo.fileId, 160);
    if (ci) {
      doc.roundedRect(margin, 20, 70, 70, 8).fill('#ffffff');
      doc.image(ci, margin + 5, 25, { fit: [60, 60], align: 'center', valign: 'center' });
      titleX = margin + 86;
    }
  }
  doc.fillColor('#ffffff').font('bold').fontSize(26).text('선물 카탈로그', titleX, 30);
  doc
    .font('regular')
    .fontSize(12)
    .text(
      data.ciFileInfo
        ? `${data.ciFileInfo.cmpyNm} · 상품 ${data.eventProdList.length}개`
        : `상품 ${data.eventProdList.length}개`,
      titleX,
      68,
    );

  const colW = (width - 20) / 2;
  const cardH = 150;
  const imgSide = 120;
  let y = band + 24;
  const groups = [
    ...data.categoryList.map((c) => ({
      name: c.categoryName,
      items: data.eventProdList.filter((p) => p.topCategoryCd === c.categoryCd),
    })),
    { name: '기타', items: data.eventProdList.filter((p) => !p.topCategoryCd) },
  ].filter((g) => g.items.length > 0);
  for (const group of groups) {
    if (y + 30 + cardH > doc.page.height - margin) {
      doc.addPage();
      y = margin;
    }
    doc.fillColor(PDF_COLOR.ink).font('bold').fontSize(16).text(group.name, margin, y);
    y += 28;
    for (let i = 0; i < group.items.length; i += 2) {
      if (y + cardH > doc.page.height - margin) {
        doc.addPage();
        y = margin;
      }
      for (const [k, p] of group.items.slice(i, i + 2).entries()) {
        const x = margin + k * (colW + 20);
        doc
          .roundedRect(x, y, colW, cardH - 10, 6)
          .lineWidth(0.5)
          .strokeColor(PDF_COLOR.line)
          .stroke();
        const img = await imageBytes(deps, p.mainImg, 480);
        if (img) doc.image(img, x + 10, y + 10, { fit: [imgSide, imgSide] });
        const tx = x + imgSide + 20;
        const tw = colW - imgSide - 30;
        doc
          .fillColor(PDF_COLOR.muted)
          .font('regular')
          .fontSize(9)
          .text(p.brandNm ?? '', tx, y + 16, { width: tw });
        doc
          .fillColor(PDF_COLOR.ink)
          .font('bold')
          .fontSize(11)
          .text(p.prodNm, tx, y + 32, { width: tw, height: 48 });
        doc
          .fillColor(PDF_COLOR.accent)
          .font('bold')
          .fontSize(13)
          .text(formatWon(p.price), tx, y + 96, { width: tw });
      }
      y += cardH;
    }
    y += 10;
  }
  doc.end();
  return done;
}
