import { DELIVERY_STATUS, EVENT_STATUS, ORDER_STATUS } from '@pcs/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { completedReturnSql } from '../gift';

/**
 * Every query of the dashboards lives in this file and in summaries.ts (which writes the dash_* summaries),
 * so that a new delivery or payment state is one edit here. Period figures and event progress read the summaries
 * (decision 016); today's list, open work and group progress are live.
 * Sums are float8 so that both drivers return numbers (won totals pass 2^31 long before 2^53).
 */

/** Which companies a dashboard counts: null = every company (operators without a selection). */
export type CompanyScope = readonly string[] | null;

/** The summaries' row for every company together. */
export const ALL_COMPANIES = '*';

const list = (values: readonly string[]) =>
  sql.join(
    values.map((c) => sql`${c}`),
    sql`, `,
  );

/** `column in (...)` for a scope, or true for every company (live tables). */
const inScope = (column: SQL, scope: CompanyScope): SQL =>
  scope === null ? sql`true` : scope.length === 0 ? sql`false` : sql`${column} in (${list(scope)})`;

/**
 * `column` (an estimate_item.esti_item_sn) is a line of the scope's estimates, or true for every company. Read from
 * estimate_cmpy_esti_idx and estimate_item_esti_idx alone (delivery_history has no company of its own).
 */
const scopeLines = (column: SQL, scope: CompanyScope): SQL =>
  scope === null
    ? sql`true`
    : scope.length === 0
      ? sql`false`
      : sql`${column} in (select i.esti_item_sn from estimate s join estimate_item i on i.esti_sn = s.esti_sn
          where s.cmpy_cd in (${list(scope)}))`;

/** The summaries hold one row per company and one for all ('*'): read the one the scope needs. */
const summaryScope = (scope: CompanyScope): SQL =>
  scope === null
    ? sql`s.cmpy_cd = ${ALL_COMPANIES}`
    : scope.length === 0
      ? sql`false`
      : sql`s.cmpy_cd in (${list(scope)})`;

/**
 * A line given back by a completed return (refund waiting or done, as the bills count it) is neither delivered nor
 * sold: the delivery line keeps its last delivery state, so the figures leave it out by its refund row. An exchange
 * re-ships and still counts.
 */
export const notReturned = (estiItemSn: SQL): SQL => sql`not ${completedReturnSql(estiItemSn)}`;

/** When the summaries were last brought up to date, and which round wrote them (the reply cache's key). */
export const summaryMeta = async (
  db: Executor,
): Promise<{ refreshedAt: Date | string | null; round: number }> => {
  const [row] = await queryRows<{ refreshed_at: Date | string | null; round: number }>(
    db,
    sql`select refreshed_at, round from dash_summary_meta where id = 1`,
  );
  return { refreshedAt: row?.refreshed_at ?? null, round: row?.round ?? 0 };
};

/** Running events in scope with their progress (from dash_event_stat) and names (live). */
export const runningEvents = (db: Executor, scope: CompanyScope) =>
  queryRows<{
    event_sn: number;
    event_nm: string;
    cmpy_cd: string;
    cmpy_nm: string;
    start_dt: string;
    start_tm: string;
    end_dt: string;
    end_tm: string;
    recipients: number;
    logged_in: number;
    applied: number;
    paid: number;
    delivered: number;
    amount: number;
  }>(
    db,
    sql`
    select e.event_sn, e.event_nm, e.cmpy_cd, c.cmpy_nm, e.start_dt, e.start_tm, e.end_dt, e.end_tm,
      st.recipients, st.logged_in, st.applied, st.paid, st.delivered, st.amount
    from dash_event_stat st join event e on e.event_sn = st.event_sn join company c on c.cmpy_cd = e.cmpy_cd
    where ${inScope(sql`st.cmpy_cd`, scope)}
    order by e.end_dt, e.event_sn`,
  );

/** Applied orders per Korean month (YYYYMM, inclusive bounds): count and amount. */
export const monthlyOrders = (db: Executor, scope: CompanyScope, fromYm: string, toYm: string) =>
  queryRows<{ ym: string; orders: number; amount: number }>(
    db,
    sql`
    select s.ym, sum(s.orders)::int as orders, sum(s.amount)::float8 as amount
    from dash_order_month s
    where ${summaryScope(scope)} and s.ym >= ${fromYm} and s.ym <= ${toYm}
    group by s.ym`,
  );

/** Delivery lines by state, for estimates made in the months. */
export const deliveryStatusCounts = (db: Executor, scope: CompanyScope, fromYm: string, toYm: string) =>
  queryRows<{ deli_stat_cd: string; count: number }>(
    db,
    sql`
    select s.deli_stat_cd, sum(s.count)::int as count
    from dash_delivery_month s
    where ${summaryScope(scope)} and s.ym >= ${fromYm} and s.ym <= ${toYm}
    group by s.deli_stat_cd order by s.deli_stat_cd`,
  );

/** The most chosen products of the months (quantity and amount). */
export const topProducts = (db: Executor, scope: CompanyScope, fromYm: string, toYm: string, limit: number) =>
  queryRows<{ prod_sn: number; prod_nm: string; count: number; amount: number }>(
    db,
    sql`
    with t as (
      select s.prod_sn, sum(s.count)::int as count, sum(s.amount)::float8 as amount
      from dash_product_month s
      where ${summaryScope(scope)} and s.ym >= ${fromYm} and s.ym <= ${toYm}
      group by s.prod_sn order by count desc, amount desc, s.prod_sn limit ${limit})
    select t.prod_sn, p.prod_nm, t.count, t.amount from t join product p on p.prod_sn = t.prod_sn
    order by t.count desc, t.amount desc, t.prod_sn`,
  );

/** Chosen quantity and amount by level-1 category in the months. */
export const topCategories = (db: Executor, scope: CompanyScope, fromYm: string, toYm: string) =>
  queryRows<{ category_cd: string; category_nm: string; count: number; amount: number }>(
    db,
    sql`
    select c.category_cd, c.category_nm, sum(s.count)::int as count, sum(s.amount)::float8 as amount
    from dash_category_month s join category c on c.category_cd = s.category_cd
    where ${summaryScope(scope)} and s.ym >= ${fromYm} and s.ym <= ${toYm}
    group by c.category_cd, c.category_nm order by count desc, c.category_cd`,
  );

export type TodayFilter = { kind: 'APPLY' | 'DELIVERY' | null; deliStatCd: string | null };

type TodayRow = {
  kind: 'APPLY' | 'DELIVERY';
  at: Date | string;
  ord_sn: number;
  cmpy_cd: string;
  cmpy_nm: string;
  event_nm: string;
  prod_nm: string;
  quantity: number;
  deli_stat_cd: string | null;
};

/**
 * Today's applications and delivery state changes (from the start of the Korean day), newest first, live: the
 * indexes on gift_order.applied_at and delivery_history.changed_at keep it to today's rows.
 */
export const todayActivity = (
  db: Executor,
  scope: CompanyScope,
  sinceUtc: Date,
  filter: TodayFilter,
  limit: number,
) => {
  const stat = filter.deliStatCd;
  // Each branch takes its newest `limit` rows by its time index before any name is joined; ordered by time alone so
  // that the index scan stops there (a tie-breaker column made it sort every row of a busy second: 670 ms measured).
  const applications = sql`
    (select 'APPLY' as kind, o.applied_at as at, o.ord_sn, o.cmpy_cd, o.event_sn, o.prod_sn, o.quantity,
       x.deli_stat_cd
     from gift_order o
       left join lateral (select min(i.deli_stat_cd) as deli_stat_cd from estimate s
         join estimate_item i on i.esti_sn = s.esti_sn where s.ord_sn = o.ord_sn) x on true
     where o.ord_stat_cd = ${ORDER_STATUS.applied} and o.applied_at >= ${sinceUtc}
       and ${inScope(sql`o.cmpy_cd`, scope)} and ${stat ? sql`x.deli_stat_cd = ${stat}` : sql`true`}
     order by o.applied_at desc limit ${limit})`;
  // A line shows once per state it reached today: a return's steps and notes (배송지 변경) also write history rows
  // carrying the line's unchanged state, which listed one gift as many 배송완료 rows.
  // The history rows are chosen from the indexes alone (delivery_history_changed_idx; for a scope, the scope's lines
  // through estimate_cmpy_esti_idx and estimate_item_esti_idx), and only the chosen ones fetch their line and
  // estimate: selecting estimate columns before the limit read every estimate of the scope (50 ms for 10 companies).
  const deliveries = sql`
    (select 'DELIVERY' as kind, d.at, s.ord_sn, s.cmpy_cd, s.event_sn, i.prod_sn, i.quantity, d.deli_stat_cd
     from (select distinct on (d0.esti_item_sn, d0.deli_stat_cd) d0.* from
           (select h.changed_at as at, h.esti_item_sn, h.deli_stat_cd from delivery_history h
           where h.changed_at >= ${sinceUtc} and h.deli_stat_cd <> ${DELIVERY_STATUS.received}
             and h.refund_sn is null
             and ${stat ? sql`h.deli_stat_cd = ${stat}` : sql`true`} and ${scopeLines(sql`h.esti_item_sn`, scope)}
           order by h.changed_at desc limit ${limit}) d0
           order by d0.esti_item_sn, d0.deli_stat_cd, d0.at desc) d
       join estimate_item i on i.esti_item_sn = d.esti_item_sn join estimate s on s.esti_sn = i.esti_sn)`;
  const parts =
    filter.kind === 'APPLY'
      ? applications
      : filter.kind === 'DELIVERY'
        ? deliveries
        : sql`${applications} union all ${deliveries}`;
  return queryRows<TodayRow>(
    db,
    sql`
    select t.kind, t.at, t.ord_sn, t.cmpy_cd, c.cmpy_nm, e.event_nm, p.prod_nm, t.quantity, t.deli_stat_cd
    from (select * from (${parts}) u order by u.at desc, u.ord_sn desc limit ${limit}) t
      join company c on c.cmpy_cd = t.cmpy_cd join event e on e.event_sn = t.event_sn
      join product p on p.prod_sn = t.prod_sn
    order by t.at desc, t.ord_sn desc`,
  );
};

/** Today's counts: applications, and delivery lines that reached 배송완료 today (from the indexes alone). */
export const todayCounts = async (db: Executor, scope: CompanyScope, sinceUtc: Date) => {
  const delivered = sql`select count(distinct h.esti_item_sn)::int from delivery_history h
    where h.changed_at >= ${sinceUtc} and h.deli_stat_cd = ${DELIVERY_STATUS.delivered} and h.refund_sn is null
      and ${notReturned(sql`h.esti_item_sn`)} and ${scopeLines(sql`h.esti_item_sn`, scope)}`;
  const [row] = await queryRows<{ applied: number; delivered: number }>(
    db,
    sql`
    select
      (select count(*)::int from gift_order o where o.ord_stat_cd = ${ORDER_STATUS.applied}
         and o.applied_at >= ${sinceUtc} and ${inScope(sql`o.cmpy_cd`, scope)}) as applied,
      (${delivered}) as delivered`,
  );
  return row ?? { applied: 0, delivered: 0 };
};

/**
 * Work waiting for someone, live: one-to-one questions without an answer, return/exchange requests still open
 * (01), and (operators only, `withInquiries`) landing inquiries without an answer.
 */
export const openWork = async (db: Executor, scope: CompanyScope, withInquiries: boolean) => {
  const [row] = await queryRows<{
    waiting_questions: number;
    open_returns: number;
    waiting_inquiries: number;
  }>(
    db,
    sql`
    select
      (select count(*)::int from support_question q where q.status = 'WAITING'
         and ${inScope(sql`q.cmpy_cd`, scope)}) as waiting_questions,
      (select count(*)::int from refund f
         where f.refund_stat_cd = '01' and ${
           scope === null
             ? sql`true`
             : sql`f.esti_sn in (select s.esti_sn from estimate s where ${inScope(sql`s.cmpy_cd`, scope)})`
         }) as open_returns,
      ${
        withInquiries ? sql`(select count(*)::int from inquiry i where i.answered_at is null)` : sql`0`
      } as waiting_inquiries`,
  );
  return row ?? { waiting_questions: 0, open_returns: 0, waiting_inquiries: 0 };
};

/** Per-group progress of one company's running events (the recipient's group on their user row), live. */
export const groupProgress = (db: Executor, cmpyCd: string) =>
  queryRows<{ grup_cd: string; grup_nm: string; recipients: number; applied: number }>(
    db,
    sql`
    select g.grup_cd, g.grup_nm, count(r.unq_user_id)::int as recipients,
      count(r.unq_user_id) filter (where r.used_cnt > 0)::int as applied
    from company_group g
      left join app_user u on u.cmpy_cd = g.cmpy_cd and u.grup_cd = g.grup_cd
      left join event_recipient r on r.unq_user_id = u.unq_user_id
        and r.event_sn in (select e.event_sn from event e where e.cmpy_cd = ${cmpyCd}
          and e.event_stat_cd = ${EVENT_STATUS.running} and e.test_yn = 'N')
    where g.cmpy_cd = ${cmpyCd} and g.use_yn = 'Y'
    group by g.grup_cd, g.grup_nm order by g.grup_cd`,
  );

/**
 * Occasion gifts (decision 036) of the scope whose send day is in [fromDt, toDt]: sent, of those chosen (the
 * recipient's row in the gift's event has a choice), pending (WAITING or SCHEDULED), of those waiting for approval.
 * A company's month is a range of occasion_occurrence_cmpy_idx (cmpy_cd, send_dt); every company's is read through
 * occasion_occurrence_due_idx (stat_cd, send_at) with a send_at range a day wider than the month (send_at is the
 * send day's KST time). Measured with 1,000,000 occurrences (80,000 in the month): 850 ms for every company, most
 * of it the chosen check, so the caller counts every company once per summary round; a company's takes a few ms.
 */
export const occasionMonth = async (
  db: Executor,
  scope: CompanyScope,
  month: { fromDt: string; toDt: string; from: Date; to: Date },
) => {
  const { fromDt, toDt } = month;
  const byTime = scope === null ? sql`and o.send_at >= ${month.from} and o.send_at < ${month.to}` : sql``;
  const [row] = await queryRows<{ sent: number; claimed: number; pending: number; waiting: number }>(
    db,
    sql`
    select count(*) filter (where o.stat_cd = 'SENT')::int as sent,
      count(*) filter (where o.stat_cd = 'SENT' and exists (select 1 from event_recipient r
        where r.event_sn = o.event_sn and r.unq_user_id = o.unq_user_id and r.used_cnt > 0))::int as claimed,
      count(*) filter (where o.stat_cd in ('WAITING', 'SCHEDULED'))::int as pending,
      count(*) filter (where o.stat_cd = 'WAITING')::int as waiting
    from occasion_occurrence o
    where o.send_dt between ${fromDt} and ${toDt} and o.stat_cd in ('SENT', 'WAITING', 'SCHEDULED')
      ${byTime} and ${inScope(sql`o.cmpy_cd`, scope)}`,
  );
  return row ?? { sent: 0, claimed: 0, pending: 0, waiting: 0 };
};

export const companyList = (db: Executor) =>
  queryRows<{ cmpy_cd: string; cmpy_nm: string }>(
    db,
    sql`select cmpy_cd, cmpy_nm from company where use_yn = 'Y' and cmpy_type_cd = '02' order by cmpy_nm`,
  );
