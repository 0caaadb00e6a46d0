import {
  type Inquiry,
  type InquiryAnswerRequest,
  inquiryAnswerMailBody,
  LANDING_MESSAGES,
  NOT_FOUND_TEXT,
} from '@pcs/domain';
import type { Db } from '../../db/client';
import { notFound } from '../../http/errors';
import { enqueueMessage } from '../outbox';
import { landingInquiryDetail } from './list-inquiries';
import { saveInquiryAnswer } from './repository';

/**
 * POST /v1/ebmp/pcs/inquiry/answer.json (operators 15, 99999): stores the answer and, in the same
 * transaction, queues the mail to the inquirer through the outbox (sent only if the answer commits; retried until it
 * goes out). The inquirer has no account, so the mail carries the answer itself. Answering again corrects the answer
 * and mails the corrected one.
 */
export async function answerInquiry(
  deps: { db: Db; now: () => Date },
  operator: { unqUserId: string },
  input: InquiryAnswerRequest,
): Promise<Inquiry> {
  return deps.db.transaction(async (tx) => {
    const found = await saveInquiryAnswer(tx, input.inquirySn, {
      answer: input.answer,
      answeredBy: operator.unqUserId,
      answeredAt: deps.now(),
    });
    if (!found) throw notFound(NOT_FOUND_TEXT.inquiry);
    await enqueueMessage(tx, {
      channel: 'MAIL',
      recipient: found.email,
      subject: LANDING_MESSAGES.answerMailSubject,
      body: inquiryAnswerMailBody({
        managerNm: found.managerNm,
        companyNm: found.companyNm,
        question: found.contents,
        answer: input.answer,
      }),
    });
    return landingInquiryDetail({ db: tx }, input.inquirySn);
  });
}
