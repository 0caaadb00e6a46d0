import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queueWebhookEventSql } from '../webhooks';

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
      data: sql`jsonb_build_object('oid', x.oid, 'ordSn', x.ord_sn, 'refundSn', x.refund_sn, 'amount', x.amount,
        'refundedAmount', x.refunded_amount, 'paymentStatus', x.status, 'payMethod', x.pay_method)`,
      from: sql`(select p.oid, coalesce(p.ord_sn, e.ord_sn) as ord_sn, p.refund_sn, p.amount, p.refunded_amount,
          p.status, p.pay_method, coalesce(g.cmpy_cd, e.cmpy_cd) as cmpy_cd
        from payment p
        left join gift_order g on g.ord_sn = p.ord_sn
        left join refund r on r.refund_sn = p.refund_sn
        left join estimate e on e.esti_sn = r.esti_sn
        where p.oid = ${input.oid}) as x`,
      occurredAt: input.now,
    }),
  );
}
