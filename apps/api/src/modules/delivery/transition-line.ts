import {
  CARRIERS,
  DELIVERY_ACTION,
  DELIVERY_ACTION_LABEL,
  DELIVERY_STATUS,
  type DeliveryAction,
  type DeliveryActor,
  deliveredAtOnConfirm,
  isDeliveryState,
  LIFECYCLE_TEXT,
  nextDeliveryState,
} from '@pcs/domain';
import type { Executor } from '../../db/client';
import type { AuthUser } from '../../http/auth-guard';
import { badRequest, conflict } from '../../http/errors';
import { deliveryData, giftCancelledData, queueWebhookEvent } from '../webhooks';
import * as repo from './repository';

export type LineChange = {
  action: DeliveryAction;
  carrierCd?: string | null | undefined;
  invoiceNo?: string | null | undefined;
  memo?: string | null | undefined;
};

/**
 * Applies one transition to one line inside `tx`: the pure rule decides, then a conditional update on the state
 * read makes a concurrent change (a cancel racing a release) lose with 409 instead of both happening.
 */
export async function transitionLine(
  tx: Executor,
  now: Date,
  user: AuthUser,
  actor: DeliveryActor,
  line: repo.LineDbRow,
  change: LineChange,
): Promise<string> {
  if (!isDeliveryState(line.deliStatCd)) throw conflict(LIFECYCLE_TEXT.changed);
  const result = nextDeliveryState(line.deliStatCd, change.action, actor);
  if (!result.ok) throw conflict(result.message);
  const set: Parameters<typeof repo.moveLine>[3] = { deliStatCd: result.next, updatedAt: now };
  if (change.action === DELIVERY_ACTION.release) {
    if (!change.carrierCd || !change.invoiceNo) throw badRequest(LIFECYCLE_TEXT.invoiceRequired);
    set.carrierCd = change.carrierCd;
    set.invoiceNo = change.invoiceNo;
    set.releasedAt = now;
  }
  if (change.action === DELIVERY_ACTION.confirmDelivery)
    set.deliveredAt = deliveredAtOnConfirm(line.deliveredAt, now);
  const moved = await repo.moveLine(tx, line.estiItemSn, line.deliStatCd, set);
  if (!moved) throw conflict(LIFECYCLE_TEXT.changed);
  await repo.addHistory(tx, {
    estiItemSn: line.estiItemSn,
    deliStatCd: result.next,
    memo:
      change.memo ??
      (change.action === DELIVERY_ACTION.release
        ? `${CARRIERS[set.carrierCd ?? ''] ?? ''} 출고`
        : DELIVERY_ACTION_LABEL[change.action]),
    changedBy: user.unqUserId,
    changedAt: now,
  });
  const type = lineWebhookType(change.action, result.next);
  if (type === 'gift.cancelled')
    await queueWebhookEvent(tx, { cmpyCd: line.cmpyCd, type, data: giftCancelledData(line), now });
  else if (type) {
    const data = deliveryData(
      line,
      result.next,
      set.carrierCd ?? line.carrierCd ?? null,
      set.invoiceNo ?? line.invoiceNo ?? null,
    );
    await queueWebhookEvent(tx, { cmpyCd: line.cmpyCd, type, data, now });
  }
  return result.next;
}

/**
 * The webhook a line's move reports (decision 038): released (invoice entered) is shipped, the delivery confirmed is
 * delivered, a cancel before release is the gift cancelled. Every move goes through here, so each caller reports.
 */
function lineWebhookType(action: DeliveryAction, next: string) {
  if (action === DELIVERY_ACTION.cancel) return 'gift.cancelled' as const;
  if (next === DELIVERY_STATUS.released) return 'delivery.shipped' as const;
  if (next === DELIVERY_STATUS.delivered) return 'delivery.delivered' as const;
  return null;
}
