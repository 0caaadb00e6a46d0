import {
  AUTH_CD,
  CLOSE_RULE,
  closeSummaryMail,
  DELIVERY_STATUS,
  EVENT_STATUS,
  type EventCloseSummary,
  ORDER_STATUS,
} from '@pcs/domain';
import { and, asc, eq, gt, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { appUser, company, event, eventClose, eventProduct, eventRecipient } from '../../db/schema/index';
import { eventGift, lineShipFeeSql, lineSupplyPriceSql } from '../gift';
import { queueOrderNotices } from '../order-notice';
import { enqueueMessage } from '../outbox';
import { takeAllowanceSql, takeEventStockSql } from '../stock';
import { eventClosedData, giftAppliedDataSql, queueWebhookEvent, queueWebhookEventSql } from '../webhooks';

/** Recipients one batch of a close handles: a bounded transaction however large the event. */
export const CLOSE_BATCH_SIZE = 2000;

/**
 * The closing step of an event (its close rule and the close summary), started in the transaction that moved it to
 * closed. Keyed on the event: the event_close row is claimed first (insert ... on conflict do nothing), so a repeated
 * or concurrent run changes nothing. Recipients who never chose get what closeRuleCd says: nothing, or the default gift
 * applied with the address on file (the newest default address of their address book) or flagged as needing one. The
 * default gift's stock is taken under its row lock, so the close never oversells; whoever it did not reach is counted
 * as soldOut. The recipients are handled in batches (closeBatch), each its own bounded transaction that resumes from
 * where the last committed one stopped, so a crash loses nothing and repeats nothing: this claim runs the first batch,
 * and finishClosing (the event clock) runs the rest. The batch that reaches the last recipient mails the summary.
 * Returns false when the event was closed before.
 */
export async function closeEvent(
  tx: Executor,
  eventSn: number,
  now: Date,
  publicUrl = '',
  batchSize = CLOSE_BATCH_SIZE,
): Promise<boolean> {
  const [ev] = await tx
    .select({ closeRuleCd: event.closeRuleCd, cmpyCd: event.cmpyCd })
    .from(event)
    .where(eq(event.eventSn, eventSn));
  if (!ev) return false;
  const [counted] = await tx
    .select({
      recipientCnt: sql<number>`count(*)::int`,
      appliedCnt: sql<number>`(count(*) filter (where ${eventRecipient.usedCnt} > 0))::int`,
    })
    .from(eventRecipient)
    .where(eq(eventRecipient.eventSn, eventSn));
  const claimed = await tx
    .insert(eventClose)
    .values({
      eventSn,
      closeRuleCd: ev.closeRuleCd,
      recipientCnt: counted?.recipientCnt ?? 0,
      appliedCnt: counted?.appliedCnt ?? 0,
      defaultGiftCnt: 0,
      addrNeededCnt: 0,
      nothingCnt: 0,
      soldOutCnt: 0,
      closedAt: now,
    })
    .onConflictDoNothing()
    .returning({ eventSn: eventClose.eventSn });
  if (claimed.length === 0) return false;
  // Reported once, by the run that claimed the close (decision 038), whether the clock or an operator closed it.
  await queueWebhookEvent(tx, {
    cmpyCd: ev.cmpyCd,
    type: 'event.closed',
    data: eventClosedData(eventSn, EVENT_STATUS.closed, {
      recipientCount: counted?.recipientCnt ?? 0,
      appliedCount: counted?.appliedCnt ?? 0,
    }),
    now,
  });
  await closeBatch(tx, eventSn, now, publicUrl, batchSize);
  return true;
}

/**
 * Runs the remaining batches of every close still under way (after a crash, or of an event larger than one batch),
 * each in its own transaction. Safe beside another process doing the same: a batch skips a close whose row another
 * batch holds. Returns how many recipients it went through.
 */
export async function finishClosing(
  db: Db,
  now: Date,
  publicUrl = '',
  batchSize = CLOSE_BATCH_SIZE,
): Promise<number> {
  const open = await db
    .select({ eventSn: eventClose.eventSn })
    .from(eventClose)
    .where(isNull(eventClose.finishedAt))
    .orderBy(asc(eventClose.eventSn));
  let handled = 0;
  let firstError: unknown = null;
  for (const { eventSn } of open) {
    try {
      for (;;) {
        const batch = await db.transaction((tx) => closeBatch(tx, eventSn, now, publicUrl, batchSize));
        handled += batch?.handled ?? 0;
        if (!batch || batch.finished) break;
      }
    } catch (error) {
      // The other closes go on; this one is tried again next round, from its cursor.
      firstError ??= error;
    }
  }
  if (firstError) throw firstError;
  return handled;
}

/**
 * One batch of a close: the next `batchSize` recipients after the cursor who never chose, locked in unq_user_id
 * order and then the default gift's stock row (the product's lock order, decision 024). Those the stock reaches get
 * the gift in set-based statements; the counts and the cursor move in the same transaction. Null when another
 * process holds this close or it has finished.
 */
async function closeBatch(tx: Executor, eventSn: number, now: Date, publicUrl: string, batchSize: number) {
  const [state] = await tx
    .select()
    .from(eventClose)
    .where(and(eq(eventClose.eventSn, eventSn), isNull(eventClose.finishedAt)))
    .for('no key update', { skipLocked: true });
  if (!state) return null;
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

  const page = await tx
    .select({ unqUserId: eventRecipient.unqUserId })
    .from(eventRecipient)
    .where(
      and(
        eq(eventRecipient.eventSn, eventSn),
        eq(eventRecipient.usedCnt, 0),
        state.cursorUnqUserId ? gt(eventRecipient.unqUserId, state.cursorUnqUserId) : undefined,
      ),
    )
    .orderBy(asc(eventRecipient.unqUserId))
    .limit(batchSize);
  const finished = page.length < batchSize;
  const counts = { defaultGiftCnt: 0, addrNeededCnt: 0, nothingCnt: 0, soldOutCnt: 0, appliedCnt: 0 };
  const defaultProdSn = state.closeRuleCd === CLOSE_RULE.defaultGift ? ev.defaultProdSn : null;
  const prod = defaultProdSn === null ? null : await eventGift(tx, eventSn, defaultProdSn);
  if (page.length > 0 && !prod) counts.nothingCnt = page.length;
  else if (page.length > 0 && prod) {
    // Locked and checked again: whoever chose after the page was read (only at the close instant) is left alone.
    const never = await lockNeverChosen(
      tx,
      eventSn,
      page.map((r) => r.unqUserId),
    );
    counts.appliedCnt = page.length - never.length;
    const [stock] = await tx
      .select({ stockQty: eventProduct.stockQty })
      .from(eventProduct)
      .where(and(eq(eventProduct.eventSn, eventSn), eq(eventProduct.prodSn, prod.prodSn)))
      .for('no key update');
    const reached = never.slice(0, Math.max(0, Math.min(stock?.stockQty ?? 0, never.length)));
    counts.soldOutCnt = never.length - reached.length;
    if (reached.length > 0) {
      const given = await giveDefaultGift(tx, { eventSn, cmpyCd: ev.cmpyCd, prod, now }, reached);
      const needing = given.filter((g) => g.addrNeeded);
      counts.defaultGiftCnt = given.length;
      counts.addrNeededCnt = needing.length;
      counts.soldOutCnt += reached.length - given.length;
      // Each recipient hears of their default gift in this batch's transaction: those without an address get the
      // link to give one, the others that it goes to the address on file.
      await queueOrderNotices(tx, publicUrl, 'ADDRESS_NEEDED', needing);
      await queueOrderNotices(
        tx,
        publicUrl,
        'DEFAULT_GIFT',
        given.filter((g) => !g.addrNeeded),
      );
    }
  }
  const cursor = page.at(-1)?.unqUserId ?? state.cursorUnqUserId;
  const [after] = await tx
    .update(eventClose)
    .set({
      cursorUnqUserId: cursor,
      defaultGiftCnt: sql`${eventClose.defaultGiftCnt} + ${counts.defaultGiftCnt}`,
      addrNeededCnt: sql`${eventClose.addrNeededCnt} + ${counts.addrNeededCnt}`,
      nothingCnt: sql`${eventClose.nothingCnt} + ${counts.nothingCnt}`,
      soldOutCnt: sql`${eventClose.soldOutCnt} + ${counts.soldOutCnt}`,
      appliedCnt: sql`${eventClose.appliedCnt} + ${counts.appliedCnt}`,
      finishedAt: finished ? now : null,
    })
    .where(eq(eventClose.eventSn, eventSn))
    .returning();
  if (finished && after) {
    const { eventSn: _, closedAt, cursorUnqUserId: __, finishedAt: ___, ...rest } = after;
    const summary: EventCloseSummary = { ...rest, closedAt: closedAt.toISOString() };
    const mail = closeSummaryMail(
      ev,
      summary,
      `${publicUrl}/event/detail/${encodeURIComponent(ev.cmpyCd)}/${eventSn}`,
    );
    for (const to of await summaryMails(tx, ev.rgstUnqUserId, ev.cmpyCd))
      await enqueueMessage(tx, { channel: 'MAIL', recipient: to, ...mail });
  }
  return { handled: page.length, finished };
}

/** Locks the listed recipients in unq_user_id order and returns those who still never chose. */
async function lockNeverChosen(tx: Executor, eventSn: number, unqUserIds: string[]): Promise<string[]> {
  const rows = await tx
    .select({ unqUserId: eventRecipient.unqUserId })
    .from(eventRecipient)
    .where(
      and(
        eq(eventRecipient.eventSn, eventSn),
        inArray(eventRecipient.unqUserId, unqUserIds),
        eq(eventRecipient.usedCnt, 0),
      ),
    )
    .orderBy(asc(eventRecipient.unqUserId))
    .for('no key update');
  return rows.map((r) => r.unqUserId);
}

/**
 * Applies the default gift for the given (locked) recipients in one statement: takes each one's allowance, writes
 * the order with the address on file (or flags it as needing one), its estimate, line and first history row, and
 * takes the stock for as many as it gave. Returns the line each one got and whether it still needs an address.
 */
async function giveDefaultGift(
  tx: Executor,
  o: {
    eventSn: number;
    cmpyCd: string;
    prod: { prodSn: number; price: number; vendorSn: number | null };
    now: Date;
  },
  unqUserIds: string[],
): Promise<{ estiItemSn: number; addrNeeded: boolean }[]> {
  const ids = sql.join(
    unqUserIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const rows = await queryRows<{ estiItemSn: number; addrNeeded: boolean }>(
    tx,
    sql`
    with take as (
      ${takeAllowanceSql({ eventSn: sql`${o.eventSn}`, recipient: sql`r.unq_user_id in (${ids})`, quantity: sql`1` })}
      returning r.unq_user_id
    ), addr as (
      select distinct on (a.unq_user_id) a.unq_user_id, a.receiver_nm, a.receiver_tel_no, a.zip_cd, a.addr, a.addr_dtl
      from delivery_address a join take on take.unq_user_id = a.unq_user_id
      order by a.unq_user_id, (a.default_yn = 'Y') desc, a.dele_sn desc
    ), ord as (
      insert into gift_order (event_sn, cmpy_cd, unq_user_id, ord_stat_cd, prod_sn, quantity, unit_price,
        receiver_nm, receiver_tel_no, zip_cd, addr, addr_dtl, applied_at, default_gift_yn, addr_needed_yn,
        tax_purpose, tax_kind)
      select ${o.eventSn}::int, ${o.cmpyCd}::varchar, take.unq_user_id, ${ORDER_STATUS.applied}::varchar,
        ${o.prod.prodSn}::int, 1, ${o.prod.price}::int, addr.receiver_nm, addr.receiver_tel_no, addr.zip_cd,
        addr.addr, addr.addr_dtl, ${o.now}::timestamptz, 'Y',
        case when addr.unq_user_id is null then 'Y' else 'N' end, ev.tax_purpose, ev.tax_kind
      from take left join addr on addr.unq_user_id = take.unq_user_id
        join event ev on ev.event_sn = ${o.eventSn}::int
      returning ord_sn, addr_needed_yn
    ), est as (
      insert into estimate (ord_sn, cmpy_cd, event_sn, total_price)
      select ord_sn, ${o.cmpyCd}::varchar, ${o.eventSn}::int, ${o.prod.price}::int from ord
      returning esti_sn, ord_sn
    ), item as (
      insert into estimate_item (esti_sn, prod_sn, vendor_sn, quantity, unit_price, supply_price, ship_fee, deli_stat_cd)
      select esti_sn, ${o.prod.prodSn}::int, ${o.prod.vendorSn}::int, 1, ${o.prod.price}::int,
        ${lineSupplyPriceSql(sql`${o.prod.prodSn}::int`, sql`''::varchar`)}, ${lineShipFeeSql(sql`${o.prod.prodSn}::int`)},
        ${DELIVERY_STATUS.received}::varchar
      from est
      returning esti_item_sn, esti_sn
    ), h as (
      insert into delivery_history (esti_item_sn, deli_stat_cd, memo, changed_at)
      select esti_item_sn, ${DELIVERY_STATUS.received}::varchar, '마감 기본 선물', ${o.now}::timestamptz from item
    ), wh as (
      -- The default gift is an applied gift too (decision 038): one gift.applied per order, each its own id.
      ${queueWebhookEventSql({
        type: 'gift.applied',
        cmpyCd: sql`${o.cmpyCd}::varchar`,
        data: giftAppliedDataSql({
          ordSn: sql`est.ord_sn`,
          eventSn: sql`${o.eventSn}::int`,
          prodSn: sql`${o.prod.prodSn}::int`,
          quantity: sql`1`,
          defaultGift: true,
        }),
        from: sql`est`,
        occurredAt: o.now,
        perRowMessageId: true,
      })}
    ), s as (
      -- The stock row is locked and the batch was cut to what it held (closeBatch), so the take is counted.
      ${takeEventStockSql({
        eventSn: sql`${o.eventSn}`,
        prodSn: sql`${o.prod.prodSn}`,
        quantity: sql`(select count(*) from take)::int`,
        lockedAndCounted: true,
      })}
    )
    select item.esti_item_sn as "estiItemSn", ord.addr_needed_yn = 'Y' as "addrNeeded"
    from ord join est on est.ord_sn = ord.ord_sn join item on item.esti_sn = est.esti_sn`,
  );
  return rows;
}

/**
 * Who gets the close summary: the operator who created the event (else every operator admin with a mail) and the
 * client managers of the event's company, whose event it is.
 */
async function summaryMails(tx: Executor, creator: string | null, cmpyCd: string): Promise<string[]> {
  const mails = async (where: SQL | undefined) =>
    (
      await tx
        .select({ email: appUser.email })
        .from(appUser)
        .where(and(where, eq(appUser.useYn, 'Y')))
    )
      .map((u) => u.email)
      .filter((e): e is string => !!e);
  let operators = creator ? await mails(eq(appUser.unqUserId, creator)) : [];
  if (operators.length === 0) operators = await mails(eq(appUser.authCd, AUTH_CD.operatorAdmin));
  const managers = await mails(and(eq(appUser.authCd, AUTH_CD.clientManager), eq(appUser.cmpyCd, cmpyCd)));
  return [...new Set([...operators, ...managers])];
}

/** The stored close summary of an event, or null when it has not been closed by this step. */
export async function closeSummaryOf(db: Executor, eventSn: number): Promise<EventCloseSummary | null> {
  const [row] = await db
    .select()
    .from(eventClose)
    .where(and(eq(eventClose.eventSn, eventSn), isNotNull(eventClose.finishedAt)));
  if (!row) return null;
  const { eventSn: _, closedAt, cursorUnqUserId: __, finishedAt: ___, ...rest } = row;
  return { ...rest, closedAt: closedAt.toISOString() };
}
