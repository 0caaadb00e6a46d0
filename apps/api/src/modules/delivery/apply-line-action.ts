import {
  DELIVERY_ACTION,
  deliveryActorOf,
  deliveryStateName,
  type lineActionRequestSchema,
  NOT_FOUND_TEXT,
} from '@pcs/domain';
import type { z } from 'zod';
import type { AuthUser } from '../../http/auth-guard';
import { notFound } from '../../http/errors';
import type { RefundingDeps } from './delivery-deps';
import { inScope, lineScopeOf } from './line-scope';
import { noticeLineMoves } from './notice-line-moves';
import type { RecordedRefund } from './payment-refund-port';
import { recordCancelRefund } from './record-cancel-refund';
import * as repo from './repository';
import { transitionLine } from './transition-line';

/**
 * POST delivery/lineAction.json: one transition on one line by a back-office caller. A cancel gives the order's
 * stock back and records its card refund in the line's transaction; the refund is made once that has committed.
 */
export async function applyLineAction(
  deps: RefundingDeps,
  user: AuthUser,
  input: z.infer<typeof lineActionRequestSchema>,
) {
  const scope = lineScopeOf(user);
  const actor = deliveryActorOf(user.authCd);
  const now = deps.now();
  // Set inside the transaction, read after it (a holder: TypeScript does not follow writes in the callback).
  const cancel: { recorded: RecordedRefund | null } = { recorded: null };
  const result = await deps.db.transaction(async (tx) => {
    const line = await repo.findLine(tx, input.estiSn, input.estiItemSn);
    if (!line || !inScope(scope, line)) throw notFound(NOT_FOUND_TEXT.delivery);
    const next = await transitionLine(tx, now, user, actor, line, input);
    if (input.action === DELIVERY_ACTION.cancel)
      cancel.recorded = await recordCancelRefund(tx, deps.paymentRefund, line.ordSn, user.unqUserId);
    await noticeLineMoves(tx, deps, input.action, [line.estiItemSn]);
    return { deliStatCd: next, deliStatNm: deliveryStateName(next) };
  });
  if (cancel.recorded) await deps.paymentRefund.completeRefund(cancel.recorded);
  return result;
}
