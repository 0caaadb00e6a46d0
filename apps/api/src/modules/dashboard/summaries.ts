import { DELIVERY_STATUS, EVENT_STATUS, ORDER_STATUS } from '@pcs/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { ALL_COMPANIES, rows } from './repository';

/**
 * Writes the dashboards' summaries (decision 016). A round recomputes
 * - the period tables (orders, delivery states, products, categories per company and Korean month, and '*' for every
 *   company) for the recent months only (RECENT_MONTHS back; older months no longer change in practice), and
 * - the progress of the running events that saw an application, a login, a payment or a delivery change since the
 *   last round, drops events no longer running and adds new ones.
 * A full round (at start, then every FULL_EVERY_MS) recomputes everything, catching what the incremental rounds
 * cannot see (a cancellation, a late change to an old month). One process at a time: a transaction-level advisory
 * lock makes another API process skip the round.
 */
export const RECENT_MONTHS = 2;
export const FULL_EVERY_MS = 60 * 60_000;

const LOCK_KEY = 15015;

/** Korean calendar month of a timestamp column (Korea keeps +09:00 all year; no time-zone data needed). */
const kstMonth = (column: SQL) => sql`to_char((${column} at time zone 'UTC') + interval '9 hours', 'YYYYMM')`;

/** First instant (UTC) of the Korean month `monthsBack` months before now's. */
function kstMonthStart(now: Date, monthsBack: number): { ym: string; utc: Date } {
  const k = new Date(now.getTime() + 9 * 3_600_000);
  const first = Date.UTC(k.getUTCFullYear(), k.getUTCMonth() - monthsBack, 1) - 9 * 3_600_000;
  const d = new Date(first + 9 * 3_600_000);
  return { ym: `${d.getUTCFullYear()}${String(d.getUTCMonth() + 1).padStart(2, '0')}`, utc: new Date(first) };
}

/** The period tables from `sinceUtc` (null = all) on, after removing their months from `fromYm`. */
async function refreshPeriodTables(tx: Executor, fromYm: string | null, sinceUtc: Date | null) {
  const ymFilter = fromYm ? sql`ym >= ${fromYm}` : sql`true`;
  const orderSince = sinceUtc ? sql`and applied_at >= ${sinceUtc}` : sql``;
  const estiSince = sinceUtc ? sql`and s.created_at >= ${sinceUtc}` : sql``;
  for (const table of [
    'dash_order_month',
    'dash_delivery_month',
    'dash_product_month',
    'dash_category_month',
  ])
    await tx.execute(sql`delete from ${sql.identifier(table)} where ${ymFilter}`);
  await tx.execute(sql`
    insert into dash_order_month (cmpy_cd, ym, orders, amount)
    select coalesce(cmpy_cd, ${ALL_COMPANIES}), ym, count(*)::int, coalesce(sum(amount), 0)::float8
    from (select cmpy_cd, ${kstMonth(sql`applied_at`)} as ym, quantity * unit_price as amount
          from gift_order where ord_stat_cd = ${ORDER_STATUS.applied} and applied_at is not null ${orderSince}) o
    group by grouping sets ((cmpy_cd, ym), (ym))`);
  await tx.execute(sql`
    insert into dash_delivery_month (cmpy_cd, ym, deli_stat_cd, count)
    select coalesce(cmpy_cd, ${ALL_COMPANIES}), ym, deli_stat_cd, count(*)::int
    from (select s.cmpy_cd, ${kstMonth(sql`s.created_at`)} as ym, i.deli_stat_cd
          from estimate_item i join estimate s on s.esti_sn = i.esti_sn where true ${estiSince}) d
    group by grouping sets ((cmpy_cd, ym, deli_stat_cd), (ym, deli_stat_cd))`);
  await tx.execute(sql`
    insert into dash_product_month (cmpy_cd, ym, prod_sn, count, amount)
    select coalesce(cmpy_cd, ${ALL_COMPANIES}), ym, prod_sn, sum(quantity)::int,
      coalesce(sum(quantity * unit_price), 0)::float8
    from (select s.cmpy_cd, ${kstMonth(sql`s.created_at`)} as ym, i.prod_sn, i.quantity, i.unit_price
          from estimate_item i join estimate s on s.esti_sn = i.esti_sn
          where i.deli_stat_cd <> ${DELIVERY_STATUS.cancelled} ${estiSince}) p
    group by grouping sets ((cmpy_cd, ym, prod_sn), (ym, prod_sn))`);
  // Categories from the product rows just written (level-1 category of each product).
  await tx.execute(sql`
    insert into dash_category_month (cmpy_cd, ym, category_cd, count, amount)
    select s.cmpy_cd, s.ym, left(p.category_cd, 2), sum(s.count)::int, sum(s.amount)::float8
    from dash_product_month s join product p on p.prod_sn = s.prod_sn
    where p.category_cd is not null and ${fromYm ? sql`s.ym >= ${fromYm}` : sql`true`}
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
         where s.event_sn = ev.event_sn and i.deli_stat_cd = ${DELIVERY_STATUS.delivered}),
      (select coalesce(sum(s.total_price), 0)::float8 from estimate s where s.event_sn = ev.event_sn)
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

/**
 * One round. `full` recomputes everything; otherwise only what may have changed since the last round (a round with
 * no previous full one is full). Returns what it did, or null when another process holds the lock.
 */
export async function refreshSummaries(
  db: Db,
  options: { now: Date; full?: boolean },
): Promise<'full' | 'recent' | null> {
  return db.transaction(async (tx) => {
    const [lock] = await rows<{ ok: boolean }>(tx, sql`select pg_try_advisory_xact_lock(${LOCK_KEY}) as ok`);
    if (!lock?.ok) return null;
    await tx.execute(sql`insert into dash_summary_meta (id) values (1) on conflict (id) do nothing`);
    const [meta] = await rows<{
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
      await refreshPeriodTables(tx, null, null);
      await tx.execute(sql`delete from dash_event_stat`);
      await refreshEvents(tx, sql`select event_sn from event`);
    } else {
      const from = kstMonthStart(options.now, RECENT_MONTHS);
      await refreshPeriodTables(tx, from.ym, from.utc);
      await tx.execute(sql`
        delete from dash_event_stat d where not exists (select 1 from event e where e.event_sn = d.event_sn
          and e.event_stat_cd = ${EVENT_STATUS.running} and e.test_yn = 'N')`);
      // A minute of overlap: a transaction that began before the last round may have committed after it.
      await refreshEvents(tx, changedEvents(new Date(last.getTime() - 60_000)));
    }
    await tx.execute(sql`
      update dash_summary_meta set refreshed_at = ${roundStart}
        ${full ? sql`, full_refreshed_at = ${roundStart}` : sql``} where id = 1`);
    return full ? 'full' : 'recent';
  });
}
