import {
  CART_MESSAGES,
  type CartList,
  DEFAULT_LANGUAGE,
  DEFAULT_PRODUCT_IMAGE_ID,
  GIFT_MESSAGES,
  type Language,
  MESSAGE_CODE,
  NOT_FOUND_TEXT,
  optionLabel,
  optionPrice,
  optionValueHolds,
  orderGoodsAmt,
  remainingChoices,
} from '@pcs/domain';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { cart, event, eventProduct, product } from '../../db/schema/index';
import type { AuthUser } from '../../http/auth-guard';
import { badRequest, conflict, notFound } from '../../http/errors';
import {
  isEventOpen,
  loadOptionChoices,
  loadOptionInfo,
  loadRecipientEvent,
  recipientProdNmSql,
  selectGift,
} from '../gift';

type Deps = { db: Db; now: () => Date };

/** POST /v1/ebmp/pcs/drop-down/cartEventList.json: the caller's events that have cart lines (spec §7). */
export async function cartEventList(deps: Deps, user: AuthUser) {
  const rows = await deps.db
    .select({ eventSn: event.eventSn, eventNm: event.eventNm, cmpyCd: event.cmpyCd, cartCnt: count() })
    .from(cart)
    .innerJoin(event, eq(event.eventSn, cart.eventSn))
    .where(eq(cart.unqUserId, user.unqUserId))
    .groupBy(event.eventSn, event.eventNm, event.cmpyCd)
    .orderBy(asc(event.eventSn));
  return { list: rows.map((r) => ({ ...r, cartCnt: Number(r.cartCnt) })) };
}

const lines = (db: Executor, unqUserId: string, eventSn: number, language: Language) =>
  db
    .select({
      cartSn: cart.cartSn,
      prodSn: cart.prodSn,
      optCds: cart.optCds,
      quantity: cart.quantity,
      prodNm: recipientProdNmSql(language),
      brandNm: product.brandNm,
      mainImg: product.mainImg,
      // What the event charges (its own price when set), as the gift list and the order do.
      price: sql<number>`coalesce(${eventProduct.eventPrice}, ${product.price})`.mapWith(Number),
      useYn: product.useYn,
      stockQty: sql<number | null>`${eventProduct.stockQty}`,
    })
    .from(cart)
    .innerJoin(product, eq(product.prodSn, cart.prodSn))
    .leftJoin(eventProduct, and(eq(eventProduct.eventSn, cart.eventSn), eq(eventProduct.prodSn, cart.prodSn)))
    .where(and(eq(cart.unqUserId, unqUserId), eq(cart.eventSn, eventSn)))
    .orderBy(asc(cart.cartSn));

/**
 * POST /v1/ebmp/pcs/cart/cartList.json (spec §3 Cart, §7): the caller's cart of one event with eventNm, totalCount,
 * totalPrice, cartProdList (soldOutYn; optionInfoList whose optionDetailList holds the title, a two-character optCd,
 * then its values), eventSn and cmpyCd. A line is sold out when the event stock, the product or a chosen value is
 * (a value also when its tracked stock is below the line's quantity, decision 029).
 */
export async function cartList(
  deps: Deps,
  user: AuthUser,
  input: { eventSn: number; cmpyCd: string },
  language: Language = DEFAULT_LANGUAGE,
): Promise<CartList> {
  const ev = await loadRecipientEvent(deps.db, user.unqUserId, input.eventSn, deps.now());
  if (ev.cmpyCd !== input.cmpyCd) throw notFound(NOT_FOUND_TEXT.event);
  const rows = await lines(deps.db, user.unqUserId, input.eventSn, language);
  const cartProdList = [];
  for (const r of rows) {
    const titles = await loadOptionChoices(deps.db, r.prodSn);
    const chosen = r.optCds ? r.optCds.split(',') : [];
    const values = titles.flatMap((t) => t.optionDetailList.map((v) => ({ ...v, title: t.optNm })));
    const picked = values.filter((v) => chosen.includes(v.optCd));
    const soldOut =
      r.useYn !== 'Y' ||
      r.stockQty === null ||
      r.stockQty < r.quantity ||
      picked.some((v) => !optionValueHolds(v, r.quantity));
    cartProdList.push({
      cartSn: r.cartSn,
      prodSn: r.prodSn,
      prodNm: r.prodNm,
      brandNm: r.brandNm,
      mainImg: r.mainImg ?? DEFAULT_PRODUCT_IMAGE_ID,
      // Each chosen value's extra price is part of the line's price, as on the order it becomes.
      price: r.price + optionPrice(picked),
      quantity: r.quantity,
      optCds: r.optCds,
      optNm: optionLabel(picked.map((v) => ({ title: v.title, name: v.optNm }))),
      soldOutYn: soldOut ? ('Y' as const) : ('N' as const),
      optionInfoList: titles.map((t) => ({
        optionDetailList: [
          { optCd: t.optCd, optNm: t.optNm, soldOutYn: 'N' as const, addPrice: 0 },
          ...t.optionDetailList.map((v) => ({
            optCd: v.optCd,
            optNm: v.optNm,
            soldOutYn: v.soldOutYn,
            addPrice: v.addPrice,
          })),
        ],
      })),
    });
  }
  return {
    eventNm: ev.eventNm,
    totalCount: cartProdList.reduce((n, l) => n + l.quantity, 0),
    totalPrice: cartProdList.reduce(
      (n, l) => n + orderGoodsAmt({ unitPrice: l.price, quantity: l.quantity }),
      0,
    ),
    cartProdList,
    eventSn: ev.eventSn,
    cmpyCd: ev.cmpyCd,
    selectCnt: ev.selectCnt,
    usedCnt: ev.usedCnt,
    selectType: ev.selectType,
  };
}

/** One value per option title, all of this product; returns the codes joined as stored. */
async function checkOptions(db: Executor, prodSn: number, optCdList: string[]): Promise<string> {
  const titles = await loadOptionInfo(db, prodSn);
  const picks: string[] = [];
  for (const t of titles) {
    const p = t.optionDetailList.filter((v) => optCdList.includes(v.optCd));
    if (p.length !== 1) throw badRequest(GIFT_MESSAGES.optionRequired);
    picks.push(p[0]!.optCd);
  }
  if (picks.length !== optCdList.length) throw badRequest(GIFT_MESSAGES.optionRequired);
  return picks.join(',');
}

/**
 * The cart never holds more than the recipient may still choose (selectCnt minus used): the quantities of every line
 * of the event, with this one changed, must stay within it.
 */
async function checkWithinSelectCnt(
  db: Executor,
  user: AuthUser,
  eventSn: number,
  now: Date,
  change: { cartSn: number | null; quantity: number },
) {
  const ev = await loadRecipientEvent(db, user.unqUserId, eventSn, now);
  if (!isEventOpen(ev, now)) throw conflict(undefined, { code: MESSAGE_CODE.eventNotOpen });
  const others = await db
    .select({ cartSn: cart.cartSn, quantity: cart.quantity })
    .from(cart)
    .where(and(eq(cart.unqUserId, user.unqUserId), eq(cart.eventSn, eventSn)));
  const total =
    others.filter((o) => o.cartSn !== change.cartSn).reduce((n, o) => n + o.quantity, 0) + change.quantity;
  if (total > remainingChoices(ev))
    throw conflict(CART_MESSAGES.overSelectCnt, { code: MESSAGE_CODE.selectLimitExceeded });
  return ev;
}

/** POST /v1/ebmp/pcs/cart/add.json: from the gift detail; the same product and options add to the existing line. */
export async function addToCart(
  deps: Deps,
  user: AuthUser,
  input: { eventSn: number; prodSn: number; optCdList: string[]; quantity: number },
) {
  return deps.db.transaction(async (tx) => {
    const gift = await tx
      .select({ useYn: product.useYn })
      .from(eventProduct)
      .innerJoin(product, eq(product.prodSn, eventProduct.prodSn))
      .where(and(eq(eventProduct.eventSn, input.eventSn), eq(eventProduct.prodSn, input.prodSn)))
      .then((rows) => rows[0] ?? null);
    const ev = await loadRecipientEvent(tx, user.unqUserId, input.eventSn, deps.now());
    if (gift?.useYn !== 'Y') throw notFound(NOT_FOUND_TEXT.product);
    const optCds = await checkOptions(tx, input.prodSn, input.optCdList);
    const same = await tx
      .select({ cartSn: cart.cartSn, quantity: cart.quantity })
      .from(cart)
      .where(
        and(
          eq(cart.unqUserId, user.unqUserId),
          eq(cart.eventSn, input.eventSn),
          eq(cart.prodSn, input.prodSn),
          eq(cart.optCds, optCds),
        ),
      )
      .then((rows) => rows[0] ?? null);
    const quantity = (same?.quantity ?? 0) + input.quantity;
    if (ev.selectType === '01' && quantity > 1)
      throw conflict(CART_MESSAGES.overSelectCnt, { code: MESSAGE_CODE.selectLimitExceeded });
    await checkWithinSelectCnt(tx, user, input.eventSn, deps.now(), {
      cartSn: same?.cartSn ?? null,
      quantity,
    });
    if (same) {
      await tx.update(cart).set({ quantity }).where(eq(cart.cartSn, same.cartSn));
      return { cartSn: same.cartSn };
    }
    const [row] = await tx
      .insert(cart)
      .values({ unqUserId: user.unqUserId, eventSn: input.eventSn, prodSn: input.prodSn, optCds, quantity })
      .returning({ cartSn: cart.cartSn });
    return { cartSn: row!.cartSn };
  });
}

const ownLine = async (db: Executor, user: AuthUser, cartSn: number) => {
  const line = await db
    .select()
    .from(cart)
    .where(and(eq(cart.cartSn, cartSn), eq(cart.unqUserId, user.unqUserId)))
    .then((rows) => rows[0] ?? null);
  if (!line) throw notFound(NOT_FOUND_TEXT.product);
  return line;
};

/** POST /v1/ebmp/pcs/cart/update.json: another option or quantity on one of the caller's lines. */
export async function updateCartLine(
  deps: Deps,
  user: AuthUser,
  input: { cartSn: number; optCdList?: string[] | undefined; quantity?: number | undefined },
) {
  return deps.db.transaction(async (tx) => {
    const line = await ownLine(tx, user, input.cartSn);
    const optCds = input.optCdList ? await checkOptions(tx, line.prodSn, input.optCdList) : line.optCds;
    const quantity = input.quantity ?? line.quantity;
    const ev = await checkWithinSelectCnt(tx, user, line.eventSn, deps.now(), {
      cartSn: line.cartSn,
      quantity,
    });
    if (ev.selectType === '01' && quantity > 1)
      throw conflict(CART_MESSAGES.overSelectCnt, { code: MESSAGE_CODE.selectLimitExceeded });
    const twin = await tx
      .select({ cartSn: cart.cartSn })
      .from(cart)
      .where(
        and(
          eq(cart.unqUserId, user.unqUserId),
          eq(cart.eventSn, line.eventSn),
          eq(cart.prodSn, line.prodSn),
          eq(cart.optCds, optCds),
        ),
      )
      .then((rows) => rows.find((r) => r.cartSn !== line.cartSn) ?? null);
    if (twin) throw conflict(CART_MESSAGES.optionInCart);
    await tx.update(cart).set({ optCds, quantity }).where(eq(cart.cartSn, line.cartSn));
    return { cartSn: line.cartSn };
  });
}

/** POST /v1/ebmp/pcs/cart/delete.json: removes the caller's own lines (others' numbers are ignored). */
export async function removeCartLines(deps: Deps, user: AuthUser, cartSnList: number[]) {
  const rows = await deps.db
    .delete(cart)
    .where(and(eq(cart.unqUserId, user.unqUserId), inArray(cart.cartSn, cartSnList)))
    .returning({ cartSn: cart.cartSn });
  return { removed: rows.length };
}

/**
 * POST /v1/ebmp/pcs/cart/select.json: one line becomes a draft order through the gift detail's own select rules
 * (event open, stock, options, selectCnt); the apply screen then takes stock and allowance in the database exactly
 * as a direct apply does. The line leaves the cart when the order is applied.
 */
export async function selectCartLine(deps: Deps, user: AuthUser, cartSn: number) {
  const line = await ownLine(deps.db, user, cartSn);
  return selectGift(deps, user, {
    eventSn: line.eventSn,
    prodSn: line.prodSn,
    quantity: line.quantity,
    optCdList: line.optCds ? line.optCds.split(',') : [],
  });
}
