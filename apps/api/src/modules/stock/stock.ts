/*
 * The only writer of event stock (`event_product.stock_qty`), an option value's stock (`product_option.stock_qty`)
 * and a recipient's allowance (`event_recipient.allowed_cnt`, `used_cnt`) (decision 045); `npm run lint` fails on a
 * write of them anywhere else (scripts/check-stock-writers.mjs).
 *
 * Lock order (decision 024), the part these rows take: ... gift_order -> payment -> event_recipient (by
 * unq_user_id) -> event_product (by prod_sn), each followed right away by the product_option rows of the values
 * taken or given back (by opt_cd, decision 029) -> cart. A caller that takes more than one of them calls these in
 * that order, after the rows before them in the list. The goods save's option counts are master data, taken before
 * all of it (product -> its options by opt_cd) and never with an event row.
 *
 * Writes are relative (`x = x + n`), so two writers of one row compose instead of one undoing the other, and
 * conditional where a count can run short (`where stock_qty >= n`): a refused take updates no row, and the caller
 * reads that as sold out. Two absolute writes remain, each under its own rule: a draft or scheduled event's stock
 * (the operator types it; no apply can have taken any) and the goods save's count of a value (decision 029: what
 * is left now plus the change typed, computed under the options' lock).
 */
import { and, eq, gte, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { eventProduct, eventRecipient, productOption } from '../../db/schema/index';

// --- SQL fragments for the one-statement paths (apply, card completion, close) ---------------------------------
// Each is an UPDATE up to its WHERE; the caller puts it in a CTE and adds `returning` as it needs. The aliases are
// fixed (r, ep, po): `from` and the key expressions may name the caller's CTEs.

/**
 * Takes `quantity` of the allowance of the recipients `recipient` names (a condition on `r.unq_user_id`), only
 * while used + quantity stays within allowed.
 */
export const takeAllowanceSql = (p: { from?: SQL; eventSn: SQL; recipient: SQL; quantity: SQL }) =>
  sql`update event_recipient r set used_cnt = r.used_cnt + ${p.quantity}${p.from ? sql` from ${p.from}` : sql``}
      where r.event_sn = ${p.eventSn} and ${p.recipient} and r.used_cnt + ${p.quantity} <= r.allowed_cnt`;

/**
 * Takes `quantity` of a product's event stock, only while that many are left. `lockedAndCounted`: the caller
 * holds the row's lock and counted `quantity` against what it read under it (the close's default gift), so the
 * statement is written without the condition, as it always was there.
 */
export const takeEventStockSql = (p: {
  from?: SQL;
  eventSn: SQL;
  prodSn: SQL;
  quantity: SQL;
  lockedAndCounted?: true;
}) =>
  sql`update event_product ep set stock_qty = ep.stock_qty - ${p.quantity}${p.from ? sql` from ${p.from}` : sql``}
      where ep.event_sn = ${p.eventSn} and ep.prod_sn = ${p.prodSn}${
        p.lockedAndCounted ? sql`` : sql` and ep.stock_qty >= ${p.quantity}`
      }`;

/**
 * Takes `quantity` of an option value's stock (decision 029), only while it is not marked sold out and holds that
 * many. `where` is the caller's own condition (which values: those counted in its snapshot); a value no longer
 * counted stays null (null - q).
 */
export const takeOptionStockSql = (p: { from: SQL; where: SQL; prodSn: SQL; optCd: SQL; quantity: SQL }) =>
  sql`update product_option po set stock_qty = po.stock_qty - ${p.quantity}
      from ${p.from}
      where ${p.where} and po.prod_sn = ${p.prodSn} and po.opt_cd = ${p.optCd} and po.sold_out_yn = 'N'
        and (po.stock_qty is null or po.stock_qty >= ${p.quantity})`;

// --- allowance ---------------------------------------------------------------------------------------------------

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

type OrderOfRecipient = { eventSn: number; unqUserId: string; quantity: number };

/**
 * Gives a cancelled order's quantity back to its recipient's allowance, never below zero. Unconditional: the
 * caller's conditional move of the order out of applied decides that it happens once.
 */
export const giveBackAllowance = (db: Executor, o: OrderOfRecipient) =>
  db
    .update(eventRecipient)
    .set({ usedCnt: sql`greatest(${eventRecipient.usedCnt} - ${o.quantity}, 0)` })
    .where(and(eq(eventRecipient.eventSn, o.eventSn), eq(eventRecipient.unqUserId, o.unqUserId)));

/**
 * Takes a returned order's quantity off its recipient's count (decision 030: the choice comes back), only while the
 * count still holds it; false when it does not.
 */
export const reopenAllowance = (db: Executor, o: OrderOfRecipient) =>
  db
    .update(eventRecipient)
    .set({ usedCnt: sql`${eventRecipient.usedCnt} - ${o.quantity}` })
    .where(
      and(
        eq(eventRecipient.eventSn, o.eventSn),
        eq(eventRecipient.unqUserId, o.unqUserId),
        gte(eventRecipient.usedCnt, o.quantity),
      ),
    )
    .returning({ usedCnt: eventRecipient.usedCnt })
    .then((rows) => rows.length > 0);

/** Makes every recipient's allowance the event's selectCnt, never below what they already used. */
export async function setAllowanceToSelectCnt(
  db: Executor,
  eventSn: number,
  selectCnt: number,
): Promise<void> {
  await db
    .update(eventRecipient)
    .set({ allowedCnt: sql`greatest(${selectCnt}, ${eventRecipient.usedCnt})` })
    .where(eq(eventRecipient.eventSn, eventSn));
}

/**
 * Adds people to an event with `allowed` each, or adds `allowed` to the allowance of those already in it (an
 * occasion event: two gifts of one person on one day allow twice as many). `unqUserIds` sorted (the lock order).
 */
export async function addAllowances(
  db: Executor,
  eventSn: number,
  unqUserIds: readonly string[],
  allowed: readonly number[],
): Promise<void> {
  await db.execute(
    sql`insert into event_recipient (event_sn, unq_user_id, allowed_cnt)
      select ${eventSn}::int, v.id, v.n
      from unnest(${sql.param([...unqUserIds])}::text[], ${sql.param([...allowed])}::integer[]) as v(id, n)
      on conflict (event_sn, unq_user_id) do update set allowed_cnt = event_recipient.allowed_cnt + excluded.allowed_cnt`,
  );
}

// --- event stock -------------------------------------------------------------------------------------------------

/**
 * Adds `delta` units (negative: removes them) to what is left of a product's event stock, never below zero; false
 * when fewer than the units to remove are left. A running event's stock is only ever changed so (decision 024).
 */
export async function adjustEventStock(db: Executor, eventSn: number, prodSn: number, delta: number) {
  const rows = await db
    .update(eventProduct)
    .set({ stockQty: sql`${eventProduct.stockQty} + ${delta}` })
    .where(
      and(
        eq(eventProduct.eventSn, eventSn),
        eq(eventProduct.prodSn, prodSn),
        sql`${eventProduct.stockQty} + ${delta} >= 0`,
      ),
    )
    .returning({ stockQty: eventProduct.stockQty });
  return rows.length > 0;
}

/** Adds `quantity` to the stock of every product of the event, the rows locked in prod_sn order first. */
export async function addStockToEveryProduct(db: Executor, eventSn: number, quantity: number): Promise<void> {
  await db.execute(
    sql`select prod_sn from event_product where event_sn = ${eventSn} order by prod_sn for no key update`,
  );
  await db.execute(
    sql`update event_product set stock_qty = stock_qty + ${quantity} where event_sn = ${eventSn}`,
  );
}

/**
 * Writes a product of a draft or scheduled event with the stock the operator typed: no apply can have taken any
 * yet. A running event's stock is changed only by adjustEventStock.
 */
export async function putDraftEventProduct(
  db: Executor,
  row: typeof eventProduct.$inferInsert,
): Promise<void> {
  await db
    .insert(eventProduct)
    .values(row)
    .onConflictDoUpdate({
      target: [eventProduct.eventSn, eventProduct.prodSn],
      set: { stockQty: row.stockQty, seqNo: row.seqNo ?? 0, eventPrice: row.eventPrice ?? null },
    });
}

/**
 * Gives an order's quantity back to the event's stock, then to the option values the apply took (decision 029,
 * `optStockCds`), in the lock order (event_product, then its values by code): a cancelled order, a resellable
 * return. Unconditional: the caller's conditional move of the order (or its return) decides that it happens once.
 */
export async function giveBackStock(
  db: Executor,
  o: { eventSn: number; prodSn: number; quantity: number; optStockCds: string | null },
): Promise<void> {
  await db
    .update(eventProduct)
    .set({ stockQty: sql`${eventProduct.stockQty} + ${o.quantity}` })
    .where(and(eq(eventProduct.eventSn, o.eventSn), eq(eventProduct.prodSn, o.prodSn)));
  // A value the vendor stopped counting since stays uncounted (null + q is null).
  if (o.optStockCds)
    await db
      .update(productOption)
      .set({ stockQty: sql`${productOption.stockQty} + ${o.quantity}` })
      .where(
        and(
          eq(productOption.prodSn, o.prodSn),
          inArray(productOption.optCd, o.optStockCds.split(',').sort()),
        ),
      );
}

// --- an option value's count (master data) ----------------------------------------------------------------------

/**
 * Writes the vendor's count of a value (null: not counted), from the goods save that holds the product's option
 * rows locked and computed it from what is left now (decision 029, `nextOptionStock`).
 */
export async function setOptionCount(
  db: Executor,
  prodSn: number,
  optCd: string,
  stockQty: number | null,
): Promise<void> {
  await db
    .update(productOption)
    .set({ stockQty })
    .where(and(eq(productOption.prodSn, prodSn), eq(productOption.optCd, optCd)));
}
