import type { notApplyRemindRequestSchema } from '@pcs/domain';
import type { z } from 'zod';
import type { AuthUser } from '../../http/auth-guard';
import { queueEventSend } from '../event-send';
import { type DeliveryDeps, publicUrlOf } from './delivery-deps';
import { findCompanyEvent } from './find-company-event';

/**
 * POST delivery/notApplyRemind.json: queues a reminder to every not-applied recipient of the event, or to those
 * chosen, through the send pop-ups' use case (queueEventSend): the same text rules (the default reminder or the
 * sender's own, its link and close time kept), the same requestKey (a repeated submit queues nothing more), the same
 * checks (own company, chosen people recipients of the event). Someone who applied meanwhile is skipped; a recipient
 * without an address on the channel too.
 */
export async function remindNotApplied(
  deps: DeliveryDeps,
  user: AuthUser,
  input: z.infer<typeof notApplyRemindRequestSchema>,
) {
  await findCompanyEvent(deps.db, user, input.cmpyCd, input.eventSn);
  const chosen = input.unqUserIds?.length ? input.unqUserIds : null;
  const sent = await queueEventSend(
    { db: deps.db, now: deps.now, publicUrl: publicUrlOf(deps) },
    {
      eventSn: input.eventSn,
      kind: 'REMIND',
      channel: input.channel,
      target: chosen ? 'USERS' : 'NOT_APPLIED',
      unqUserIds: chosen,
      issuePwdYn: 'N',
      subject: input.subject ?? null,
      body: input.body ?? null,
    },
    { requestKey: input.requestKey, sendAt: null, createdBy: user.unqUserId, caller: user },
  );
  return { queued: sent.recipientCnt };
}
