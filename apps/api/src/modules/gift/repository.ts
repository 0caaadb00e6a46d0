import { and, asc, desc, eq, gte, ilike, inArray, like, lt, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { containsPattern } from '../../db/like';
import { executeNamed } from '../../db/named-query';
import {
  cart,
  company,
  deliveryHistory,
  estimate,
  estimateItem,
  event,
  eventProduct,
  eventRecipient,
  giftOrder,
  product,
  productImage,
  productOption,
} from '../../db/schema/index';

/** Events a user is a recipient of, with their used count. */
export const recipientEvents = (db: Executor, unqUserId: string, eventSn?: number) =>
  db
    .select({
      eventSn: event.eventSn,
      eventNm: event.eventNm,
      cmpyCd: event.cmpyCd,
      cmpyNm: company.cmpyNm,
      startDt: event.startDt,
      endDt: event.endDt,
      startTm: event.startTm,
      endTm: event.endTm,
      eventStatCd: event.eventStatCd,
      selectCnt: eventRecipient.allowedCnt,
      selectType: event.selectType,
      usedCnt: eventRecipient.usedCnt,
      greeting: event.greeting,
    })
    .from(eventRecipient)
    .innerJoin(event, eq(event.eventSn, eventRecipient.eventSn))
    .innerJoin(company, eq(company.cmpyCd, event.cmpyCd))
    .where(
      and(
        eq(eventRecipient.unqUserId, unqUserId),
        eq(event.testYn, 'N'),
        // Drafts and cancelled events are the operators' own business (issue 11).
        notInArray(event.eventStatCd, ['00', '09']),
        eventSn === undefined ? undefined : eq(event.eventSn, eventSn),
      ),
    )
    .orderBy(desc(event.startDt), desc(event.eventSn));

/** What the event charges: its own price for the product when set (issue 11), else the product's price. */
const giftPrice = sql<number>`coalesce(${eventProduct.eventPrice}, ${product.price})`.mapWith(Number);

export type GiftFilter = {
  eventSn: number;
  categoryCd: string | null;
  prodNm: string | null;
  priceMin: number | null;
  priceMax: number | null;
  orderbyNew: boolean | null;
  checkOrderByPrice: boolean | null;
};

function giftConditions(f: GiftFilter): SQL | undefined {
  return and(
    eq(eventProduct.eventSn, f.eventSn),
    eq(product.useYn, 'Y'),
    f.categoryCd ? like(product.categoryCd, `${f.categoryCd}%`) : undefined,
    f.prodNm ? ilike(product.prodNm, containsPattern(f.prodNm)) : undefined,
    f.priceMin !== null ? gte(product.price, f.priceMin) : undefined,
    f.priceMax !== null ? lt(product.price, f.priceMax) : undefined,
  );
}

export const countGifts = (db: Executor, f: GiftFilter) =>
  db
    .select({ n: sql<number>`count(*)::int` })
    .from(eventProduct)
    .innerJoin(product, eq(product.prodSn, eventProduct.prodSn))
    .where(giftConditions(f))
    .then((rows) => rows[0]?.n ?? 0);

/** spec §4 sorts: orderbyNew false = newest first, true = oldest first; price true = low first, false = high first. */
export function listGifts(db: Executor, f: GiftFilter, offset: number, limit: number) {
  const order: SQL[] = [];
  if (f.orderbyNew === false) order.push(desc(product.createdAt));
  if (f.orderbyNew === true) order.push(asc(product.createdAt));
  if (f.checkOrderByPrice === true) order.push(asc(product.price));
  if (f.checkOrderByPrice === false) order.push(desc(product.price));
  order.push(asc(eventProduct.seqNo), desc(product.prodSn));
  return db
    .select({
      prodSn: product.prodSn,
      prodNm: product.prodNm,
      brandNm: product.brandNm,
      mainImg: product.mainImg,
      price: giftPrice,
      categoryCd: product.categoryCd,
      stockQty: eventProduct.stockQty,
    })
    .from(eventProduct)
    .innerJoin(product, eq(product.prodSn, eventProduct.prodSn))
    .where(giftConditions(f))
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
}

export const eventGift = (db: Executor, eventSn: number, prodSn: number) =>
  db
    .select({
      prodSn: product.prodSn,
      prodNm: product.prodNm,
      brandNm: product.brandNm,
      mainImg: product.mainImg,
      price: giftPrice,
      detailHtml: product.detailHtml,
      vendorSn: product.vendorSn,
      useYn: product.useYn,
      stockQty: eventProduct.stockQty,
    })
    .from(eventProduct)
    .innerJoin(product, eq(product.prodSn, eventProduct.prodSn))
    .where(and(eq(eventProduct.eventSn, eventSn), eq(eventProduct.prodSn, prodSn)))
    .then((rows) => rows[0] ?? null);

export const productOptions = (db: Executor, prodSn: number) =>
  db.select().from(productOption).where(eq(productOption.prodSn, prodSn)).orderBy(asc(productOption.seqNo));

export const productImages = (db: Executor, prodSn: number) =>
  db
    .select({ fileId: productImage.fileId })
    .from(productImage)
    .where(eq(productImage.prodSn, prodSn))
    .orderBy(asc(productImage.seqNo))
    .then((rows) => rows.map((r) => r.fileId));

export const insertDraftOrder = (db: Executor, row: typeof giftOrder.$inferInsert) =>
  db
    .insert(giftOrder)
    .values(row)
    .returning({ ordSn: giftOrder.ordSn })
    .then((rows) => rows[0]!.ordSn);

export const findOrder = (db: Executor, ordSn: number) =>
  db
    .select()
    .from(giftOrder)
    .where(eq(giftOrder.ordSn, ordSn))
    .then((rows) => rows[0] ?? null);

/** Takes `quantity` of the recipient's allowance; null when it would exceed allowedCnt (the row is locked). */
export const takeAllowance = (db: Executor, eventSn: number, unqUserId: string, quantity: number) =>
  db
    .update(eventRecipient)
    .set({ usedCnt: sql`${eventRecipient.usedCnt} + ${quantity}` })
    .where(
      and(
        eq(eventRecipient.eventSn, eventSn),
        eq(eventRecipient.unqUserId, unqUserId),
        sql`${eventRecipient.usedCnt} + ${quantity} <= ${eventRecipient.allowedCnt}`,
      ),
    )
    .returning({ usedCnt: eventRecipient.usedCnt })
    .then((rows) => rows[0] ?? null);

/** Takes stock; null when there is not enough (the row is locked, so two buyers never both get the last one). */
export const takeStock = (db: Executor, eventSn: number, prodSn: number, quantity: number) =>
  db
    .update(eventProduct)
    .set({ stockQty: sql`${eventProduct.stockQty} - ${quantity}` })
    .where(
      and(
        eq(eventProduct.eventSn, eventSn),
        eq(eventProduct.prodSn, prodSn),
        gte(eventProduct.stockQty, quantity),
      ),
    )
    .returning({ stockQty: eventProduct.stockQty })
    .then((rows) => rows[0] ?? null);

export const insertEstimate = (db: Executor, row: typeof estimate.$inferInsert) =>
  db
    .insert(estimate)
    .values(row)
    .returning({ estiSn: estimate.estiSn })
    .then((rows) => rows[0]!.estiSn);

export const insertEstimateItem = (db: Executor, row: typeof estimateItem.$inferInsert) =>
  db
    .insert(estimateItem)
    .values(row)
    .returning({ estiItemSn: estimateItem.estiItemSn })
    .then((rows) => rows[0]!.estiItemSn);

export async function insertDeliveryHistory(
  db: Executor,
  row: typeof deliveryHistory.$inferInsert,
): Promise<void> {
  await db.insert(deliveryHistory).values(row);
}

export const estimateOfOrder = (db: Executor, ordSn: number) =>
  db
    .select({ estiSn: estimate.estiSn })
    .from(estimate)
    .where(eq(estimate.ordSn, ordSn))
    .then((rows) => rows[0]?.estiSn ?? null);

/** A user's orders (optionally of one event and statuses) with event names. */
export const userOrders = (
  db: Executor,
  unqUserId: string,
  opts: { eventSn?: number; ordSn?: number; statuses: string[] },
) =>
  db
    .select({
      order: giftOrder,
      eventNm: event.eventNm,
      selectType: event.selectType,
      estiSn: estimate.estiSn,
    })
    .from(giftOrder)
    .innerJoin(event, eq(event.eventSn, giftOrder.eventSn))
    .leftJoin(estimate, eq(estimate.ordSn, giftOrder.ordSn))
    .where(
      and(
        eq(giftOrder.unqUserId, unqUserId),
        inArray(giftOrder.ordStatCd, opts.statuses),
        opts.eventSn === undefined ? undefined : eq(giftOrder.eventSn, opts.eventSn),
        opts.ordSn === undefined ? undefined : eq(giftOrder.ordSn, opts.ordSn),
      ),
    )
    .orderBy(desc(giftOrder.ordSn));

/** Lines of the given estimates with product data. */
export const estimateLines = (db: Executor, estiSns: number[]) =>
  estiSns.length === 0
    ? Promise.resolve([])
    : db
        .select({
          estiSn: estimateItem.estiSn,
          estiItemSn: estimateItem.estiItemSn,
          prodSn: estimateItem.prodSn,
          prodNm: product.prodNm,
          brandNm: product.brandNm,
          mainImg: product.mainImg,
          optNm: estimateItem.optNm,
          quantity: estimateItem.quantity,
          deliStatCd: estimateItem.deliStatCd,
          carrierCd: estimateItem.carrierCd,
          invoiceNo: estimateItem.invoiceNo,
        })
        .from(estimateItem)
        .innerJoin(product, eq(product.prodSn, estimateItem.prodSn))
        .where(inArray(estimateItem.estiSn, estiSns))
        .orderBy(asc(estimateItem.estiItemSn));

export const productSummary = (db: Executor, prodSn: number) =>
  db
    .select({
      prodSn: product.prodSn,
      prodNm: product.prodNm,
      brandNm: product.brandNm,
      mainImg: product.mainImg,
    })
    .from(product)
    .where(eq(product.prodSn, prodSn))
    .then((rows) => rows[0] ?? null);

/**
 * The event's budget settings and what this recipient has already spent of the budget (applied orders, their price
 * minus what was paid by card), leaving out `exceptOrdSn`.
 */
export async function recipientBudget(db: Executor, eventSn: number, unqUserId: string, exceptOrdSn: number) {
  const ev = await db
    .select({ budgetAmt: event.budgetAmt, overPayYn: event.overPayYn })
    .from(event)
    .where(eq(event.eventSn, eventSn))
    .then((rows) => rows[0] ?? { budgetAmt: null, overPayYn: 'N' });
  const used = await db
    .select({
      n: sql<number>`coalesce(sum(${giftOrder.unitPrice} * ${giftOrder.quantity} - ${giftOrder.payAmt}), 0)::int`,
    })
    .from(giftOrder)
    .where(
      and(
        eq(giftOrder.eventSn, eventSn),
        eq(giftOrder.unqUserId, unqUserId),
        eq(giftOrder.ordStatCd, '01'),
        sql`${giftOrder.ordSn} <> ${exceptOrdSn}`,
      ),
    )
    .then((rows) => rows[0]?.n ?? 0);
  return { budgetAmt: ev.budgetAmt, overPayYn: ev.overPayYn, usedBudgetAmt: used };
}

export async function setPayAmt(db: Executor, ordSn: number, payAmt: number): Promise<void> {
  await db.update(giftOrder).set({ payAmt }).where(eq(giftOrder.ordSn, ordSn));
}

export async function removeCartLine(
  db: Executor,
  o: { unqUserId: string; eventSn: number; prodSn: number; optCds: string },
): Promise<void> {
  await db
    .delete(cart)
    .where(
      and(
        eq(cart.unqUserId, o.unqUserId),
        eq(cart.eventSn, o.eventSn),
        eq(cart.prodSn, o.prodSn),
        eq(cart.optCds, o.optCds),
      ),
    );
}

/** What the apply steps need of an order. */
export type ApplyingOrder = {
  ordSn: number;
  eventSn: number;
  cmpyCd: string;
  unqUserId: string;
  prodSn: number;
  optCds: string;
  optNm: string | null;
  quantity: number;
  unitPrice: number;
};

/** What one apply statement found and did; null when the order is not this user's draft any more. */
export type ApplyOutcome = {
  order: ApplyingOrder;
  /** Null when the user is not a recipient of a visible event. */
  event: {
    eventStatCd: string;
    startDt: string;
    endDt: string;
    startTm: string;
    endTm: string;
    budgetAmt: number | null;
    overPayYn: string;
  } | null;
  open: boolean;
  allowanceOk: boolean;
  stockOk: boolean;
  /** False when another apply of this recipient committed after the statement's snapshot (see applyAtOnce). */
  budgetReadFresh: boolean;
  usedBudgetAmt: number;
  /** The estimate written; null when a check refused and nothing was written. */
  estiSn: number | null;
};

/**
 * POST /v1/ebmp/pcs/gift/apply.json in ONE statement, one round trip and no BEGIN/COMMIT (issue 16: the burst was
 * bound by how long each connection held its transaction open across round trips, with the event's hot stock row
 * locked the whole time). It locks, in the order every other path uses (order, recipient, stock), with
 * SELECT ... FOR UPDATE, which in READ COMMITTED returns each row's newest committed version: the draft, then the
 * recipient row when the event is open and the allowance fits, then the stock row when there is enough. Only when
 * every check holds do the writes run (each gated on `go.ok`), and they change exactly the rows locked above, so
 * nothing is ever written in part and nothing needs rolling back.
 *
 * The budget sum reads the statement's snapshot, taken before the recipient lock was granted. An apply of the same
 * recipient committed in between would be missing from it, and it always changes the recipient row, so the row's
 * xmin as locked is compared with the xmin as seen: when they differ on a budgeted event nothing is written and
 * `budgetReadFresh` is false; the caller then takes the recipient lock first and runs this again.
 * `open` repeats isEventOpen (gift-access.ts) in SQL; a test keeps the two equal at the period's edges.
 */
export async function applyAtOnce(
  db: Executor,
  input: {
    ordSn: number;
    unqUserId: string;
    address: {
      receiverNm: string;
      receiverTelNo: string;
      zipCd: string;
      addr: string;
      addrDtl: string;
      deliveryMemo: string;
    };
    now: Date;
    /** kstStamp(now): YYYYMMDDHHMISS in Korean time. */
    stamp: string;
    deliStatCd: string;
  },
): Promise<ApplyOutcome | null> {
  const { ordSn, unqUserId, address, now, stamp, deliStatCd } = input;
  const rows = await executeNamed<{
    ord_sn: number;
    event_sn: number;
    cmpy_cd: string;
    unq_user_id: string;
    prod_sn: number;
    opt_cds: string;
    opt_nm: string | null;
    quantity: number;
    unit_price: number;
    event_stat_cd: string | null;
    start_dt: string;
    end_dt: string;
    start_tm: string;
    end_tm: string;
    budget_amt: number | null;
    over_pay_yn: string;
    open: boolean | null;
    allowance_ok: boolean;
    stock_ok: boolean;
    fresh: boolean;
    used_budget: number;
    esti_sn: number | null;
  }>(
    db,
    'gift_apply',
    sql`
    with o as materialized (
      select ord_sn, event_sn, cmpy_cd, unq_user_id, prod_sn, opt_cds, opt_nm, quantity, unit_price
      from gift_order
      where ord_sn = ${ordSn} and unq_user_id = ${unqUserId} and ord_stat_cd = '00'
      for update
    ), ev as materialized (
      select e.event_stat_cd, e.start_dt, e.end_dt, e.start_tm, e.end_tm, e.budget_amt, e.over_pay_yn,
        (e.event_stat_cd in ('01', '02') and (e.start_dt || e.start_tm) <= ${stamp}::text
          and ${stamp}::text <= (e.end_dt || e.end_tm)) as open
      from o
      join event_recipient r on r.event_sn = o.event_sn and r.unq_user_id = o.unq_user_id
      join event e on e.event_sn = o.event_sn
      join company c on c.cmpy_cd = e.cmpy_cd
      where e.test_yn = 'N' and e.event_stat_cd not in ('00', '09')
    ), seen as materialized (
      select r.xmin::text as row_xmin
      from event_recipient r join o on r.event_sn = o.event_sn and r.unq_user_id = o.unq_user_id
    ), rl as materialized (
      select r.xmin::text as row_xmin
      from event_recipient r join o on r.event_sn = o.event_sn and r.unq_user_id = o.unq_user_id
      where r.used_cnt + o.quantity <= r.allowed_cnt and (select open from ev)
      for update of r
    ), sl as materialized (
      select 1
      from event_product ep join o on ep.event_sn = o.event_sn and ep.prod_sn = o.prod_sn
      where ep.stock_qty >= o.quantity and exists (select 1 from rl)
      for update of ep
    ), used as materialized (
      -- Keyed on the user, so the generic plan reads their own orders, not every applied order of the event.
      select coalesce(sum(g.unit_price * g.quantity - g.pay_amt), 0)::int as amt
      from gift_order g
      where g.unq_user_id = ${unqUserId} and g.event_sn = (select event_sn from o) and g.ord_stat_cd = '01'
        and g.ord_sn <> ${ordSn} and (select budget_amt from ev) is not null
    ), chk as materialized (
      select
        coalesce((select open from ev), false) as open,
        exists (select 1 from rl) as allowance_ok,
        exists (select 1 from sl) as stock_ok,
        coalesce((select rl.row_xmin = seen.row_xmin from rl, seen), true) as fresh,
        coalesce((select ev.budget_amt is null or o.unit_price * o.quantity <= greatest(0, ev.budget_amt - used.amt)
          from ev, o, used), false) as budget_ok,
        coalesce((select ev.budget_amt is null from ev), true) as no_budget
    ), go as materialized (
      select (open and allowance_ok and stock_ok and budget_ok and (no_budget or fresh)) as ok from chk
    ), mark as (
      update gift_order g set ord_stat_cd = '01', receiver_nm = ${address.receiverNm},
        receiver_tel_no = ${address.receiverTelNo}, zip_cd = ${address.zipCd}, addr = ${address.addr},
        addr_dtl = ${address.addrDtl}, delivery_memo = ${address.deliveryMemo}, applied_at = ${now}
      from go where go.ok and g.ord_sn = ${ordSn}
    ), take as (
      update event_recipient r set used_cnt = r.used_cnt + o.quantity
      from o, go where go.ok and r.event_sn = o.event_sn and r.unq_user_id = o.unq_user_id
    ), stock as (
      update event_product ep set stock_qty = ep.stock_qty - o.quantity
      from o, go where go.ok and ep.event_sn = o.event_sn and ep.prod_sn = o.prod_sn
    ), c as (
      delete from cart using o, go
      where go.ok and cart.unq_user_id = o.unq_user_id and cart.event_sn = o.event_sn
        and cart.prod_sn = o.prod_sn and cart.opt_cds = o.opt_cds
    ), est as (
      insert into estimate (ord_sn, cmpy_cd, event_sn, total_price)
      select o.ord_sn, o.cmpy_cd, o.event_sn, o.unit_price * o.quantity from o, go where go.ok
      returning esti_sn
    ), item as (
      insert into estimate_item (esti_sn, prod_sn, vendor_sn, opt_cds, opt_nm, quantity, unit_price, deli_stat_cd)
      select est.esti_sn, o.prod_sn, (select p.vendor_sn from product p where p.prod_sn = o.prod_sn),
        o.opt_cds, o.opt_nm, o.quantity, o.unit_price, ${deliStatCd}::varchar
      from est, o
      returning esti_item_sn
    ), h as (
      insert into delivery_history (esti_item_sn, deli_stat_cd, changed_by, changed_at)
      select esti_item_sn, ${deliStatCd}::varchar, ${unqUserId}::varchar, ${now}::timestamptz from item
    )
    select o.*, ev.event_stat_cd, ev.start_dt, ev.end_dt, ev.start_tm, ev.end_tm, ev.budget_amt, ev.over_pay_yn,
      chk.open, chk.allowance_ok, chk.stock_ok, chk.fresh, used.amt as used_budget,
      (select esti_sn from est) as esti_sn
    from o left join ev on true cross join chk cross join used`,
  );
  const r = rows[0];
  if (!r) return null;
  return {
    order: {
      ordSn: r.ord_sn,
      eventSn: r.event_sn,
      cmpyCd: r.cmpy_cd,
      unqUserId: r.unq_user_id,
      prodSn: r.prod_sn,
      optCds: r.opt_cds,
      optNm: r.opt_nm,
      quantity: r.quantity,
      unitPrice: r.unit_price,
    },
    event:
      r.event_stat_cd === null
        ? null
        : {
            eventStatCd: r.event_stat_cd,
            startDt: r.start_dt,
            endDt: r.end_dt,
            startTm: r.start_tm,
            endTm: r.end_tm,
            budgetAmt: r.budget_amt,
            overPayYn: r.over_pay_yn,
          },
    open: r.open === true,
    allowanceOk: r.allowance_ok,
    stockOk: r.stock_ok,
    budgetReadFresh: r.fresh,
    usedBudgetAmt: r.used_budget,
    estiSn: r.esti_sn,
  };
}

/** Locks the recipient row of a draft, so that a statement run after it in the transaction reads their budget fresh. */
export async function lockRecipientOfOrder(db: Executor, ordSn: number): Promise<void> {
  await db.execute(sql`
    select 1 from event_recipient r join gift_order o on r.event_sn = o.event_sn and r.unq_user_id = o.unq_user_id
    where o.ord_sn = ${ordSn}
    for update of r`);
}

/**
 * The last statement of a card payment's fulfilment (one round trip, right before the commit, so the event's hot
 * stock row stays locked only for this statement and the commit): drops the cart line, records the card part, takes the stock with
 * a conditional UPDATE and, only when it was taken, writes the estimate, its item and the first delivery history row.
 * Also returns what this recipient already spent of the budget: this statement runs after the recipient row was
 * locked (takeAllowance), so its fresh snapshot sees every earlier apply of theirs.
 * `estiSn` null: sold out (nothing was written; the caller throws and rolls back).
 */
export async function completeOrder(
  tx: Executor,
  o: ApplyingOrder,
  payAmt: number,
  deliStatCd: string,
  now: Date,
): Promise<{ estiSn: number | null; usedBudgetAmt: number }> {
  const rows = await executeNamed<{ esti_sn: number | null; used_budget: number }>(
    tx,
    'gift_apply_complete',
    sql`
    with c as (
      delete from cart
      where unq_user_id = ${o.unqUserId} and event_sn = ${o.eventSn} and prod_sn = ${o.prodSn} and opt_cds = ${o.optCds}
    ), p as (
      update gift_order set pay_amt = ${payAmt}::int where ord_sn = ${o.ordSn} and ${payAmt}::int > 0
    ), s as (
      update event_product set stock_qty = stock_qty - ${o.quantity}::int
      where event_sn = ${o.eventSn} and prod_sn = ${o.prodSn} and stock_qty >= ${o.quantity}::int
      returning prod_sn
    ), est as (
      insert into estimate (ord_sn, cmpy_cd, event_sn, total_price)
      select ${o.ordSn}::int, ${o.cmpyCd}::varchar, ${o.eventSn}::int, ${o.unitPrice * o.quantity}::int from s
      returning esti_sn
    ), item as (
      insert into estimate_item (esti_sn, prod_sn, vendor_sn, opt_cds, opt_nm, quantity, unit_price, deli_stat_cd)
      select est.esti_sn, ${o.prodSn}::int, (select vendor_sn from product where prod_sn = ${o.prodSn}::int),
        ${o.optCds}::varchar, ${o.optNm}::varchar, ${o.quantity}::int, ${o.unitPrice}::int, ${deliStatCd}::varchar
      from est
      returning esti_item_sn
    ), h as (
      insert into delivery_history (esti_item_sn, deli_stat_cd, changed_by, changed_at)
      select esti_item_sn, ${deliStatCd}::varchar, ${o.unqUserId}::varchar, ${now}::timestamptz from item
    )
    select (select esti_sn from est) as esti_sn,
      (select coalesce(sum(unit_price * quantity - pay_amt), 0)::int from gift_order
        where event_sn = ${o.eventSn} and unq_user_id = ${o.unqUserId} and ord_stat_cd = '01'
          and ord_sn <> ${o.ordSn}) as used_budget`,
  );
  const r = rows[0];
  return { estiSn: r?.esti_sn ?? null, usedBudgetAmt: r?.used_budget ?? 0 };
}
