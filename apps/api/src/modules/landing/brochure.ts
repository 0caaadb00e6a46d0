import type { AppDeps } from '../../app-deps';
import { createPdf, headerBand, heading, PDF_COLOR, PDF_MARGIN, paragraph } from '../../lib/pdf/pdf-document';
import { findFile, insertFile } from '../files';

/** The brochure's fixed file id: one document for every request, generated the first time it is asked for. */
export const BROCHURE_FILE_ID = '202400000000001';
const STORAGE_KEY = 'brochure/pcs-service-brochure.pdf';
const FILE_NAME = 'PCS_서비스소개서.pdf';

const ACCENT = PDF_COLOR.accent;
const INK = PDF_COLOR.ink;
const MUTED = PDF_COLOR.muted;

const STEPS = [
  ['이벤트 등록', '담당자가 대상자, 기간, 선물 테마를 정해 이벤트를 만듭니다.'],
  ['선물 링크 발송', '임직원에게 메신저 링크와 로그인 정보가 발송됩니다.'],
  ['선물 선택', '임직원이 직접 원하는 선물을 고르고 배송지를 입력합니다.'],
  ['배송 및 정산', '주문·배송 현황을 실시간으로 확인하고 한 번에 정산합니다.'],
] as const;

const BENEFITS = [
  '트렌드 기반 상품 제안: 시즌과 이벤트에 맞춘 큐레이션',
  '직접 고르는 선물: 받는 사람이 원하는 선물을 선택',
  '해외 배송 지원: 해외 근무 임직원에게도 전달',
  '정산 및 1:1 지원: 담당 매니저의 정산과 응대',
  '포장 및 메시지 카드: 회사의 마음을 담은 부가 서비스',
] as const;

/** Renders the service brochure (Korean text in Pretendard) as PDF bytes. */
export function renderBrochure(): Promise<Buffer> {
  const { doc, width, done } = createPdf({ Title: 'PCS 기업 선물 서비스 소개서', Subject: '서비스 소개' });

  headerBand(doc, 'PCS 기업 선물 서비스', '임직원과 고객에게 마음을 전하는 가장 쉬운 방법');
  doc.moveDown(4);

  heading(doc, '서비스 소개', 210);
  paragraph(
    doc,
    '교육, 전보, 해외출장, 복직, 퇴직 같은 격려의 순간부터 결혼, 출산, 입학, 생일 같은 개인의 기념일, ' +
      '창립기념일과 명절 같은 회사 행사까지. PCS는 기업이 선물 이벤트를 만들고, 받는 사람이 직접 선물을 ' +
      '고르고, 배송과 정산까지 한 곳에서 관리하는 기업 전용 선물 플랫폼입니다.',
    width,
  );

  doc.moveDown(1.5).fillColor(INK).font('bold').fontSize(18).text('이용 방법 4단계');
  let y = doc.y + 12;
  const boxW = (width - 30) / 4;
  STEPS.forEach(([title, body], i) => {
    const x = PDF_MARGIN + i * (boxW + 10);
    doc.roundedRect(x, y, boxW, 130, 8).fillAndStroke('#fff4f1', ACCENT);
    doc
      .fillColor(ACCENT)
      .font('bold')
      .fontSize(20)
      .text(`0${i + 1}`, x + 12, y + 12);
    doc
      .fillColor(INK)
      .font('bold')
      .fontSize(12)
      .text(title, x + 12, y + 44, { width: boxW - 24 });
    doc
      .fillColor(MUTED)
      .font('regular')
      .fontSize(9)
      .text(body, x + 12, y + 66, { width: boxW - 24, lineGap: 2 });
  });
  y += 160;

  doc.fillColor(INK).font('bold').fontSize(18).text('관리자 대시보드', PDF_MARGIN, y);
  doc
    .moveDown(0.4)
    .font('regular')
    .fontSize(11)
    .fillColor(MUTED)
    .text('이벤트 통계, 진행 현황, 월별 추이, 배송 현황, 상품 통계를 실시간으로 확인합니다.', {
      width,
      lineGap: 4,
    });

  doc.moveDown(1.2).fillColor(INK).font('bold').fontSize(18).text('도입 혜택');
  doc.moveDown(0.4);
  for (const benefit of BENEFITS) {
    doc.font('regular').fontSize(11).fillColor(INK).text(`•  ${benefit}`, { width, lineGap: 6 });
  }

  doc.moveDown(1.2).fillColor(INK).font('bold').fontSize(18).text('특허');
  doc
    .moveDown(0.4)
    .font('regular')
    .fontSize(11)
    .fillColor(MUTED)
    .text('선물 선택형 이벤트 운영 방법에 관한 특허를 보유하고 있습니다.', { width });

  doc
    .moveDown(2)
    .font('bold')
    .fontSize(12)
    .fillColor(ACCENT)
    .text('도입 문의: 홈페이지의 문의하기에서 남겨주시면 담당자가 연락드립니다.', { width });
  doc.end();
  return done;
}

/** The brochure's file id; renders and stores it (file storage + stored_file) the first time. */
export async function ensureBrochure(deps: Pick<AppDeps, 'db' | 'storage'>): Promise<string> {
  const existing = await findFile(deps.db, BROCHURE_FILE_ID);
  if (existing && (await deps.storage.exists(existing.storageKey))) return BROCHURE_FILE_ID;
  const bytes = await renderBrochure();
  await deps.storage.put(STORAGE_KEY, bytes);
  await insertFile(deps.db, {
    fileId: BROCHURE_FILE_ID,
    originalName: FILE_NAME,
    contentType: 'application/pdf',
    byteSize: bytes.length,
    storageKey: STORAGE_KEY,
  });
  return BROCHURE_FILE_ID;
}
