import { DEFAULT_LANGUAGE, type Language, orderTotal } from '@pcs/domain';
import {
  and,
  asc,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNull,
  like,
  lt,
  notInArray,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
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
  messageCard,
  product,
  productImage,
  productOption,
} from '../../db/schema/index';
import { takeAllowanceSql, takeEventStockSql, takeOptionStockSql } from '../stock';
import { giftAppliedDataSql, queueWebhookEventSql } from '../webhooks';
import { lineShipFeeSql, lineSupplyPriceSql } from './line-cost';
import { orderBudgetSql, orderColumnsSql, orderTotalSql } from './order-total-sql';
import {
  recipientCardMsgSql,
  recipientGreetingSql,
  recipientProdNmSql,
  recipientSummarySql,
} from './translated-texts';

/** Events a user is a recipient of, with their used count and greeting in the page's language. */
export const recipientEvents = (
  db: Executor,
  unqUserId: string,
  eventSn?: number,
  language: Language = DEFAULT_LANGUAGE,
) =>
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
      greeting: sql<string | null>`${recipientGreetingSql(language)}`,
      budgetAmt: event.budgetAmt,
      overPayYn: sql<'Y' | 'N'>`case when ${event.overPayYn} = 'Y' then 'Y' else 'N' end`,
      // The same sum as recipientBudget, read only for budgeted events.
      budgetUsedAmt: sql<number>`case when ${event.budgetAmt} is null then 0 else (
        select coalesce(sum(${orderBudgetSql(orderColumnsSql('g'))}), 0)
        from gift_order g
        where g.unq_user_id = ${eventRecipient.unqUserId} and g.event_sn = ${eventRecipient.eventSn}
          and g.ord_stat_cd = '01' and g.reopened_at is null) end`.mapWith(Number),
    })
    .from(eventRecipient)
    .innerJoin(event, eq(event.eventSn, eventRecipient.eventSn))
    .innerJoin(company, eq(company.cmpyCd, event.cmpyCd))
    .where(
      and(
        eq(eventRecipient.unqUserId, unqUserId),
        eq(event.testYn, 'N'),
        // Drafts and cancelled events are the operators' own business.
        notInArray(event.eventStatCd, ['00', '09']),
        eventSn === undefined ? undefined : eq(event.eventSn, eventSn),
      ),
    )
    .orderBy(desc(event.startDt), desc(event.eventSn));

/** What the event charges: its own price for the product when set, else the product's price. */
const giftPrice = sql<number>`coalesce(${eventProduct.eventPrice}, ${product.price})`.mapWith(Number);

export type GiftFilter = {
  eventSn: number;
  categoryCd: string | null;
  prodNm: string | null;
  priceMin: number | null;
  priceMax: number | null;
  orderbyNew: boolean | null;
  checkOrderByPrice: boolean | null;
  /** The page's language: names are shown and searched in it as well as in the original. */
  language: Language;
};

function giftConditions(f: GiftFilter): SQL | undefined {
  return and(
    eq(eventProduct.eventSn, f.eventSn),
    eq(product.useYn, 'Y'),
    f.categoryCd ? like(product.categoryCd, `${f.categoryCd}%`) : undefined,
    f.prodNm
      ? or(
          ilike(product.prodNm, containsPattern(f.prodNm)),
          f.language === DEFAULT_LANGUAGE
            ? undefined
            : ilike(recipientProdNmSql(f.language), containsPattern(f.prodNm)),
        )
      : undefined,
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
      prodNm: recipientProdNmSql(f.language),
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

export const eventGift = (
  db: Executor,
  eventSn: number,
  prodSn: number,
  language: Language = DEFAULT_LANGUAGE,
) =>
  db
    .select({
      prodSn: product.prodSn,
      prodNm: recipientProdNmSql(language),
      summary: recipientSummarySql(language),
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

/** A draft order; it takes its event's tax purpose (decision 051), as every order does when it is made. */
export const insertDraftOrder = (
  db: Executor,
  row: Omit<typeof giftOrder.$inferInsert, 'taxPurpose' | 'taxKind'>,
) =>
  db
    .insert(giftOrder)
    .values({ ...row, ...eventTaxPurposeSql(sql`${row.eventSn}::int`) })
    .returning({ ordSn: giftOrder.ordSn })
    .then((rows) => rows[0]!.ordSn);

export const findOrder = (db: Executor, ordSn: number) =>
  db
    .select()
    .from(giftOrder)
    .where(eq(giftOrder.ordSn, ordSn))
    .then((rows) => rows[0] ?? null);

export const insertEstimate = (db: Executor, row: typeof estimate.$inferInsert) =>
  db
    .insert(estimate)
    .values(row)
    .returning({ estiSn: estimate.estiSn })
    .then((rows) => rows[0]!.estiSn);

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

/** Lines of the given estimates with product data (names in the page's language). */
export const estimateLines = (db: Executor, estiSns: number[], language: Language = DEFAULT_LANGUAGE) =>
  estiSns.length === 0
    ? Promise.resolve([])
    : db
        .select({
          estiSn: estimateItem.estiSn,
          estiItemSn: estimateItem.estiItemSn,
          prodSn: estimateItem.prodSn,
          prodNm: recipientProdNmSql(language),
          brandNm: product.brandNm,
          mainImg: product.mainImg,
          optNm: estimateItem.optNm,
          quantity: estimateItem.quantity,
          deliStatCd: estimateItem.deliStatCd,
          carrierCd: estimateItem.carrierCd,
          invoiceNo: estimateItem.invoiceNo,
          // The line's latest return or exchange, so the history names a completed return (decision 030).
          lastRefundGbn: sql<
            string | null
          >`(select r.refund_gbn from refund r where r.esti_item_sn = ${estimateItem.estiItemSn} order by r.refund_sn desc limit 1)`,
          lastRefundStatCd: sql<
            string | null
          >`(select r.refund_stat_cd from refund r where r.esti_item_sn = ${estimateItem.estiItemSn} order by r.refund_sn desc limit 1)`,
        })
        .from(estimateItem)
        .innerJoin(product, eq(product.prodSn, estimateItem.prodSn))
        .where(inArray(estimateItem.estiSn, estiSns))
        .orderBy(asc(estimateItem.estiItemSn));

export const productSummary = (db: Executor, prodSn: number, language: Language = DEFAULT_LANGUAGE) =>
  db
    .select({
      prodSn: product.prodSn,
      prodNm: recipientProdNmSql(language),
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
      n: sql<number>`coalesce(sum(${orderBudgetSql(orderColumnsSql('gift_order'))}), 0)::int`,
    })
    .from(giftOrder)
    .where(
      and(
        eq(giftOrder.eventSn, eventSn),
        eq(giftOrder.unqUserId, unqUserId),
        eq(giftOrder.ordStatCd, '01'),
        // A returned order whose choice was given back gave its budget back too (decision 030).
        isNull(giftOrder.reopenedAt),
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
  /** The chosen extras' price (decision 028), part of the order's total. */
  extrasAmt: number;
};

/** The extras a recipient chose, with their price (giftExtrasAmount), as the apply statement writes them. */
export type ChosenExtras = { packageYn: string; cardYn: string; cardMsg: string | null; extrasAmt: number };
export const NO_EXTRAS: ChosenExtras = { packageYn: 'N', cardYn: 'N', cardMsg: null, extrasAmt: 0 };

/**
 * What the draft's event offers as extras (packaging, a message card with its design and default message) and the
 * draft's quantity; null when the draft is not the user's.
 */
export const extrasOfferOfDraft = (
  db: Executor,
  ordSn: number,
  unqUserId: string,
  language: Language = DEFAULT_LANGUAGE,
) =>
  db
    .select({
      quantity: giftOrder.quantity,
      packageYn: event.packageYn,
      packagePrice: event.packagePrice,
      cardYn: event.cardYn,
      cardPrice: event.cardPrice,
      cardNm: messageCard.cardNm,
      cardFileId: messageCard.fileId,
      defaultMsg: sql<string | null>`${recipientCardMsgSql(language, messageCard.defaultMsg)}`,
    })
    .from(giftOrder)
    .innerJoin(event, eq(event.eventSn, giftOrder.eventSn))
    .leftJoin(messageCard, eq(messageCard.cardSn, event.cardSn))
    .where(and(eq(giftOrder.ordSn, ordSn), eq(giftOrder.unqUserId, unqUserId)))
    .then((rows) => rows[0] ?? null);

/** The event as the apply statement read it (the refusal rules need its period, status and budget). */
export type ApplyEvent = {
  eventStatCd: string;
  startDt: string;
  endDt: string;
  startTm: string;
  endTm: string;
  budgetAmt: number | null;
  overPayYn: string;
};

/** What one apply statement found and did. */
export type ApplyOutcome =
  /** The order is not this user's draft (any more): applied by an earlier submit, someone else's, or unknown. */
  | { kind: 'notDraft' }
  /** The event has a budget and the recipient row was not locked first: run again with `recipientLocked`. */
  | { kind: 'needsLock' }
  /** The user is not a recipient of a visible event. */
  | { kind: 'noEvent' }
  /** A check refused before anything was written. */
  | {
      kind: 'refused';
      order: ApplyingOrder;
      event: ApplyEvent;
      open: boolean;
      allowanceOk: boolean;
      stockOk: boolean;
      usedBudgetAmt: number;
      /** Every chosen option value is on sale with the quantity left where its stock is tracked (decision 029). */
      optionOk: boolean;
    }
  /**
   * The checks held as read, but a conditional update found the allowance, the event stock or an option value's
   * stock gone since; nothing stays.
   */
  | { kind: 'lostRace'; reason: ApplyRefusal }
  | { kind: 'applied'; estiSn: number; eventSn: number };

/** SQLSTATE of pcs_refuse (migration 0021): the statement aborted, so nothing it wrote stays. */
const REFUSED_SQLSTATE = 'PCS01';

/** What a lost race ran out of: the recipient's allowance, the event's stock or an option value's stock. */
export type ApplyRefusal = 'allowance' | 'stock' | 'option';

/** The refusal pcs_refuse raised, looked for through the wrappers a driver or drizzle may add. */
function refusalOf(error: unknown): ApplyRefusal | null {
  for (let e = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined; e; ) {
    if (e.code === REFUSED_SQLSTATE)
      return e.message === 'allowance' || e.message === 'option' ? e.message : 'stock';
    e = e.cause as typeof e;
  }
  return null;
}

/**
 * POST /v1/ebmp/pcs/gift/apply.json in ONE statement, one round trip and no BEGIN/COMMIT. It reads the
 * draft, the event, the recipient's allowance, the stock and the chosen option values from its snapshot; when every
 * check holds it writes with conditional updates in the order every other path locks (the order while still a draft,
 * then the recipient's allowance, then the event stock, then the stock of each tracked option value, decision 029),
 * each running only when the one before it wrote, and then the estimate, its item and the first delivery history
 * row. A conditional update re-checks its row as the newest committed version once it holds the row's lock (READ
 * COMMITTED), so two applies can never both take the last unit or the last allowance. When the allowance or a stock
 * is gone by then, the statement calls pcs_refuse, which aborts it, so what it had already written is undone
 * ('lostRace'). A refusal seen in the snapshot writes nothing ('refused'). The order records which values' stock it
 * took (opt_stock_cds), and a cancel gives back exactly those.
 *
 * Plain reads and conditional updates, no SELECT ... FOR UPDATE: the hot stock row is locked by its one update and
 * read once, and the statement's database work is about 30% less than with row locks taken first (docs/bench.md).
 *
 * The budget is the recipient's other applied orders; the sum must be read after every other apply of the same
 * recipient has committed, which the snapshot cannot promise. So on an event with a budget the statement writes
 * nothing and says 'needsLock' unless `recipientLocked` is true: the caller then locks the recipient row in a
 * transaction and runs it again, its snapshot now taken after that lock was granted.
 * `open` repeats isEventOpen (gift-access.ts) in SQL; a test keeps the two equal at the period's edges.
 */
/** The gift.applied delivery of the apply statement: over its `o` and `est` rows, ids and states only. */
const giftAppliedWebhookSql = (now: Date) =>
  queueWebhookEventSql({
    type: 'gift.applied',
    cmpyCd: sql`o.cmpy_cd`,
    data: giftAppliedDataSql({
      ordSn: sql`o.ord_sn`,
      eventSn: sql`o.event_sn`,
      prodSn: sql`o.prod_sn`,
      quantity: sql`o.quantity`,
      defaultGift: false,
    }),
    from: sql`o cross join est`,
    occurredAt: now,
  });

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
    /** The caller holds the recipient row's lock (lockRecipientOfOrder), so the budget sum is read fresh. */
    recipientLocked: boolean;
    /** Written on the order and counted in its total (decision 028). */
    extras: ChosenExtras;
  },
): Promise<ApplyOutcome> {
  const { ordSn, unqUserId, address, now, stamp, deliStatCd, recipientLocked, extras } = input;
  let rows: ApplyRow[];
  try {
    rows = await executeNamed<ApplyRow>(
      db,
      'gift_apply',
      sql`
    with o as materialized (
      select ord_sn, event_sn, cmpy_cd, unq_user_id, prod_sn, opt_cds, opt_nm, quantity, unit_price
      from gift_order
      where ord_sn = ${ordSn} and unq_user_id = ${unqUserId} and ord_stat_cd = '00'
    ), opt as materialized (
      -- The chosen option values as the snapshot has them; isOptionValueSoldOut and optionValueHolds in SQL.
      select po.opt_cd, po.stock_qty is not null as tracked,
        po.sold_out_yn = 'N' and (po.stock_qty is null or po.stock_qty >= o.quantity) as holds
      from o join product_option po on po.prod_sn = o.prod_sn and po.opt_cd = any(string_to_array(o.opt_cds, ','))
      order by po.opt_cd
    ), ev as materialized (
      select e.event_stat_cd, e.start_dt, e.end_dt, e.start_tm, e.end_tm, e.budget_amt, e.over_pay_yn,
        (e.event_stat_cd in ('01', '02') and (e.start_dt || e.start_tm) <= ${stamp}::text
          and ${stamp}::text <= (e.end_dt || e.end_tm)) as open,
        r.used_cnt + o.quantity <= r.allowed_cnt as allowance_ok,
        coalesce((select ep.stock_qty >= o.quantity from event_product ep
          where ep.event_sn = o.event_sn and ep.prod_sn = o.prod_sn), false) as stock_ok,
        (select count(*) filter (where holds) from opt) = cardinality(string_to_array(o.opt_cds, ',')) as option_ok
      from o
      join event_recipient r on r.event_sn = o.event_sn and r.unq_user_id = o.unq_user_id
      join event e on e.event_sn = o.event_sn
      join company c on c.cmpy_cd = e.cmpy_cd
      where e.test_yn = 'N' and e.event_stat_cd not in ('00', '09')
    ), used as materialized (
      -- Keyed on the user, so the generic plan reads their own orders, not every applied order of the event.
      select coalesce(sum(${orderBudgetSql(orderColumnsSql('g'))}), 0)::int as amt
      from gift_order g
      where ${recipientLocked}::boolean and (select budget_amt from ev) is not null
        and g.unq_user_id = ${unqUserId} and g.event_sn = (select event_sn from o) and g.ord_stat_cd = '01'
        and g.reopened_at is null and g.ord_sn <> ${ordSn}
    ), go as materialized (
      select ev.open and ev.allowance_ok and ev.stock_ok and ev.option_ok
        and (ev.budget_amt is null or (${recipientLocked}::boolean
          and ${orderTotalSql({ ...orderColumnsSql('o'), extrasAmt: sql`${extras.extrasAmt}::int` })} <= greatest(0, ev.budget_amt - used.amt))) as ok
      from ev, o, used
    ), mark as (
      update gift_order g set ord_stat_cd = '01', receiver_nm = ${address.receiverNm},
        receiver_tel_no = ${address.receiverTelNo}, zip_cd = ${address.zipCd}, addr = ${address.addr},
        addr_dtl = ${address.addrDtl}, delivery_memo = ${address.deliveryMemo}, applied_at = ${now},
        package_yn = ${extras.packageYn}, card_yn = ${extras.cardYn}, card_msg = ${extras.cardMsg},
        extras_amt = ${extras.extrasAmt}::int,
        opt_stock_cds = (select coalesce(string_agg(opt_cd, ',' order by opt_cd), '') from opt where tracked)
      from go where go.ok and g.ord_sn = ${ordSn} and g.ord_stat_cd = '00'
      returning g.ord_sn
    ), take as (
      ${takeAllowanceSql({
        from: sql`o, mark`,
        eventSn: sql`o.event_sn`,
        recipient: sql`r.unq_user_id = o.unq_user_id`,
        quantity: sql`o.quantity`,
      })}
      returning r.unq_user_id
    ), stock as (
      ${takeEventStockSql({
        from: sql`o, take`,
        eventSn: sql`o.event_sn`,
        prodSn: sql`o.prod_sn`,
        quantity: sql`o.quantity`,
      })}
      returning ep.prod_sn
    ), ostock as (
      -- Right after the event's stock row (decision 024). A value no longer tracked stays null (null - q).
      ${takeOptionStockSql({
        from: sql`o, stock, opt`,
        where: sql`opt.tracked`,
        prodSn: sql`o.prod_sn`,
        optCd: sql`opt.opt_cd`,
        quantity: sql`o.quantity`,
      })}
      returning po.opt_cd
    ), c as (
      delete from cart using o, stock
      where cart.unq_user_id = o.unq_user_id and cart.event_sn = o.event_sn
        and cart.prod_sn = o.prod_sn and cart.opt_cds = o.opt_cds
    ), est as (
      insert into estimate (ord_sn, cmpy_cd, event_sn, total_price)
      select o.ord_sn, o.cmpy_cd, o.event_sn,
        ${orderTotalSql({ ...orderColumnsSql('o'), extrasAmt: sql`${extras.extrasAmt}::int` })} from o, stock
      returning esti_sn
    ), item as (
      insert into estimate_item (esti_sn, prod_sn, vendor_sn, opt_cds, opt_nm, quantity, unit_price, supply_price,
        ship_fee, deli_stat_cd)
      select est.esti_sn, o.prod_sn, (select p.vendor_sn from product p where p.prod_sn = o.prod_sn),
        o.opt_cds, o.opt_nm, o.quantity, o.unit_price, ${lineSupplyPriceSql(sql`o.prod_sn`, sql`o.opt_cds`)},
        ${lineShipFeeSql(sql`o.prod_sn`)}, ${deliStatCd}::varchar
      from est, o
      returning esti_item_sn
    ), h as (
      insert into delivery_history (esti_item_sn, deli_stat_cd, changed_by, changed_at)
      select esti_item_sn, ${deliStatCd}::varchar, ${unqUserId}::varchar, ${now}::timestamptz from item
    ), wh as (
      -- gift.applied for the company's subscriptions (decision 038), written only when the estimate is.
      ${giftAppliedWebhookSql(now)}
    ), done as materialized (
      select exists (select 1 from mark) as marked, exists (select 1 from take) as taken,
        exists (select 1 from stock) as stocked, (select count(*) from ostock) as ostocked,
        (select count(*) from opt where tracked) as otracked
    )
    select o.*, ev.event_stat_cd, ev.start_dt, ev.end_dt, ev.start_tm, ev.end_tm, ev.budget_amt, ev.over_pay_yn,
      ev.open, ev.allowance_ok, ev.stock_ok, ev.option_ok, used.amt as used_budget, go.ok, done.marked,
      (select esti_sn from est) as esti_sn,
      case when done.marked and not done.taken then pcs_refuse('allowance')
        when done.taken and not done.stocked then pcs_refuse('stock')
        when done.stocked and done.ostocked < done.otracked then pcs_refuse('option') end as refused
    from o cross join done cross join used left join ev on true left join go on true`,
    );
  } catch (error) {
    const reason = refusalOf(error);
    if (reason) return { kind: 'lostRace', reason };
    throw error;
  }
  const r = rows[0];
  if (!r) return { kind: 'notDraft' };
  if (r.event_stat_cd === null) return { kind: 'noEvent' };
  if (r.esti_sn !== null) return { kind: 'applied', estiSn: r.esti_sn, eventSn: r.event_sn };
  // The checks held, yet the draft was not marked: an earlier submit of it committed after the snapshot.
  if (r.ok) return { kind: 'notDraft' };
  // The budget is checked before the stock: it needs the fresh sum even when the stock is gone.
  if (r.budget_amt !== null && !recipientLocked && r.open && r.allowance_ok) return { kind: 'needsLock' };
  return {
    kind: 'refused',
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
      extrasAmt: extras.extrasAmt,
    },
    event: {
      eventStatCd: r.event_stat_cd,
      startDt: r.start_dt,
      endDt: r.end_dt,
      startTm: r.start_tm,
      endTm: r.end_tm,
      budgetAmt: r.budget_amt,
      overPayYn: r.over_pay_yn,
    },
    open: r.open === true,
    allowanceOk: r.allowance_ok === true,
    stockOk: r.stock_ok === true,
    usedBudgetAmt: r.used_budget,
    optionOk: r.option_ok === true,
  };
}

/** A row of the apply statement (snake_case, as the driver returns it). */
type ApplyRow = {
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
  allowance_ok: boolean | null;
  stock_ok: boolean | null;
  option_ok: boolean | null;
  used_budget: number;
  ok: boolean | null;
  marked: boolean;
  esti_sn: number | null;
};

/**
 * Locks the draft, then its recipient's row (the product's lock order, decision 024), so that a statement run after
 * it in the transaction reads their budget fresh.
 */
export async function lockRecipientOfOrder(db: Executor, ordSn: number): Promise<void> {
  await db.execute(sql`select 1 from gift_order where ord_sn = ${ordSn} for no key update`);
  await db.execute(sql`
    select 1 from event_recipient r join gift_order o on r.event_sn = o.event_sn and r.unq_user_id = o.unq_user_id
    where o.ord_sn = ${ordSn}
    for update of r`);
}

/**
 * The last statement of a card payment's fulfilment (one round trip, right before the commit, so the event's hot
 * stock row stays locked only for this statement and the commit): drops the cart line, records the card part and the
 * option values whose stock it takes, takes the event stock and then each tracked value's stock (decision 029) with
 * conditional UPDATEs and, only when the event stock was taken, writes the estimate, its item and the first delivery
 * history row.
 * Also returns what this recipient already spent of the budget: this statement runs after the recipient row was
 * locked (the stock module's takeAllowance), so its fresh snapshot sees every earlier apply of theirs.
 * `estiSn` null: sold out; `optionOk` false: an option value is sold out or short. Either way the caller throws and
 * its transaction rolls back what this statement wrote.
 */
export async function completeOrder(
  tx: Executor,
  o: ApplyingOrder,
  payAmt: number,
  deliStatCd: string,
  now: Date,
): Promise<{ estiSn: number | null; usedBudgetAmt: number; optionOk: boolean }> {
  const rows = await executeNamed<{ esti_sn: number | null; used_budget: number; option_ok: boolean }>(
    tx,
    'gift_apply_complete',
    sql`
    with opt as materialized (
      select po.opt_cd, po.stock_qty is not null as tracked,
        po.sold_out_yn = 'N' and (po.stock_qty is null or po.stock_qty >= ${o.quantity}::int) as holds
      from product_option po
      where po.prod_sn = ${o.prodSn}::int and po.opt_cd = any(string_to_array(${o.optCds}::varchar, ','))
      order by po.opt_cd
    ), c as (
      delete from cart
      where unq_user_id = ${o.unqUserId} and event_sn = ${o.eventSn} and prod_sn = ${o.prodSn} and opt_cds = ${o.optCds}
    ), p as (
      update gift_order set pay_amt = case when ${payAmt}::int > 0 then ${payAmt}::int else pay_amt end,
        opt_stock_cds = (select coalesce(string_agg(opt_cd, ',' order by opt_cd), '') from opt where tracked)
      where ord_sn = ${o.ordSn}
    ), s as (
      ${takeEventStockSql({ eventSn: sql`${o.eventSn}`, prodSn: sql`${o.prodSn}`, quantity: sql`${o.quantity}::int` })}
      returning ep.prod_sn
    ), os as (
      ${takeOptionStockSql({
        from: sql`s, opt`,
        where: sql`opt.tracked`,
        prodSn: sql`${o.prodSn}::int`,
        optCd: sql`opt.opt_cd`,
        quantity: sql`${o.quantity}::int`,
      })}
      returning po.opt_cd
    ), est as (
      insert into estimate (ord_sn, cmpy_cd, event_sn, total_price)
      select ${o.ordSn}::int, ${o.cmpyCd}::varchar, ${o.eventSn}::int, ${orderTotal(o)}::int from s
      returning esti_sn
    ), item as (
      insert into estimate_item (esti_sn, prod_sn, vendor_sn, opt_cds, opt_nm, quantity, unit_price, supply_price,
        ship_fee, deli_stat_cd)
      select est.esti_sn, ${o.prodSn}::int, (select vendor_sn from product where prod_sn = ${o.prodSn}::int),
        ${o.optCds}::varchar, ${o.optNm}::varchar, ${o.quantity}::int, ${o.unitPrice}::int,
        ${lineSupplyPriceSql(sql`${o.prodSn}::int`, sql`${o.optCds}::varchar`)}, ${lineShipFeeSql(sql`${o.prodSn}::int`)},
        ${deliStatCd}::varchar
      from est
      returning esti_item_sn
    ), h as (
      insert into delivery_history (esti_item_sn, deli_stat_cd, changed_by, changed_at)
      select esti_item_sn, ${deliStatCd}::varchar, ${o.unqUserId}::varchar, ${now}::timestamptz from item
    )
    select (select esti_sn from est) as esti_sn,
      (select coalesce(sum(${orderBudgetSql(orderColumnsSql('gift_order'))}), 0)::int from gift_order
        where event_sn = ${o.eventSn} and unq_user_id = ${o.unqUserId} and ord_stat_cd = '01'
          and reopened_at is null and ord_sn <> ${o.ordSn}) as used_budget,
      (select count(*) filter (where holds) from opt) = cardinality(string_to_array(${o.optCds}::varchar, ','))
        and (select count(*) from os) = (select count(*) from opt where tracked) as option_ok`,
  );
  const r = rows[0];
  return { estiSn: r?.esti_sn ?? null, usedBudgetAmt: r?.used_budget ?? 0, optionOk: r?.option_ok === true };
}

/** The columns an order takes from its event when it is made: why the gift is given (decision 051). */
export const eventTaxPurposeSql = (eventSn: SQL) => ({
  taxPurpose: sql<string>`(select e.tax_purpose from event e where e.event_sn = ${eventSn})`,
  taxKind: sql<string | null>`(select e.tax_kind from event e where e.event_sn = ${eventSn})`,
});
