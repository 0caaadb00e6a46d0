import { MANAGER_NOTICE_BUTTON_LABEL, MESSENGER_REACHES_PERSON, type MessengerKind } from '@pcs/domain';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { companyMessenger, managerNoticeOnce } from '../../db/schema/index';
import { enqueueMessage } from '../outbox';
import { managerEmails, operatorCompanyCd } from './repository';

export type ManagerNotice = {
  cmpyCd: string;
  subject: string;
  body: string;
  link: string;
  /**
   * A key the notice is told under at most once (a month ready to confirm): claimed in the caller's transaction, so a
   * job that runs again, or in two processes at once, queues nothing more. Unclaimed while nothing is connected, so
   * a messenger connected later still gets a notice that is still due.
   */
  once?: string;
};

/**
 * Queues a notice to a company's managers in the messengers it connected with notices on (decision 056), in the
 * caller's transaction, beside the mail and phone notices the caller already queues: the outbox sends it only if
 * the use case commits. Slack and NAVER WORKS message each manager (by e-mail: the client managers of a client
 * company, the operator's managers of the operator company); Teams, Jandi and Dooray post once into the channel of
 * the company's webhook. The button opens `link`, the back-office screen where the manager acts. Returns how many
 * messages were queued.
 */
export async function queueManagerNotice(tx: Executor, notice: ManagerNotice): Promise<number> {
  const rows = await tx
    .select({ kind: companyMessenger.kind })
    .from(companyMessenger)
    .where(and(eq(companyMessenger.cmpyCd, notice.cmpyCd), eq(companyMessenger.notifyYn, 'Y')));
  if (rows.length === 0) return 0;
  if (notice.once) {
    // A racing claim waits on the first one's row and then finds it taken.
    const claimed = await tx
      .insert(managerNoticeOnce)
      .values({ noticeKey: notice.once, cmpyCd: notice.cmpyCd })
      .onConflictDoNothing()
      .returning({ key: managerNoticeOnce.noticeKey });
    if (claimed.length === 0) return 0;
  }
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

/**
 * A notice for the operators (goods to approve): to the operator company's messengers, which its managers connect
 * on the same screen as any company's. Nothing when there is no operator company.
 */
export async function queueOperatorNotice(
  tx: Executor,
  notice: Omit<ManagerNotice, 'cmpyCd'>,
): Promise<number> {
  const cmpyCd = await operatorCompanyCd(tx);
  return cmpyCd ? queueManagerNotice(tx, { ...notice, cmpyCd }) : 0;
}

/**
 * True when a notice told once under `once` would still go out: the company has a messenger with notices on and the
 * key is unclaimed. A job asks before it computes an expensive notice (queueManagerNotice still claims the key).
 */
export async function managerNoticeDue(db: Executor, cmpyCd: string, once: string): Promise<boolean> {
  const [connected] = await db
    .select({ kind: companyMessenger.kind })
    .from(companyMessenger)
    .where(and(eq(companyMessenger.cmpyCd, cmpyCd), eq(companyMessenger.notifyYn, 'Y')))
    .limit(1);
  if (!connected) return false;
  const [claimed] = await db
    .select({ key: managerNoticeOnce.noticeKey })
    .from(managerNoticeOnce)
    .where(eq(managerNoticeOnce.noticeKey, once));
  return !claimed;
}
