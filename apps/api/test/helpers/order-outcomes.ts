import { DELIVERY_STATUS, ORDER_STATUS, REFUND_GBN, RETURN_STATE } from '@pcs/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { deliveryHistory, refund } from '../../src/db/schema/index';

type OrderLine = { ordSn: number; estiSn: number; estiItemSn: number };

/** The order cancelled at `at` (its line's history row of state 09), as the ledgers' tests seed it. */
export async function cancelOrder(db: Db, o: OrderLine, at: Date): Promise<void> {
  await db.execute(
    sql`update gift_order set ord_stat_cd = ${ORDER_STATUS.cancelled} where ord_sn = ${o.ordSn}`,
  );
  await db.execute(
    sql`update estimate_item set deli_stat_cd = ${DELIVERY_STATUS.cancelled} where esti_item_sn = ${o.estiItemSn}`,
  );
  await db
    .insert(deliveryHistory)
    .values({ estiItemSn: o.estiItemSn, deliStatCd: DELIVERY_STATUS.cancelled, changedAt: at });
}

/** A return of the order completed at `at` (refunded; its history row reaching 06). Returns its refund number. */
export async function returnOrder(db: Db, o: OrderLine, at: Date): Promise<number> {
  const [r] = await db
    .insert(refund)
    .values({
      estiSn: o.estiSn,
      estiItemSn: o.estiItemSn,
      refundGbn: REFUND_GBN.return,
      refundStatCd: RETURN_STATE.refunded,
    })
    .returning();
  await db.insert(deliveryHistory).values({
    estiItemSn: o.estiItemSn,
    deliStatCd: DELIVERY_STATUS.delivered,
    refundSn: r!.refundSn,
    refundStatCd: RETURN_STATE.refunded,
    changedAt: at,
  });
  return r!.refundSn;
}
