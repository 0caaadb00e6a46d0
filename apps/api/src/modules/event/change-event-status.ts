import { EVENT_MESSAGES, EVENT_STATUS, kstStamp } from '@pcs/domain';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../http/auth-guard';
import { badRequest, conflict } from '../../http/errors';
import { closeEvent } from './close-event';
import { lockEventFor } from './event-access';
import { authorizeEventAction } from './event-status';
import { countEventRecipients, eventProducts, updateEvent } from './repository';

type Deps = { db: Db; now: () => Date; publicUrl?: string };

/**
 * POST /v1/ebmp/pcs/eventManage/changeStatus.json: the operator's moves of the life cycle — schedule a draft (it then
 * opens by itself at its start time), take a scheduled event back to draft, cancel one that has not opened, or close
 * an open one now. Scheduling needs at least one product and one recipient. Closing now ends the period at this
 * minute and runs the clock's close (the close rule, the summary mail) in the same transaction; an event larger than
 * one batch is finished by the clock's next round.
 */
export async function changeEventStatus(
  deps: Deps,
  user: AuthUser,
  input: { eventSn: number; action: 'schedule' | 'backToDraft' | 'cancel' | 'closeNow' },
): Promise<{ eventSn: number; eventStatCd: string }> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const row = await lockEventFor(tx, user, input.eventSn);
    const next = await authorizeEventAction(tx, row, input.action, now, deps.publicUrl);
    if (input.action === 'closeNow') {
      const stamp = kstStamp(now);
      const moved = await updateEvent(tx, row.eventSn, EVENT_STATUS.running, {
        eventStatCd: EVENT_STATUS.closed,
        endDt: stamp.slice(0, 8),
        endTm: stamp.slice(8, 14),
        updatedAt: now,
      });
      if (moved === 0) throw conflict();
      await closeEvent(tx, row.eventSn, now, deps.publicUrl);
      return { eventSn: row.eventSn, eventStatCd: EVENT_STATUS.closed };
    }
    if (input.action === 'schedule') {
      if ((await eventProducts(tx, row.eventSn)).length === 0)
        throw badRequest(EVENT_MESSAGES.productRequired);
      if ((await countEventRecipients(tx, row.eventSn)) === 0)
        throw badRequest(EVENT_MESSAGES.recipientRequired);
    }
    const from =
      input.action === 'schedule'
        ? EVENT_STATUS.draft
        : input.action === 'backToDraft'
          ? EVENT_STATUS.ready
          : row.eventStatCd;
    if ((await updateEvent(tx, row.eventSn, from, { eventStatCd: next, updatedAt: now })) === 0)
      throw conflict();
    return { eventSn: row.eventSn, eventStatCd: next };
  });
}
