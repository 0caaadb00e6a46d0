import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { paymentDataSql, queueWebhookEventSql } from '../webhooks';

/**
 * Queues payment.approved or payment.refunded (decision 038) in the caller's transaction, in one statement: the
 * company is the paid order's (or, for a return fee, the returned order's). Ids, amounts and states only.
 */
export async function queuePaymentWebhook(
  tx: Executor,
  input: { oid: string; type: 'payment.approved' | 'payment.refunded'; now: Date },
): Promise<void> {
  await tx.execute(
    queueWebhookEventSql({
      type: input.type,
      cmpyCd: sql`x.cmpy_cd`,
      data: paymentDataSql(),
      from: sql`(select p.oid, coalesce(p.ord_sn, e.ord_sn) as ord_sn, p.refund_sn, p.amount, p.refunded_amount,
          p.status, coalesce(g.cmpy_cd, e.cmpy_cd) as cmpy_cd
        from payment p
        left join gift_order g on g.ord_sn = p.ord_sn
        left join refund r on r.refund_sn = p.refund_sn
        left join estimate e on e.esti_sn = r.esti_sn
        where p.oid = ${input.oid}) as x`,
      occurredAt: input.now,
    }),
  );
}
