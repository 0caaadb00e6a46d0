import { CLIENT_GROUP } from '@pcs/domain';
import { and, asc, desc, eq, gte, ilike, inArray, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { containsPattern } from '../../db/like';
import {
  appUser,
  company,
  companyGroup,
  estimate,
  estimateItem,
  event,
  eventProduct,
  eventRecipient,
  eventTemplate,
  giftOrder,
  messageCard,
  payment,
  product,
  refund,
  templateProduct,
  userSession,
} from '../../db/schema/index';

export type EventRowDb = typeof event.$inferSelect;

// --- events ---------------------------------------------------------------------------------------------------

export type EventFilter = {
  cmpyCds: string[] | null;
  /** Stored status codes to match (the caller maps the asked status to stored codes and re-checks by clock). */
  statuses: string[] | null;
  eventNm: string | null;
  periodStart: string | null;
  periodEnd: string | null;
};

function eventConditions(f: EventFilter): SQL | undefined {
  return and(
    eq(event.testYn, 'N'),
    f.cmpyCds ? inArray(event.cmpyCd, f.cmpyCds) : undefined,
    f.statuses ? inArray(event.eventStatCd, f.statuses) : undefined,
    f.eventNm ? ilike(event.eventNm, containsPattern(f.eventNm)) : undefined,
    f.periodStart ? gte(event.endDt, f.periodStart) : undefined,
    f.periodEnd ? lte(event.startDt, f.periodEnd) : undefined,
  );
}

export const countEvents = (db: Executor, f: EventFilter) =>
  db
    .select({ n: sql<number>`count(*)::int` })
    .from(event)
    .where(eventConditions(f))
    .then((rows) => rows[0]?.n ?? 0);

export function listEvents(
  db: Executor,
  f: EventFilter,
  sort: { field: 'startDt' | 'eventSn' | 'eventNm' | undefined; order: 'asc' | 'desc' },
  offset: number,
  limit: number,
) {
  const dir = sort.order === 'asc' ? asc : desc;
  const column = sort.field === 'eventNm' ? event.eventNm : sort.field === 'startDt' ? event.startDt : null;
  return db
    .select({
      event,
      cmpyNm: company.cmpyNm,
      tempNm: eventTemplate.tempNm,
      prodCount: sql<number>`(select count(*)::int from ${eventProduct} ep where ep.event_sn = ${event.eventSn})`,
      recipientCount: sql<number>`(select count(*)::int from ${eventRecipient} er where er.event_sn = event.event_sn)`,
      appliedCount: sql<number>`(select count(*)::int from ${eventRecipient} er where er.event_sn = event.event_sn and er.used_cnt > 0)`,
    })
    .from(event)
    .innerJoin(company, eq(company.cmpyCd, event.cmpyCd))
    .leftJoin(eventTemplate, eq(eventTemplate.tempSn, event.tempSn))
    .where(eventConditions(f))
    .orderBy(...(column ? [dir(column)] : []), dir(event.eventSn))
    .limit(limit)
    .offset(offset);
}

export const findEvent = (db: Executor, eventSn: number) =>
  db
    .select({ event, cmpyNm: company.cmpyNm, tempNm: eventTemplate.tempNm, cardNm: messageCard.cardNm })
    .from(event)
    .innerJoin(company, eq(company.cmpyCd, event.cmpyCd))
    .leftJoin(eventTemplate, eq(eventTemplate.tempSn, event.tempSn))
    .leftJoin(messageCard, eq(messageCard.cardSn, event.cardSn))
    .where(and(eq(event.eventSn, eventSn), eq(event.testYn, 'N')))
    .then((rows) => rows[0] ?? null);

/** Locks the event row for a change (FOR UPDATE), so two operators' edits run one after the other. */
/**
 * FOR NO KEY UPDATE, not FOR UPDATE: an apply inserting an estimate or order checks its foreign key with FOR KEY
 * SHARE on the event row, which FOR UPDATE would block while the saver waits for that apply's stock row (a deadlock;
 * lock order in decision 024). Nothing changes an event's key.
 */
export const lockEvent = (db: Executor, eventSn: number) =>
  db
    .select()
    .from(event)
    .where(and(eq(event.eventSn, eventSn), eq(event.testYn, 'N')))
    .for('no key update')
    .then((rows) => rows[0] ?? null);

export const insertEvent = (db: Executor, row: typeof event.$inferInsert) =>
  db
    .insert(event)
    .values(row)
    .returning({ eventSn: event.eventSn })
    .then((rows) => rows[0]!.eventSn);

/** A conditional update on the status read under lock: zero rows means someone else moved it first. */
export const updateEvent = (
  db: Executor,
  eventSn: number,
  expectedStatus: string,
  values: Partial<typeof event.$inferInsert>,
) =>
  db
    .update(event)
    .set(values)
    .where(and(eq(event.eventSn, eventSn), eq(event.eventStatCd, expectedStatus)))
    .returning({ eventSn: event.eventSn })
    .then((rows) => rows.length);

/** Events whose stored status the clock may have to move (scheduled or open). */
export const eventsToAdvance = (db: Executor) =>
  db
    .select({
      eventSn: event.eventSn,
      cmpyCd: event.cmpyCd,
      eventStatCd: event.eventStatCd,
      startDt: event.startDt,
      startTm: event.startTm,
      endDt: event.endDt,
      endTm: event.endTm,
    })
    .from(event)
    .where(inArray(event.eventStatCd, ['01', '02']));

// --- products -------------------------------------------------------------------------------------------------

export const eventProducts = (db: Executor, eventSn: number) =>
  db
    .select({
      prodSn: product.prodSn,
      prodNm: product.prodNm,
      brandNm: product.brandNm,
      mainImg: product.mainImg,
      price: product.price,
      eventPrice: eventProduct.eventPrice,
      stockQty: eventProduct.stockQty,
      seqNo: eventProduct.seqNo,
      chosenQty: sql<number>`coalesce((select sum(o.quantity)::int from ${giftOrder} o where o.event_sn = event_product.event_sn and o.prod_sn = event_product.prod_sn and o.ord_stat_cd = '01'), 0)`,
    })
    .from(eventProduct)
    .innerJoin(product, eq(product.prodSn, eventProduct.prodSn))
    .where(eq(eventProduct.eventSn, eventSn))
    .orderBy(asc(eventProduct.seqNo), asc(product.prodSn));

/** Quantity applied for (order status 01) of one product of an event: chosen products may not leave the event. */
export const chosenQuantity = (db: Executor, eventSn: number, prodSn: number) =>
  db
    .select({ n: sql<number>`coalesce(sum(${giftOrder.quantity}), 0)::int` })
    .from(giftOrder)
    .where(and(eq(giftOrder.eventSn, eventSn), eq(giftOrder.prodSn, prodSn), eq(giftOrder.ordStatCd, '01')))
    .then((rows) => rows[0]?.n ?? 0);

/** Removes products from an event; their stock rows are locked by prod_sn first (decision 024). */
export async function deleteEventProducts(db: Executor, eventSn: number, prodSns: number[]): Promise<void> {
  if (prodSns.length === 0) return;
  const which = and(eq(eventProduct.eventSn, eventSn), inArray(eventProduct.prodSn, prodSns));
  await db
    .select({ prodSn: eventProduct.prodSn })
    .from(eventProduct)
    .where(which)
    .orderBy(asc(eventProduct.prodSn))
    .for('update');
  await db.delete(eventProduct).where(which);
}

/** Approved (signStatCd 03) and used products: the only ones an event may offer. */
export const offerable = () => and(eq(product.signStatCd, '03'), eq(product.useYn, 'Y'));

export const offerableProdSns = (db: Executor, prodSns: number[]) =>
  prodSns.length === 0
    ? Promise.resolve([] as number[])
    : db
        .select({ prodSn: product.prodSn })
        .from(product)
        .where(and(inArray(product.prodSn, prodSns), offerable()))
        .then((rows) => rows.map((r) => r.prodSn));

export type ProdOptionFilter = { prodNm: string | null; tempSn: number | null; prodSns: number[] | null };

function prodOptionConditions(f: ProdOptionFilter): SQL | undefined {
  return and(
    offerable(),
    f.prodNm
      ? or(
          ilike(product.prodNm, containsPattern(f.prodNm)),
          ilike(product.brandNm, containsPattern(f.prodNm)),
        )
      : undefined,
    f.tempSn
      ? inArray(
          product.prodSn,
          sql`(select tp.prod_sn from ${templateProduct} tp where tp.temp_sn = ${f.tempSn})`,
        )
      : undefined,
    f.prodSns ? inArray(product.prodSn, f.prodSns) : undefined,
  );
}

export const countProdOptions = (db: Executor, f: ProdOptionFilter) =>
  db
    .select({ n: sql<number>`count(*)::int` })
    .from(product)
    .where(prodOptionConditions(f))
    .then((rows) => rows[0]?.n ?? 0);

const prodOptionColumns = {
  prodSn: product.prodSn,
  prodNm: product.prodNm,
  brandNm: product.brandNm,
  mainImg: product.mainImg,
  price: product.price,
  categoryCd: product.categoryCd,
};

export const listProdOptions = (db: Executor, f: ProdOptionFilter, offset: number, limit: number) =>
  db
    .select(prodOptionColumns)
    .from(product)
    .where(prodOptionConditions(f))
    .orderBy(desc(product.prodSn))
    .limit(limit)
    .offset(offset);

export const findProduct = (db: Executor, prodSn: number) =>
  db
    .select()
    .from(product)
    .where(eq(product.prodSn, prodSn))
    .then((rows) => rows[0] ?? null);

// --- recipients -----------------------------------------------------------------------------------------------

/**
 * A recipient's state (RECIPIENT_STATE) as SQL: delivered > paid > applied > returned > logged in (since the event
 * was created) > not logged in. Orders whose return was refunded (or is being refunded) no longer count as
 * delivered, paid or applied: the recipient reads 반품완료 until they choose again (decision 030).
 */
const liveOrder = sql`o.event_sn = event_recipient.event_sn and o.unq_user_id = event_recipient.unq_user_id and o.ord_stat_cd = '01'
    and not exists (select 1 from ${estimate} re join ${refund} rf on rf.esti_sn = re.esti_sn
      where re.ord_sn = o.ord_sn and rf.refund_gbn = 'RETURN' and rf.refund_stat_cd in ('05', '06'))`;
const recipientState = sql<string>`case
  when exists (select 1 from ${giftOrder} o join ${estimate} e on e.ord_sn = o.ord_sn join ${estimateItem} i on i.esti_sn = e.esti_sn
    where ${liveOrder} and i.deli_stat_cd = '04') then '05'
  when exists (select 1 from ${giftOrder} o join ${payment} p on p.ord_sn = o.ord_sn
    where ${liveOrder} and p.approved_at is not null and p.refund_sn is null) then '04'
  when exists (select 1 from ${giftOrder} o where ${liveOrder}) then '03'
  when exists (select 1 from ${giftOrder} o where o.event_sn = event_recipient.event_sn and o.unq_user_id = event_recipient.unq_user_id and o.ord_stat_cd = '01') then '06'
  when exists (select 1 from ${userSession} s where s.unq_user_id = event_recipient.unq_user_id and s.login_at >= event_recipient.created_at) then '02'
  else '01' end`;

export type RecipientFilter = {
  eventSn: number;
  stateCd: string | null;
  searchText: string | null;
  appliedYn?: 'Y' | 'N' | null;
};

function recipientConditions(f: RecipientFilter): SQL | undefined {
  return and(
    eq(eventRecipient.eventSn, f.eventSn),
    f.stateCd ? sql`${recipientState} = ${f.stateCd}` : undefined,
    f.appliedYn === 'N' ? eq(eventRecipient.usedCnt, 0) : undefined,
    f.appliedYn === 'Y' ? sql`${eventRecipient.usedCnt} > 0` : undefined,
    f.searchText
      ? or(
          ilike(appUser.userNm, containsPattern(f.searchText)),
          ilike(appUser.userId, containsPattern(f.searchText)),
        )
      : undefined,
  );
}

export const countRecipients = (db: Executor, f: RecipientFilter) =>
  db
    .select({ n: sql<number>`count(*)::int` })
    .from(eventRecipient)
    .innerJoin(appUser, eq(appUser.unqUserId, eventRecipient.unqUserId))
    .where(recipientConditions(f))
    .then((rows) => rows[0]?.n ?? 0);

export const listRecipients = (db: Executor, f: RecipientFilter, offset: number, limit: number) =>
  db
    .select({
      unqUserId: appUser.unqUserId,
      userId: appUser.userId,
      userNm: appUser.userNm,
      grupNm: companyGroup.grupNm,
      allowedCnt: eventRecipient.allowedCnt,
      usedCnt: eventRecipient.usedCnt,
      stateCd: recipientState,
    })
    .from(eventRecipient)
    .innerJoin(appUser, eq(appUser.unqUserId, eventRecipient.unqUserId))
    .leftJoin(
      companyGroup,
      and(eq(companyGroup.cmpyCd, appUser.cmpyCd), eq(companyGroup.grupCd, appUser.grupCd)),
    )
    .where(recipientConditions(f))
    .orderBy(asc(appUser.userNm), asc(appUser.unqUserId))
    .limit(limit)
    .offset(offset);

export const recipientStateCounts = (db: Executor, eventSn: number) =>
  db
    .select({ stateCd: recipientState, n: sql<number>`count(*)::int` })
    .from(eventRecipient)
    .where(eq(eventRecipient.eventSn, eventSn))
    .groupBy(recipientState);

/** Active users of a company, optionally of some groups or picked ones: the candidates for an event. */
export const companyUsers = (
  db: Executor,
  cmpyCd: string,
  opts: { grupCds?: string[]; unqUserIds?: string[] },
) =>
  db
    .select({ unqUserId: appUser.unqUserId })
    .from(appUser)
    .where(
      and(
        eq(appUser.cmpyCd, cmpyCd),
        eq(appUser.useYn, 'Y'),
        eq(appUser.regStat, 'ACCEPT'),
        inArray(appUser.authCd, [...CLIENT_GROUP]),
        opts.grupCds ? inArray(appUser.grupCd, opts.grupCds) : undefined,
        opts.unqUserIds ? inArray(appUser.unqUserId, opts.unqUserIds) : undefined,
      ),
    )
    .then((rows) => rows.map((r) => r.unqUserId));

export const companyGroups = (db: Executor, cmpyCd: string) =>
  db
    .select({ grupCd: companyGroup.grupCd, parentGrupCd: companyGroup.parentGrupCd })
    .from(companyGroup)
    .where(eq(companyGroup.cmpyCd, cmpyCd));

/** Adds recipients with the event's selectCnt as their allowance; existing ones are left as they are. */
export const insertRecipients = (db: Executor, eventSn: number, allowedCnt: number, unqUserIds: string[]) =>
  unqUserIds.length === 0
    ? Promise.resolve(0)
    : db
        .insert(eventRecipient)
        .values(unqUserIds.map((unqUserId) => ({ eventSn, unqUserId, allowedCnt })))
        .onConflictDoNothing()
        .returning({ unqUserId: eventRecipient.unqUserId })
        .then((rows) => rows.length);

/** Removes recipients who have not applied; returns how many were removed. */
export const deleteUnappliedRecipients = (db: Executor, eventSn: number, unqUserIds: string[]) =>
  db
    .delete(eventRecipient)
    .where(
      and(
        eq(eventRecipient.eventSn, eventSn),
        inArray(eventRecipient.unqUserId, unqUserIds),
        eq(eventRecipient.usedCnt, 0),
        sql`not exists (select 1 from ${giftOrder} o where o.event_sn = event_recipient.event_sn and o.unq_user_id = event_recipient.unq_user_id and o.ord_stat_cd = '01')`,
      ),
    )
    .returning({ unqUserId: eventRecipient.unqUserId })
    .then((rows) => rows.length);

export const appliedRecipients = (db: Executor, eventSn: number, unqUserIds: string[]) =>
  db
    .select({ unqUserId: eventRecipient.unqUserId })
    .from(eventRecipient)
    .where(
      and(
        eq(eventRecipient.eventSn, eventSn),
        inArray(eventRecipient.unqUserId, unqUserIds),
        ne(eventRecipient.usedCnt, 0),
      ),
    )
    .then((rows) => rows.length);

export const countEventRecipients = (db: Executor, eventSn: number) =>
  db
    .select({ n: sql<number>`count(*)::int` })
    .from(eventRecipient)
    .where(eq(eventRecipient.eventSn, eventSn))
    .then((rows) => rows[0]?.n ?? 0);

// --- themes, curation, cards ----------------------------------------------------------------------------------

export const listThemes = (db: Executor) =>
  db
    .select({
      theme: eventTemplate,
      prodCount: sql<number>`(select count(*)::int from ${templateProduct} tp where tp.temp_sn = event_template.temp_sn)`,
    })
    .from(eventTemplate)
    .orderBy(asc(eventTemplate.seqNo), asc(eventTemplate.tempSn));

export async function upsertTheme(db: Executor, row: typeof eventTemplate.$inferInsert): Promise<void> {
  await db
    .insert(eventTemplate)
    .values(row)
    .onConflictDoUpdate({
      target: eventTemplate.tempSn,
      set: {
        tempNm: row.tempNm,
        seqNo: row.seqNo,
        useYn: row.useYn ?? 'Y',
        occasionCd: row.occasionCd ?? null,
        bgFileId: row.bgFileId ?? null,
      },
    });
}

export const findTheme = (db: Executor, tempSn: number) =>
  db
    .select()
    .from(eventTemplate)
    .where(eq(eventTemplate.tempSn, tempSn))
    .then((rows) => rows[0] ?? null);

export const curatedProducts = (db: Executor, tempSn: number) =>
  db
    .select(prodOptionColumns)
    .from(templateProduct)
    .innerJoin(product, eq(product.prodSn, templateProduct.prodSn))
    .where(eq(templateProduct.tempSn, tempSn))
    .orderBy(asc(templateProduct.seqNo), asc(product.prodSn));

export async function replaceCuration(db: Executor, tempSn: number, prodSns: number[]): Promise<void> {
  await db.delete(templateProduct).where(eq(templateProduct.tempSn, tempSn));
  if (prodSns.length > 0)
    await db.insert(templateProduct).values(prodSns.map((prodSn, i) => ({ tempSn, prodSn, seqNo: i + 1 })));
}

export const listCards = (db: Executor, useYn: 'Y' | 'N' | null) =>
  db
    .select()
    .from(messageCard)
    .where(useYn ? eq(messageCard.useYn, useYn) : undefined)
    .orderBy(asc(messageCard.seqNo), asc(messageCard.cardSn));

export const insertCard = (db: Executor, row: typeof messageCard.$inferInsert) =>
  db
    .insert(messageCard)
    .values(row)
    .returning({ cardSn: messageCard.cardSn })
    .then((rows) => rows[0]!.cardSn);

export const updateCard = (db: Executor, cardSn: number, row: Partial<typeof messageCard.$inferInsert>) =>
  db
    .update(messageCard)
    .set(row)
    .where(eq(messageCard.cardSn, cardSn))
    .returning({ cardSn: messageCard.cardSn })
    .then((rows) => rows.length);

export const cardExists = (db: Executor, cardSn: number) =>
  db
    .select({ cardSn: messageCard.cardSn })
    .from(messageCard)
    .where(eq(messageCard.cardSn, cardSn))
    .then((rows) => rows.length > 0);

export const companyExists = (db: Executor, cmpyCd: string) =>
  db
    .select({ cmpyCd: company.cmpyCd })
    .from(company)
    .where(eq(company.cmpyCd, cmpyCd))
    .then((rows) => rows.length > 0);
