import {
  CLOSE_RULE,
  closeSummaryMail,
  DELIVERY_STATUS,
  type EventCloseSummary,
  ORDER_STATUS,
} from '@pcs/domain';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  appUser,
  company,
  deliveryAddress,
  event,
  eventClose,
  eventRecipient,
  giftOrder,
} from '../../db/schema/index';
import * as gift from '../gift/repository';
import { enqueueMessage } from '../outbox/enqueue-message';

/**
 * The closing step of an event (issue 14), run in the transaction that moved it to closed. Keyed on the event:
 * the event_close row is claimed first (insert ... on conflict do nothing), so a repeated or concurrent run changes
 * nothing. Recipients who never chose get what closeRuleCd says: nothing, or the default gift applied with the
 * address on file (the newest default address of their address book) or flagged as needing one. The default gift's
 * stock is taken with the same conditional update as an application, so the close never oversells; whoever it did
 * not reach is counted as soldOut. Then the operator is mailed the summary through the outbox.
 * Returns the summary, or null when the event was closed before.
 */
export async function closeEvent(
  tx: Executor,
  eventSn: number,
  now: Date,
  publicUrl = '',
): Promise<EventCloseSummary | null> {
  const [ev] = await tx
    .select({
      eventSn: event.eventSn,
      eventNm: event.eventNm,
      cmpyCd: event.cmpyCd,
      cmpyNm: company.cmpyNm,
      closeRuleCd: event.closeRuleCd,
      defaultProdSn: event.defaultProdSn,
      rgstUnqUserId: event.rgstUnqUserId,
    })
    .from(event)
    .innerJoin(company, eq(company.cmpyCd, event.cmpyCd))
    .where(eq(event.eventSn, eventSn));
  if (!ev) return null;
  const claimed = await tx
    .insert(eventClose)
    .values({
      eventSn,
      closeRuleCd: ev.closeRuleCd,
      recipientCnt: 0,
      appliedCnt: 0,
      defaultGiftCnt: 0,
      addrNeededCnt: 0,
      nothingCnt: 0,
      soldOutCnt: 0,
      closedAt: now,
    })
    .onConflictDoNothing()
    .returning({ eventSn: eventClose.eventSn });
  if (claimed.length === 0) return null;

  const recipients = await tx
    .select({ unqUserId: eventRecipient.unqUserId, usedCnt: eventRecipient.usedCnt })
    .from(eventRecipient)
    .where(eq(eventRecipient.eventSn, eventSn))
    .orderBy(asc(eventRecipient.unqUserId));
  const never = recipients.filter((r) => r.usedCnt === 0).map((r) => r.unqUserId);
  const counts = {
    recipientCnt: recipients.length,
    appliedCnt: recipients.length - never.length,
    defaultGiftCnt: 0,
    addrNeededCnt: 0,
    nothingCnt: 0,
    soldOutCnt: 0,
  };
  const defaultProdSn = ev.closeRuleCd === CLOSE_RULE.defaultGift ? ev.defaultProdSn : null;
  const prod = defaultProdSn === null ? null : await gift.eventGift(tx, eventSn, defaultProdSn);
  if (!prod) counts.nothingCnt = never.length;
  else {
    const addresses = await addressesOnFile(tx, never);
    for (const unqUserId of never) {
      // Stock first: once it has run out nobody else can be given the gift, and nothing else is written for them.
      if (!(await gift.takeStock(tx, eventSn, prod.prodSn, 1))) {
        counts.soldOutCnt += 1;
        continue;
      }
      if (!(await gift.takeAllowance(tx, eventSn, unqUserId, 1))) {
        // Raced with an application (not possible once closed, but never give twice): put the stock back.
        await gift.takeStock(tx, eventSn, prod.prodSn, -1);
        counts.appliedCnt += 1;
        continue;
      }
      const addr = addresses.get(unqUserId) ?? null;
      const [order] = await tx
        .insert(giftOrder)
        .values({
          eventSn,
          cmpyCd: ev.cmpyCd,
          unqUserId,
          ordStatCd: ORDER_STATUS.applied,
          prodSn: prod.prodSn,
          quantity: 1,
          unitPrice: prod.price,
          receiverNm: addr?.receiverNm ?? null,
          receiverTelNo: addr?.receiverTelNo ?? null,
          zipCd: addr?.zipCd ?? null,
          addr: addr?.addr ?? null,
          addrDtl: addr?.addrDtl ?? null,
          appliedAt: now,
          defaultGiftYn: 'Y',
          addrNeededYn: addr ? 'N' : 'Y',
        })
        .returning({ ordSn: giftOrder.ordSn });
      const estiSn = await gift.insertEstimate(tx, {
        ordSn: order!.ordSn,
        cmpyCd: ev.cmpyCd,
        eventSn,
        totalPrice: prod.price,
      });
      const estiItemSn = await gift.insertEstimateItem(tx, {
        estiSn,
        prodSn: prod.prodSn,
        vendorSn: prod.vendorSn ?? null,
        quantity: 1,
        unitPrice: prod.price,
        deliStatCd: DELIVERY_STATUS.received,
      });
      await gift.insertDeliveryHistory(tx, {
        estiItemSn,
        deliStatCd: DELIVERY_STATUS.received,
        memo: '마감 기본 선물',
        changedAt: now,
      });
      counts.defaultGiftCnt += 1;
      if (!addr) counts.addrNeededCnt += 1;
    }
  }
  await tx.update(eventClose).set(counts).where(eq(eventClose.eventSn, eventSn));
  const summary: EventCloseSummary = {
    closeRuleCd: ev.closeRuleCd,
    ...counts,
    closedAt: now.toISOString(),
  };
  const mail = closeSummaryMail(
    ev,
    summary,
    `${publicUrl}/event/detail/${encodeURIComponent(ev.cmpyCd)}/${eventSn}`,
  );
  for (const to of await operatorMails(tx, ev.rgstUnqUserId))
    await enqueueMessage(tx, { channel: 'MAIL', recipient: to, ...mail });
  return summary;
}

/** Each recipient's address on file: the default entry of their address book, else the newest one. */
async function addressesOnFile(tx: Executor, unqUserIds: readonly string[]) {
  const found = new Map<string, typeof deliveryAddress.$inferSelect>();
  if (unqUserIds.length === 0) return found;
  const rows = await tx
    .select()
    .from(deliveryAddress)
    .where(inArray(deliveryAddress.unqUserId, [...unqUserIds]))
    .orderBy(desc(sql`${deliveryAddress.defaultYn} = 'Y'`), desc(deliveryAddress.deleSn));
  for (const r of rows) if (!found.has(r.unqUserId)) found.set(r.unqUserId, r);
  return found;
}

/** Who gets the close summary: the operator who created the event, else every operator admin with a mail. */
async function operatorMails(tx: Executor, creator: string | null): Promise<string[]> {
  if (creator) {
    const [u] = await tx
      .select({ email: appUser.email })
      .from(appUser)
      .where(and(eq(appUser.unqUserId, creator), eq(appUser.useYn, 'Y')));
    if (u?.email) return [u.email];
  }
  const admins = await tx
    .select({ email: appUser.email })
    .from(appUser)
    .where(and(eq(appUser.authCd, '99999'), eq(appUser.useYn, 'Y')));
  return [...new Set(admins.map((a) => a.email).filter((e): e is string => !!e))];
}

/** The stored close summary of an event, or null when it has not been closed by this step. */
export async function closeSummaryOf(db: Executor, eventSn: number): Promise<EventCloseSummary | null> {
  const [row] = await db.select().from(eventClose).where(eq(eventClose.eventSn, eventSn));
  if (!row) return null;
  const { eventSn: _, closedAt, ...rest } = row;
  return { ...rest, closedAt: closedAt.toISOString() };
}
