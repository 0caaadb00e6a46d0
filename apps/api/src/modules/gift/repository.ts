import { and, asc, desc, eq, gte, ilike, inArray, like, lt, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { containsPattern } from '../../db/like';
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

/** Turns a draft into an application; returns null when the order is not this user's draft any more. */
export const markApplied = (
  db: Executor,
  ordSn: number,
  unqUserId: string,
  address: {
    receiverNm: string;
    receiverTelNo: string;
    zipCd: string;
    addr: string;
    addrDtl: string;
    deliveryMemo: string;
  },
  now: Date,
) =>
  db
    .update(giftOrder)
    .set({ ...address, ordStatCd: '01', appliedAt: now })
    .where(and(eq(giftOrder.ordSn, ordSn), eq(giftOrder.unqUserId, unqUserId), eq(giftOrder.ordStatCd, '00')))
    .returning()
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
