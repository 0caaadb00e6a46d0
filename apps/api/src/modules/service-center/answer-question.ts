import { accountNoticeTexts, digitsOnly, SERVICE_CENTER_MESSAGES as M, messageLanguage } from '@pcs/domain';
import type { AppDeps } from '../../app-deps';
import type { AuthUser } from '../../http/auth-guard';
import { notFound } from '../../http/errors';
import { enqueueMessage } from '../outbox';
import { answerQuestion as saveAnswer } from './repository';

/**
 * POST /v1/ebmp/pcs/board/qna/answer.json (operator admins): stores the answer (a second call corrects it) and, in
 * the same transaction, queues the asker's notification through the outbox: mail when they have an address,
 * otherwise SMS. The message only says that an answer is waiting; the answer itself is read after login.
 */
export async function answerQuestion(
  deps: Pick<AppDeps, 'db' | 'now'>,
  caller: AuthUser,
  input: { qnaSn: number; answer: string },
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const asker = await saveAnswer(tx, input.qnaSn, {
      answer: input.answer,
      answeredBy: caller.unqUserId,
      answeredAt: deps.now(),
    });
    if (!asker) throw notFound(M.qnaNotFound);
    // In the asker's language (decision 055).
    const texts = accountNoticeTexts(messageLanguage(asker.preferredLanguage));
    if (asker.email)
      await enqueueMessage(tx, {
        channel: 'MAIL',
        recipient: asker.email,
        subject: texts.qnaAnsweredSubject,
        body: texts.qnaAnswered,
      });
    else if (asker.telNo)
      await enqueueMessage(tx, {
        channel: 'SMS',
        recipient: digitsOnly(asker.telNo),
        body: texts.qnaAnswered,
      });
  });
}
