import { clampPageIndex, type Inquiry, type InquiryListReply, NOT_FOUND_TEXT, PAGE_SIZE } from '@pcs/domain';
import type { Executor } from '../../db/client';
import { notFound } from '../../http/errors';
import { countInquiries, findInquiry, inquiryProducts, listInquiries } from './repository';

type Row = NonNullable<Awaited<ReturnType<typeof findInquiry>>>;
type ProductRow = Awaited<ReturnType<typeof inquiryProducts>>[number];

const toInquiry = (
  { inquiry: r, handledByNm, answeredByNm }: Row,
  products: readonly ProductRow[],
): Inquiry => ({
  inquirySn: r.inquirySn,
  kind: r.kind,
  companyNmTx: r.companyNm,
  managerNmTx: r.managerNm,
  emailTx: r.email,
  phoneNoTx: r.phoneNo,
  qnaContentsTx: r.contents,
  personalInfoAgreeYn: r.personalInfoAgreeYn,
  marketingAgreeYn: r.marketingAgreeYn,
  createdAt: r.createdAt.toISOString(),
  products: products
    .filter((p) => p.inquirySn === r.inquirySn)
    .map(({ prodSn, prodNm, brandNm, price }) => ({ prodSn, prodNm, brandNm, price })),
  handledYn: r.handledAt ? 'Y' : 'N',
  handledAt: r.handledAt?.toISOString() ?? null,
  handledByNm: r.handledAt ? handledByNm : null,
  handleMemo: r.handleMemo,
  answerStatus: r.answeredAt ? 'ANSWERED' : 'WAITING',
  answer: r.answer,
  answeredAt: r.answeredAt?.toISOString() ?? null,
  answeredByNm: r.answeredAt ? answeredByNm : null,
});

/**
 * POST /v1/ebmp/pcs/inquiry/list.json (operators 15, 99999): landing inquiries, newest first, 15 a page, by kind and
 * answer status (waiting / answered).
 */
export async function listLandingInquiries(
  deps: { db: Executor },
  input: {
    kind?: string | null | undefined;
    answerStatus?: 'WAITING' | 'ANSWERED' | null | undefined;
    page: number;
  },
): Promise<InquiryListReply> {
  const filter = { kind: input.kind ?? null, answerStatus: input.answerStatus ?? null };
  const totalCount = await countInquiries(deps.db, filter);
  const page = clampPageIndex(input.page, totalCount);
  const rows = await listInquiries(deps.db, filter, page * PAGE_SIZE, PAGE_SIZE);
  const products = await inquiryProducts(
    deps.db,
    rows.map((r) => r.inquiry.inquirySn),
  );
  return { list: rows.map((r) => toInquiry(r, products)), totalCount, page, pageSize: PAGE_SIZE };
}

/** POST /v1/ebmp/pcs/inquiry/detail.json (operators 15, 99999). */
export async function landingInquiryDetail(deps: { db: Executor }, inquirySn: number): Promise<Inquiry> {
  const row = await findInquiry(deps.db, inquirySn);
  if (!row) throw notFound(NOT_FOUND_TEXT.inquiry);
  return toInquiry(row, await inquiryProducts(deps.db, [inquirySn]));
}
