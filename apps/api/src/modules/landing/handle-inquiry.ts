import { type Inquiry, type InquiryHandleRequest, NOT_FOUND_TEXT } from '@pcs/domain';
import type { Db } from '../../db/client';
import { notFound } from '../../http/errors';
import { landingInquiryDetail } from './list-inquiries';
import { markInquiryHandled } from './repository';

/**
 * POST /v1/ebmp/pcs/inquiry/handle.json (operators 15, 99999): marks a landing inquiry handled with the
 * operator's memo, in one transaction with the read that answers it. A second call replaces the memo.
 */
export async function handleInquiry(
  deps: { db: Db },
  operator: { unqUserId: string },
  input: InquiryHandleRequest,
): Promise<Inquiry> {
  return deps.db.transaction(async (tx) => {
    const found = await markInquiryHandled(tx, input.inquirySn, {
      handledBy: operator.unqUserId,
      handleMemo: input.handleMemo,
    });
    if (!found) throw notFound(NOT_FOUND_TEXT.inquiry);
    return landingInquiryDetail({ db: tx }, input.inquirySn);
  });
}
