import {
  canReopenChoice,
  type DeliveryActor,
  deliveryActorOf,
  NOT_FOUND_TEXT,
  REOPEN_TEXT,
  type returnReopenRequestSchema,
} from '@pcs/domain';
import type { z } from 'zod';
import type { AuthUser } from '../../http/auth-guard';
import { conflict, forbidden, notFound } from '../../http/errors';
import { ymdHmsKst } from '../../lib/time';
import { queueOrderNotices } from '../order-notice';
import { choiceEventOf, giveChoiceBack } from './choice-reopening';
import { type DeliveryDeps, publicUrlOf } from './delivery-deps';
import { inScope } from './line-scope';
import * as repo from './repository';

/**
 * POST delivery/returnReopen.json: an operator gives a completed return's choice back to its recipient, with a
 * reason, while the event is open. Once per order: a repeated or parallel request is refused with REOPEN_TEXT.already.
 */
export async function reopenReturnChoice(
  deps: DeliveryDeps,
  user: AuthUser,
  input: z.infer<typeof returnReopenRequestSchema>,
) {
  const actor: DeliveryActor = deliveryActorOf(user.authCd);
  if (actor !== 'operator') throw forbidden();
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const r = await repo.findReturn(tx, input.refundSn);
    if (!r || r.estiSn !== input.estiSn || r.estiItemSn !== input.estiItemSn || !inScope({ kind: 'all' }, r))
      throw notFound(NOT_FOUND_TEXT.delivery);
    const o = await repo.lockOrder(tx, r.ordSn);
    if (!o) throw notFound(NOT_FOUND_TEXT.delivery);
    const ev = await choiceEventOf(tx, o.eventSn, now);
    const check = canReopenChoice({
      refundGbn: r.refundGbn,
      refundStatCd: r.refundStatCd,
      reopened: o.reopenedAt !== null,
      eventOpen: ev.open,
    });
    if (!check.ok) throw conflict(check.message);
    if (!(await giveChoiceBack(tx, o, input.reason, now))) throw conflict(REOPEN_TEXT.already);
    await repo.addHistory(tx, {
      estiItemSn: r.estiItemSn,
      deliStatCd: r.deliStatCd,
      refundSn: r.refundSn,
      refundStatCd: r.refundStatCd,
      memo: `${REOPEN_TEXT.title}: ${input.reason}`.slice(0, 200),
      changedBy: user.unqUserId,
      changedAt: now,
    });
    await queueOrderNotices(tx, publicUrlOf(deps), 'CHOICE_REOPENED', [{ estiItemSn: r.estiItemSn }]);
    const usedCnt = await repo.recipientUsedCount(tx, o.eventSn, o.unqUserId);
    return { reopenedAt: ymdHmsKst(now), usedCnt };
  });
}
