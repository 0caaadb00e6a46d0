import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

/** Which companies a dashboard counts: null = every company (operators without a selection). */
export type CompanyScope = readonly string[] | null;

async function rows<T>(db: Executor, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** `column in (...)` for a scope, or true for every company. */
const inScope = (column: SQL, scope: CompanyScope): SQL =>
  scope === null
    ? sql`true`
    : scope.length === 0
      ? sql`false`
      : sql`${column} in (${sql.join(
          scope.map((c) => sql`${c}`),
          sql`, `,
        )})`;

/** Korean calendar day/month of a timestamp column (Korea keeps +09:00 all year). */
const kstText = (column: SQL, format: string) =>
  sql`to_char((${column} at time zone 'UTC') + interval '9 hours', ${format})`;

/**
 * Running events (status 02, not test events) with their progress: recipients, those who have logged in at least
 * once, those who applied (used a selection), delivered lines and the applied amount. Sums are float8 so that both
 * drivers return numbers (won totals pass 2^31 long before 2^53).
 */
export const runningEvents = (db: Executor, scope: CompanyScope) =>
  rows<{
    event_sn: number;
    event_nm: string;
    cmpy_cd: string;
    cmpy_nm: string;
    start_dt: string;
    end_dt: string;
    recipients: number;
    logged_in: number;
    applied: number;
    delivered: number;
    amount: number;
  }>(
    db,
    sql`
    select e.event_sn, e.event_nm, e.cmpy_cd, c.cmpy_nm, e.start_dt, e.end_dt,
      (select count(*)::int from event_recipient r where r.event_sn = e.event_sn) as recipients,
      (select count(*)::int from event_recipient r where r.event_sn = e.event_sn
         and exists (select 1 from user_session s where s.unq_user_id = r.unq_user_id)) as logged_in,
      (select count(*)::int from event_recipient r where r.event_sn = e.event_sn and r.used_cnt > 0) as applied,
      (select count(*)::int from estimate_item i join estimate s on s.esti_sn = i.esti_sn
         where s.event_sn = e.event_sn and i.deli_stat_cd = '04') as delivered,
      (select coalesce(sum(s.total_price), 0)::float8 from estimate s where s.event_sn = e.event_sn) as amount
    from event e join company c on c.cmpy_cd = e.cmpy_cd
    where e.event_stat_cd = '02' and e.test_yn = 'N' and ${inScope(sql`e.cmpy_cd`, scope)}
    order by e.end_dt, e.event_sn`,
  );

/** Applied orders per Korean month from `fromUtc` on: count and amount. */
export const monthlyOrders = (db: Executor, scope: CompanyScope, fromUtc: Date, toUtc: Date) =>
  rows<{ ym: string; orders: number; amount: number }>(
    db,
    sql`
    select ${kstText(sql`o.applied_at`, 'YYYYMM')} as ym, count(*)::int as orders,
      coalesce(sum(o.quantity * o.unit_price), 0)::float8 as amount
    from gift_order o
    where o.ord_stat_cd = '01' and o.applied_at >= ${fromUtc} and o.applied_at < ${toUtc}
      and ${inScope(sql`o.cmpy_cd`, scope)}
    group by 1`,
  );

/** Applied orders of the period: count and amount. */
export const periodOrders = async (db: Executor, scope: CompanyScope, fromUtc: Date, toUtc: Date) => {
  const [row] = await rows<{ orders: number; amount: number }>(
    db,
    sql`
    select count(*)::int as orders, coalesce(sum(o.quantity * o.unit_price), 0)::float8 as amount
    from gift_order o
    where o.ord_stat_cd = '01' and o.applied_at >= ${fromUtc} and o.applied_at < ${toUtc}
      and ${inScope(sql`o.cmpy_cd`, scope)}`,
  );
  return row ?? { orders: 0, amount: 0 };
};

/** Delivery lines by state, for estimates made in the period. */
export const deliveryStatusCounts = (db: Executor, scope: CompanyScope, fromUtc: Date, toUtc: Date) =>
  rows<{ deli_stat_cd: string; count: number }>(
    db,
    sql`
    select i.deli_stat_cd, count(*)::int as count
    from estimate_item i join estimate s on s.esti_sn = i.esti_sn
    where s.created_at >= ${fromUtc} and s.created_at < ${toUtc} and ${inScope(sql`s.cmpy_cd`, scope)}
    group by i.deli_stat_cd order by i.deli_stat_cd`,
  );

/** The most chosen products of the period (quantity and amount). */
export const topProducts = (db: Executor, scope: CompanyScope, fromUtc: Date, toUtc: Date, limit: number) =>
  rows<{ prod_sn: number; prod_nm: string; count: number; amount: number }>(
    db,
    sql`
    select p.prod_sn, p.prod_nm, sum(i.quantity)::int as count,
      coalesce(sum(i.quantity * i.unit_price), 0)::float8 as amount
    from estimate_item i join estimate s on s.esti_sn = i.esti_sn join product p on p.prod_sn = i.prod_sn
    where s.created_at >= ${fromUtc} and s.created_at < ${toUtc} and ${inScope(sql`s.cmpy_cd`, scope)}
      and i.deli_stat_cd <> '09'
    group by p.prod_sn, p.prod_nm order by count desc, amount desc, p.prod_sn limit ${limit}`,
  );

/** Chosen quantity by level-1 category in the period. */
export const topCategories = (db: Executor, scope: CompanyScope, fromUtc: Date, toUtc: Date) =>
  rows<{ category_cd: string; category_nm: string; count: number }>(
    db,
    sql`
    select c.category_cd, c.category_nm, sum(i.quantity)::int as count
    from estimate_item i join estimate s on s.esti_sn = i.esti_sn join product p on p.prod_sn = i.prod_sn
      join category c on c.category_cd = left(p.category_cd, 2) and c.level = 1
    where s.created_at >= ${fromUtc} and s.created_at < ${toUtc} and ${inScope(sql`s.cmpy_cd`, scope)}
      and i.deli_stat_cd <> '09'
    group by c.category_cd, c.category_nm order by count desc, c.category_cd`,
  );

/** Today's applications (from the start of the Korean day), newest first, with their delivery state. */
export const todayApplications = (db: Executor, scope: CompanyScope, sinceUtc: Date, limit: number) =>
  rows<{
    ord_sn: number;
    applied_at: Date | string;
    cmpy_nm: string;
    event_nm: string;
    prod_nm: string;
    quantity: number;
    deli_stat_cd: string | null;
  }>(
    db,
    sql`
    select o.ord_sn, o.applied_at, c.cmpy_nm, e.event_nm, p.prod_nm, o.quantity,
      (select min(i.deli_stat_cd) from estimate s join estimate_item i on i.esti_sn = s.esti_sn
         where s.ord_sn = o.ord_sn) as deli_stat_cd
    from gift_order o join company c on c.cmpy_cd = o.cmpy_cd join event e on e.event_sn = o.event_sn
      join product p on p.prod_sn = o.prod_sn
    where o.ord_stat_cd = '01' and o.applied_at >= ${sinceUtc} and ${inScope(sql`o.cmpy_cd`, scope)}
    order by o.applied_at desc, o.ord_sn desc limit ${limit}`,
  );

/** Questions waiting for an answer and return/exchange requests still open (01), in scope. */
export const openWork = async (db: Executor, scope: CompanyScope) => {
  const [row] = await rows<{ waiting_questions: number; open_returns: number }>(
    db,
    sql`
    select
      (select count(*)::int from support_question q where q.status = 'WAITING'
         and ${inScope(sql`q.cmpy_cd`, scope)}) as waiting_questions,
      (select count(*)::int from refund f join estimate s on s.esti_sn = f.esti_sn
         where f.refund_stat_cd = '01' and ${inScope(sql`s.cmpy_cd`, scope)}) as open_returns`,
  );
  return row ?? { waiting_questions: 0, open_returns: 0 };
};

/** Per-group progress of one company's running events (the recipient's group on their user row). */
export const groupProgress = (db: Executor, cmpyCd: string) =>
  rows<{ grup_cd: string; grup_nm: string; recipients: number; applied: number }>(
    db,
    sql`
    select g.grup_cd, g.grup_nm, count(r.unq_user_id)::int as recipients,
      count(r.unq_user_id) filter (where r.used_cnt > 0)::int as applied
    from company_group g
      left join app_user u on u.cmpy_cd = g.cmpy_cd and u.grup_cd = g.grup_cd
      left join event_recipient r on r.unq_user_id = u.unq_user_id
        and r.event_sn in (select e.event_sn from event e where e.cmpy_cd = ${cmpyCd}
          and e.event_stat_cd = '02' and e.test_yn = 'N')
    where g.cmpy_cd = ${cmpyCd} and g.use_yn = 'Y'
    group by g.grup_cd, g.grup_nm order by g.grup_cd`,
  );

export const companyList = (db: Executor) =>
  rows<{ cmpy_cd: string; cmpy_nm: string }>(
    db,
    sql`select cmpy_cd, cmpy_nm from company where use_yn = 'Y' and cmpy_type_cd = '02' order by cmpy_nm`,
  );
