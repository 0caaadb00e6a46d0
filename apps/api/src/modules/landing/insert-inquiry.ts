import { CONTACT_FIELD_LABEL, type ContactInquiry, LANDING_MESSAGES } from '@pcs/domain';
import type { AppDeps } from '../../app-deps';
import { enqueueMessage } from '../outbox/enqueue-message';
import { ensureBrochure } from './brochure';
import { insertInquiry } from './repository';

export type InquiryKind = keyof typeof LANDING_MESSAGES.inquiryKind;

const KIND_LABEL = LANDING_MESSAGES.inquiryKind;
const L = CONTACT_FIELD_LABEL;

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
        `${L.companyNmTx}: ${input.companyNmTx}`,
        `${L.managerNmTx}: ${input.managerNmTx}`,
        `${L.phoneNoTx}: ${input.phoneNoTx}`,
        `${L.emailTx}: ${input.emailTx}`,
        `${L.marketingAgreeYn}: ${input.marketingAgreeYn}`,
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
