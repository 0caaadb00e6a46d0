import { DELIVERY_STATUS, EVENT_STATUS, ORDER_STATUS } from '@pcs/domain';
import { type SQL, sql } from 'drizzle-orm';
import { LOCK } from '../../db/advisory-locks';
import type { Db, Executor } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { orderColumnsSql, orderCountsSql, orderTotalSql } from '../gift';
import { ALL_COMPANIES, notReturned } from './repository';

/**
 * Writes the dashboards' summaries (decision 016). A round brings up to date
 * - the period tables (orders, delivery states, products, categories per company and Korean month, and '*' for every
 *   company): only the company-months that saw an application, a new estimate or a delivery state change since the
 *   last round are counted again from the orders, and the '*' rows move by the difference between their new and old
 *   rows, so that a round costs what changed rather than what exists; and
 * - the progress of the running events that saw an application, a login, a payment or a delivery change since the
 *   last round, drops events no longer running and adds new ones.
 * A full round (at start, then every FULL_EVERY_MS) recomputes everything, catching what the incremental rounds
 * cannot see (a change that leaves no time stamp behind, a product moved to another category). One process at a
 * time: a transaction-level advisory lock makes another API process skip the round.
 */
export const FULL_EVERY_MS = 60 * 60_000;

/** Korean calendar month of a timestamp column (Korea keeps +09:00 all year; no time-zone data needed). */
const kstMonth = (column: SQL) => sql`to_char((${column} at time zone 'UTC') + interval '9 hours', 'YYYYMM')`;

/*
 * Every count and amount of what was applied for follows the bills: an order counts by the domain's `orderCounts`
 * (applied, not cancelled, not given back by a completed return) and adds its `orderTotal` (goods with options, and
 * the extras). A cancelled order or a returned gift, extras included, is in none of them, so an event's amount, the
 * period's orders and amount, and the products' and categories' amounts all count the same orders as the bill.
 */

/** An order's amount as the figures sum it (alias o): `orderTotal`. */
const orderAmount = orderTotalSql(orderColumnsSql('o'));
/** The order (o) with its one line (i), counted by `orderCounts`. */
const counted = orderCountsSql('o', 'i');

/** Every period table from scratch (the full round). */
async function recomputePeriodTables(tx: Executor) {
  for (const table of [
    'dash_order_month',
    'dash_delivery_month',
    'dash_product_month',
    'dash_category_month',
  ])
    await tx.execute(sql`delete from ${sql.identifier(table)}`);
  await tx.execute(sql`
    insert into dash_order_month (cmpy_cd, ym, orders, amount)
    select coalesce(cmpy_cd, ${ALL_COMPANIES}), ym, count(*)::int, coalesce(sum(amount), 0)::float8
    from (select o.cmpy_cd, ${kstMonth(sql`o.applied_at`)} as ym, ${orderAmount} as amount
          from gift_order o join estimate s on s.ord_sn = o.ord_sn join estimate_item i on i.esti_sn = s.esti_sn
          where ${counted} and o.applied_at is not null) o
    group by grouping sets ((cmpy_cd, ym), (ym))`);
  await tx.execute(sql`
    insert into dash_delivery_month (cmpy_cd, ym, deli_stat_cd, count)
    select coalesce(cmpy_cd, ${ALL_COMPANIES}), ym, deli_stat_cd, count(*)::int
    from (select s.cmpy_cd, ${kstMonth(sql`s.created_at`)} as ym, i.deli_stat_cd
          from estimate_item i join estimate s on s.esti_sn = i.esti_sn where ${notReturned(sql`i.esti_item_sn`)}) d
    group by grouping sets ((cmpy_cd, ym, deli_stat_cd), (ym, deli_stat_cd))`);
  await tx.execute(sql`
    insert into dash_product_month (cmpy_cd, ym, prod_sn, count, amount)
    select coalesce(cmpy_cd, ${ALL_COMPANIES}), ym, prod_sn, sum(quantity)::int, coalesce(sum(amount), 0)::float8
    from (select s.cmpy_cd, ${kstMonth(sql`s.created_at`)} as ym, i.prod_sn, i.quantity, ${orderAmount} as amount
          from estimate_item i join estimate s on s.esti_sn = i.esti_sn join gift_order o on o.ord_sn = s.ord_sn
          where ${counted}) p
    group by grouping sets ((cmpy_cd, ym, prod_sn), (ym, prod_sn))`);
  // Categories from the product rows just written (level-1 category of each product).
  await tx.execute(sql`
    insert into dash_category_month (cmpy_cd, ym, category_cd, count, amount)
    select s.cmpy_cd, s.ym, left(p.category_cd, 2), sum(s.count)::int, sum(s.amount)::float8
    from dash_product_month s join product p on p.prod_sn = s.prod_sn
    where p.category_cd is not null
    group by s.cmpy_cd, s.ym, left(p.category_cd, 2)`);
}

/**
 * The company-months (with their bounds in UTC) whose figures may have changed since `sinceUtc`: the month of a new
 * application, and the estimate's and the order's months of a new estimate or a delivery state change (a cancelled
 * line or order always leaves a delivery_history row). Each source is read through its time index.
 */
async function markChangedMonths(tx: Executor, sinceUtc: Date) {
  await tx.execute(sql`
    create temporary table dash_dirty on commit drop as
    select cmpy_cd, ym,
      (to_date(ym || '01', 'YYYYMMDD')::timestamp - interval '9 hours') at time zone 'UTC' as from_utc,
      ((to_date(ym || '01', 'YYYYMMDD') + interval '1 month') - interval '9 hours') at time zone 'UTC' as to_utc
    from (
      select o.cmpy_cd, ${kstMonth(sql`o.applied_at`)} as ym from gift_order o
        where o.ord_stat_cd = ${ORDER_STATUS.applied} and o.applied_at >= ${sinceUtc}
      union select s.cmpy_cd, ${kstMonth(sql`s.created_at`)} from estimate s where s.created_at >= ${sinceUtc}
      union select x.cmpy_cd, x.ym from delivery_history h
        join estimate_item i on i.esti_item_sn = h.esti_item_sn join estimate s on s.esti_sn = i.esti_sn
        join gift_order o on o.ord_sn = s.ord_sn
        cross join lateral (values (s.cmpy_cd, ${kstMonth(sql`s.created_at`)}),
          (o.cmpy_cd, ${kstMonth(sql`coalesce(o.applied_at, s.created_at)`)})) x(cmpy_cd, ym)
        where h.changed_at >= ${sinceUtc}) d`);
}

/**
 * One period table for the changed company-months: their rows are counted again (`counted` selects the table's
 * columns from dash_dirty x joined to the orders), and the '*' row of each month and key moves by new minus old.
 * `keys` are the columns after (cmpy_cd, ym); `values` the summed ones, the first of them zero when a row is empty.
 */
async function recountChanged(
  tx: Executor,
  table: string,
  keys: readonly string[],
  values: readonly string[],
  counted: SQL,
) {
  const t = sql.identifier(table);
  const cols = (prefix: string, list: readonly string[]) =>
    sql.raw(list.map((c) => `${prefix}${c}`).join(', '));
  const keyCols = cols('', ['ym', ...keys]);
  const valueCols = cols('', values);
  const negated = sql.raw(values.map((v) => `-${v}`).join(', '));
  const summed = sql.raw(values.map((v) => `sum(${v})`).join(', '));
  const added = sql.raw(values.map((v) => `${v} = ${table}.${v} + excluded.${v}`).join(', '));
  await tx.execute(sql`create temporary table dash_delta on commit drop as
    select ${keyCols}, ${valueCols} from ${t} where false`);
  await tx.execute(sql`
    with old as (delete from ${t} d using dash_dirty x where d.cmpy_cd = x.cmpy_cd and d.ym = x.ym
      returning ${cols('d.', ['ym', ...keys, ...values])})
    insert into dash_delta select ${keyCols}, ${negated} from old`);
  await tx.execute(sql`
    with new as (insert into ${t} (cmpy_cd, ${keyCols}, ${valueCols}) ${counted}
      returning ${keyCols}, ${valueCols})
    insert into dash_delta select ${keyCols}, ${valueCols} from new`);
  await tx.execute(sql`
    insert into ${t} (cmpy_cd, ${keyCols}, ${valueCols})
    select ${ALL_COMPANIES}, ${keyCols}, ${summed} from dash_delta group by ${keyCols}
    on conflict (cmpy_cd, ${keyCols}) do update set ${added}`);
  // A '*' row whose companies all went to zero is removed, as the full round would not write it.
  await tx.execute(sql`
    delete from ${t} d using (select distinct ${keyCols} from dash_delta) k
    where d.cmpy_cd = ${ALL_COMPANIES} and ${sql.raw(['ym', ...keys].map((c) => `d.${c} = k.${c}`).join(' and '))}
      and d.${sql.raw(values[0] ?? 'count')} = 0`);
  await tx.execute(sql`drop table dash_delta`);
}

/** The period tables for the company-months changed since `sinceUtc` (the incremental round). */
async function refreshChangedMonths(tx: Executor, sinceUtc: Date) {
  await markChangedMonths(tx, sinceUtc);
  await recountChanged(
    tx,
    'dash_order_month',
    [],
    ['orders', 'amount'],
    sql`select x.cmpy_cd, x.ym, count(*)::int, coalesce(sum(${orderAmount}), 0)::float8
      from dash_dirty x join gift_order o on o.cmpy_cd = x.cmpy_cd and o.ord_stat_cd = ${ORDER_STATUS.applied}
        and o.applied_at >= x.from_utc and o.applied_at < x.to_utc
        join estimate s on s.ord_sn = o.ord_sn join estimate_item i on i.esti_sn = s.esti_sn
      where ${counted}
      group by x.cmpy_cd, x.ym`,
  );
  const lines = sql`from dash_dirty x join estimate s on s.cmpy_cd = x.cmpy_cd
    and s.created_at >= x.from_utc and s.created_at < x.to_utc join estimate_item i on i.esti_sn = s.esti_sn`;
  await recountChanged(
    tx,
    'dash_delivery_month',
    ['deli_stat_cd'],
    ['count'],
    sql`select x.cmpy_cd, x.ym, i.deli_stat_cd, count(*)::int ${lines} where ${notReturned(sql`i.esti_item_sn`)}
      group by x.cmpy_cd, x.ym, i.deli_stat_cd`,
  );
  await recountChanged(
    tx,
    'dash_product_month',
    ['prod_sn'],
    ['count', 'amount'],
    sql`select x.cmpy_cd, x.ym, i.prod_sn, sum(i.quantity)::int, coalesce(sum(${orderAmount}), 0)::float8
      ${lines} join gift_order o on o.ord_sn = s.ord_sn where ${counted}
      group by x.cmpy_cd, x.ym, i.prod_sn`,
  );
  // Categories of the changed company-months and of their months for every company, from the product rows.
  const touched = sql`((s.cmpy_cd, s.ym) in (select cmpy_cd, ym from dash_dirty)
    or (s.cmpy_cd = ${ALL_COMPANIES} and s.ym in (select ym from dash_dirty)))`;
  await tx.execute(sql`delete from dash_category_month s where ${touched}`);
  await tx.execute(sql`
    insert into dash_category_month (cmpy_cd, ym, category_cd, count, amount)
    select s.cmpy_cd, s.ym, left(p.category_cd, 2), sum(s.count)::int, sum(s.amount)::float8
    from dash_product_month s join product p on p.prod_sn = s.prod_sn
    where p.category_cd is not null and ${touched}
    group by s.cmpy_cd, s.ym, left(p.category_cd, 2)`);
}

/** Progress of the given running events (`events` is a query of event_sn), replacing their rows. */
async function refreshEvents(tx: Executor, events: SQL) {
  await tx.execute(sql`
    create temporary table dash_ev on commit drop as
    select e.event_sn, e.cmpy_cd from event e
    where e.event_stat_cd = ${EVENT_STATUS.running} and e.test_yn = 'N' and e.event_sn in (${events})`);
  await tx.execute(sql`delete from dash_event_stat where event_sn in (select event_sn from dash_ev)`);
  await tx.execute(sql`
    insert into dash_event_stat (event_sn, cmpy_cd, recipients, logged_in, applied, paid, delivered, amount)
    select ev.event_sn, ev.cmpy_cd,
      (select count(*)::int from event_recipient r where r.event_sn = ev.event_sn),
      (select count(*)::int from event_recipient r where r.event_sn = ev.event_sn
         and exists (select 1 from user_session u where u.unq_user_id = r.unq_user_id)),
      (select count(*)::int from event_recipient r where r.event_sn = ev.event_sn and r.used_cnt > 0),
      (select count(distinct o.ord_sn)::int from gift_order o join payment p on p.ord_sn = o.ord_sn
         where o.event_sn = ev.event_sn and p.approved_at is not null),
      (select count(*)::int from estimate s join estimate_item i on i.esti_sn = s.esti_sn
         where s.event_sn = ev.event_sn and i.deli_stat_cd = ${DELIVERY_STATUS.delivered}
           and ${notReturned(sql`i.esti_item_sn`)}),
      (select coalesce(sum(${orderAmount}), 0)::float8
         from gift_order o join estimate s on s.ord_sn = o.ord_sn join estimate_item i on i.esti_sn = s.esti_sn
         where o.event_sn = ev.event_sn and ${counted})
    from dash_ev ev`);
}

/** The running events touched since `sinceUtc`, and running events without a row yet. */
const changedEvents = (sinceUtc: Date) => sql`
  select o.event_sn from gift_order o where o.applied_at >= ${sinceUtc}
  union select s.event_sn from delivery_history h join estimate_item i on i.esti_item_sn = h.esti_item_sn
    join estimate s on s.esti_sn = i.esti_sn where h.changed_at >= ${sinceUtc}
  union select r.event_sn from user_session u join event_recipient r on r.unq_user_id = u.unq_user_id
    where u.login_at >= ${sinceUtc}
  union select o.event_sn from payment p join gift_order o on o.ord_sn = p.ord_sn where p.approved_at >= ${sinceUtc}
  union select e.event_sn from event e where e.event_stat_cd = ${EVENT_STATUS.running} and e.test_yn = 'N'
    and not exists (select 1 from dash_event_stat d where d.event_sn = e.event_sn)`;

/** Whether a full round has ever been written (a fresh database has none). */
export async function summarizedOnce(db: Executor): Promise<boolean> {
  const [row] = await queryRows<{ ok: boolean }>(
    db,
    sql`select exists (select 1 from dash_summary_meta where full_refreshed_at is not null) as ok`,
  );
  return row?.ok ?? false;
}

/**
 * One round. `full` recomputes everything; otherwise only what may have changed since the last round (a round with
 * no previous full one is full). Returns what it did, or null when another process holds the lock.
 */
export async function refreshSummaries(
  db: Db,
  options: { now: Date; full?: boolean },
): Promise<'full' | 'changed' | null> {
  return db.transaction(async (tx) => {
    const [lock] = await queryRows<{ ok: boolean }>(
      tx,
      sql`select pg_try_advisory_xact_lock(${LOCK.dashboardSummaries}) as ok`,
    );
    if (!lock?.ok) return null;
    await tx.execute(sql`insert into dash_summary_meta (id) values (1) on conflict (id) do nothing`);
    const [meta] = await queryRows<{
      refreshed_at: Date | string | null;
      full_refreshed_at: Date | string | null;
    }>(tx, sql`select refreshed_at, full_refreshed_at from dash_summary_meta where id = 1 for update`);
    const lastFull = meta?.full_refreshed_at ? new Date(meta.full_refreshed_at) : null;
    const last = meta?.refreshed_at ? new Date(meta.refreshed_at) : null;
    const full =
      options.full || !lastFull || !last || options.now.getTime() - lastFull.getTime() >= FULL_EVERY_MS;
    // Rows written during this round are seen by the next one: it starts from this round's start.
    const roundStart = options.now;
    if (full) {
      await recomputePeriodTables(tx);
      await tx.execute(sql`delete from dash_event_stat`);
      await refreshEvents(tx, sql`select event_sn from event`);
    } else {
      // A minute of overlap: a transaction that began before the last round may have committed after it.
      const since = new Date(last.getTime() - 60_000);
      await refreshChangedMonths(tx, since);
      await tx.execute(sql`
        delete from dash_event_stat d where not exists (select 1 from event e where e.event_sn = d.event_sn
          and e.event_stat_cd = ${EVENT_STATUS.running} and e.test_yn = 'N')`);
      await refreshEvents(tx, changedEvents(since));
    }
    await tx.execute(sql`
      update dash_summary_meta set refreshed_at = ${roundStart}, round = round + 1
        ${full ? sql`, full_refreshed_at = ${roundStart}` : sql``} where id = 1`);
    return full ? 'full' : 'changed';
  });
}
