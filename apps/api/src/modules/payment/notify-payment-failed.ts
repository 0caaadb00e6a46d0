import { paymentFailedNotice } from '@pcs/domain';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { appUser, event, giftOrder, payment } from '../../db/schema/index';
import { queueManagerNotice, screenLink } from '../messenger';

/**
 * Tells the managers of the company whose event it is, in its messengers (decision 056), that a recipient's card
 * payment failed, in the transaction that records the failure: the event, the person masked as on the lists, the
 * amount and the reason the recipient was shown. The gift was not applied, so the person is on the event's 미신청자
 * list, which the button opens (a screen client managers and operators both have). A return fee's payment is not
 * told: its request simply stays unsubmitted for the recipient to pay again.
 */
export async function notifyPaymentFailed(
  tx: Executor,
  publicUrl: string | undefined,
  oid: string,
): Promise<number> {
  if (!publicUrl) return 0;
  const [p] = await tx
    .select({
      cmpyCd: giftOrder.cmpyCd,
      eventSn: giftOrder.eventSn,
      eventNm: event.eventNm,
      userNm: appUser.userNm,
      amount: payment.amount,
      failText: payment.failText,
      refundSn: payment.refundSn,
    })
    .from(payment)
    .innerJoin(giftOrder, eq(giftOrder.ordSn, payment.ordSn))
    .innerJoin(event, eq(event.eventSn, giftOrder.eventSn))
    .innerJoin(appUser, eq(appUser.unqUserId, giftOrder.unqUserId))
    .where(eq(payment.oid, oid));
  if (!p || p.refundSn !== null) return 0;
  const link = screenLink(publicUrl, 'deliveryNotApplySelect', { cmpyCd: p.cmpyCd, eventSn: p.eventSn });
  const text = paymentFailedNotice(
    { eventNm: p.eventNm, userNm: p.userNm, amount: p.amount, reason: p.failText },
    link,
  );
  return queueManagerNotice(tx, { cmpyCd: p.cmpyCd, ...text, link });
}
