import { MANAGER_NOTICE_BUTTON_LABEL, MESSENGER_REACHES_PERSON, type MessengerKind } from '@pcs/domain';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { companyMessenger } from '../../db/schema/index';
import { enqueueMessage } from '../outbox';
import { managerEmails } from './repository';

/**
 * Queues a notice to a company's managers in the messengers it connected with notices on (decision 056), in the
 * caller's transaction, beside the mail and phone notices the caller already queues: the outbox sends it only if
 * the use case commits. Slack and NAVER WORKS message each client manager (by e-mail); Teams, Jandi and Dooray post
 * once into the channel of the company's webhook. The button opens `link`, the back-office screen where the
 * manager acts. Returns how many messages were queued.
 */
export async function queueManagerNotice(
  tx: Executor,
  notice: { cmpyCd: string; subject: string; body: string; link: string },
): Promise<number> {
  const rows = await tx
    .select({ kind: companyMessenger.kind })
    .from(companyMessenger)
    .where(and(eq(companyMessenger.cmpyCd, notice.cmpyCd), eq(companyMessenger.notifyYn, 'Y')));
  if (rows.length === 0) return 0;
  const payload = { noticeLink: notice.link, noticeLabel: MANAGER_NOTICE_BUTTON_LABEL };
  let queued = 0;
  const managers = rows.some((r) => MESSENGER_REACHES_PERSON[r.kind as MessengerKind])
    ? await managerEmails(tx, notice.cmpyCd)
    : [];
  for (const { kind } of rows) {
    // The webhook's address lives in the company's settings: the row's recipient names the company only.
    const recipients = MESSENGER_REACHES_PERSON[kind as MessengerKind] ? managers : [notice.cmpyCd];
    for (const recipient of recipients) {
      await enqueueMessage(tx, {
        channel: kind as MessengerKind,
        recipient,
        subject: notice.subject,
        body: notice.body,
        payload,
        cmpyCd: notice.cmpyCd,
      });
      queued += 1;
    }
  }
  return queued;
}
