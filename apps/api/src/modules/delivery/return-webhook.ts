import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queueWebhookEventSql, returnDataSql } from '../webhooks';

/**
 * Queues return.requested (a request submitted to operators, state 01) or return.completed (refunded 06 or
 * reshipped 07) in the caller's transaction, one statement (decision 038). Ids, kinds and states only: the reason's
 * own text and photos stay here.
 */
export async function queueReturnWebhook(
  tx: Executor,
  input: { refundSn: number; type: 'return.requested' | 'return.completed'; now: Date },
): Promise<void> {
  await tx.execute(
    queueWebhookEventSql({
      type: input.type,
      cmpyCd: sql`x.cmpy_cd`,
      data: returnDataSql(),
      from: sql`(select r.refund_sn, e.ord_sn, r.esti_item_sn, r.refund_gbn, r.reason_cd, r.refund_stat_cd,
          r.refund_amount, e.cmpy_cd
        from refund r join estimate e on e.esti_sn = r.esti_sn
        where r.refund_sn = ${input.refundSn}) as x`,
      occurredAt: input.now,
    }),
  );
}
