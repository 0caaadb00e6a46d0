import type { ContactInquiry } from '@pcs/domain';
import type { AppDeps } from '../../app-deps';
import { enqueueMessage } from '../outbox/enqueue-message';
import { ensureBrochure } from './brochure';
import { insertInquiry } from './repository';

export type InquiryKind = 'QUESTION' | 'DOWNLOAD';

const KIND_LABEL: Record<InquiryKind, string> = { QUESTION: '도입 문의', DOWNLOAD: '소개서 다운로드' };

/**
 * POST /v1/eth/qna/question/questionInsert.json and .../proposal/downloadInsert.json (spec §7): stores the
 * inquiry (already validated by contactInquirySchema, spec §5) and queues a mail to the sales address in the same
 * transaction (ARCHITECTURE "Background work").
 */
export async function insertLandingInquiry(
  deps: Pick<AppDeps, 'db' | 'config'>,
  kind: InquiryKind,
  input: ContactInquiry,
): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const inquirySn = await insertInquiry(tx, {
      kind,
      solCd: input.solCd,
      faqCategoryCd: input.faqCategoryCd,
      companyNm: input.companyNmTx,
      managerNm: input.managerNmTx,
      email: input.emailTx,
      phoneNo: input.phoneNoTx,
      contents: input.qnaContentsTx,
      personalInfoAgreeYn: input.personalInfoAgreeYn,
      marketingAgreeYn: input.marketingAgreeYn,
    });
    await enqueueMessage(tx, {
      channel: 'MAIL',
      recipient: deps.config.mail.salesMail,
      subject: `[PCS ${KIND_LABEL[kind]}] ${input.companyNmTx}`,
      body: [
        `${KIND_LABEL[kind]} #${inquirySn}`,
        `회사명: ${input.companyNmTx}`,
        `성명: ${input.managerNmTx}`,
        `연락처: ${input.phoneNoTx}`,
        `이메일: ${input.emailTx}`,
        `마케팅 수신 동의: ${input.marketingAgreeYn}`,
        '',
        input.qnaContentsTx,
      ].join('\n'),
      templateCode: `LANDING_${kind}`,
    });
    return inquirySn;
  });
}

/** downloadInsert: the inquiry, then the brochure's file id (generated on first use). */
export async function requestBrochure(
  deps: Pick<AppDeps, 'db' | 'config' | 'storage'>,
  input: ContactInquiry,
): Promise<{ fileId: string }> {
  await insertLandingInquiry(deps, 'DOWNLOAD', input);
  return { fileId: await ensureBrochure(deps) };
}
