import {
  CONTACT_FIELD_LABEL,
  type ContactInquiry,
  formatNumber,
  HIDDEN_CATEGORY_CODES,
  LANDING_MESSAGES,
} from '@pcs/domain';
import type { AppDeps } from '../../app-deps';
import { enqueueMessage } from '../outbox';
import { ensureBrochure } from './brochure';
import { insertInquiry, insertInquiryProducts, visibleProductsIn } from './repository';

export type InquiryKind = keyof typeof LANDING_MESSAGES.inquiryKind;

const KIND_LABEL = LANDING_MESSAGES.inquiryKind;
const L = CONTACT_FIELD_LABEL;

/**
 * POST /v1/eth/qna/question/questionInsert.json and .../proposal/downloadInsert.json (spec §7): stores the
 * inquiry (already validated by contactInquirySchema, spec §5) with the products chosen on the landing that the
 * site shows (others are dropped: a visitor's session may hold a product withdrawn since), and queues a mail to the
 * sales address in the same transaction (ARCHITECTURE "Background work").
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
    const shown = new Map(
      (await visibleProductsIn(tx, input.prodSnList, HIDDEN_CATEGORY_CODES)).map((p) => [p.prodSn, p]),
    );
    const products = input.prodSnList.flatMap((prodSn) => shown.get(prodSn) ?? []);
    await insertInquiryProducts(
      tx,
      inquirySn,
      products.map((p) => p.prodSn),
    );
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
        ...products.map((p) => `${L.products}: ${p.prodNm} (${formatNumber(p.price)}원)`),
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
