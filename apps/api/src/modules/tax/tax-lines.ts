import { addMonths, isTaxPurpose, kstYyyymm, type TaxLine } from '@pcs/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { clientFactsSql } from '../settlement';

/*
 * The tax ledger's lines (decision 051) are the client bills' lines: the confirmed ones in their bill's month, and the
 * drafts' facts in the month of the draft they are on. So each month's ledger adds up to that month's bill, to the won.
 */

/** A ledger line as read: the domain's TaxLine, with where it comes from. */
export type TaxLineRow = TaxLine & {
  cmpyCd: string;
  eventSn: number;
  lineKind: string;
  confirmed: boolean;
};

type Raw = {
  ordSn: number;
  unqUserId: string;
  cmpyCd: string;
  eventSn: number;
  lineKind: string;
  yyyymm: string;
  giftDt: string;
  purpose: string;
  kind: string | null;
  amount: number | string;
  lifeEventDt: string | null;
  lifeEventSn: number | null;
  confirmed: boolean;
};

/** Who the ledger is read for: one company or every company, optionally one person. */
export type TaxScope = { cmpyCd: string | null; unqUserId?: string | null };

/** The draft months of `year` whose facts are not on a bill yet: up to the current month. */
function draftMonths(year: number, now: Date): string[] {
  const current = kstYyyymm(now);
  const months: string[] = [];
  for (let m = `${year}01`; m <= `${year}12` && m <= current; m = addMonths(m, 1)) months.push(m);
  return months;
}

/** The order's day, its purpose and, for an occasion gift, its life event: joined onto any bill line source. */
const orderFactsSql = (ordSn: SQL, unqUserScope: SQL) => sql`
  join gift_order o on o.ord_sn = ${ordSn}
  left join lateral (
    select occ.life_event_sn, occ.event_dt from occasion_occurrence occ
    where occ.event_sn = o.event_sn and occ.unq_user_id = o.unq_user_id
    order by occ.occurrence_sn limit 1
  ) occ on true
  where true ${unqUserScope}`;

const selectListSql = (amount: SQL, yyyymm: SQL, lineKind: SQL, confirmed: boolean) => sql`
  select o.ord_sn as "ordSn", o.unq_user_id as "unqUserId", o.cmpy_cd as "cmpyCd", o.event_sn as "eventSn",
    ${lineKind} as "lineKind", ${yyyymm} as "yyyymm",
    to_char(coalesce(o.applied_at, o.created_at) at time zone 'Asia/Seoul', 'YYYYMMDD') as "giftDt",
    o.tax_purpose as "purpose", o.tax_kind as "kind", ${amount} as "amount",
    occ.event_dt as "lifeEventDt", occ.life_event_sn as "lifeEventSn", ${confirmed} as "confirmed"`;

/**
 * The months of `year` whose facts may still be unbilled in the scope: after the earliest last-confirmed month of
 * its companies (a company confirmed through November has only December open), up to now.
 */
async function openMonths(db: Executor, scope: TaxScope, year: number, now: Date): Promise<string[]> {
  const [row] = await queryRows<{ confirmed: string | null }>(
    db,
    sql`select min(last) as confirmed from (
          select c.cmpy_cd, (select max(b.yyyymm) from client_bill b where b.cmpy_cd = c.cmpy_cd) as last
          from company c where c.sandbox_of is null ${scope.cmpyCd ? sql`and c.cmpy_cd = ${scope.cmpyCd}` : sql``}
        ) x`,
  );
  // A company with no bill at all has every month open.
  const [none] = await queryRows<{ any: boolean }>(
    db,
    sql`select exists (select 1 from company c where c.sandbox_of is null
          ${scope.cmpyCd ? sql`and c.cmpy_cd = ${scope.cmpyCd}` : sql``}
          and not exists (select 1 from client_bill b where b.cmpy_cd = c.cmpy_cd)) as "any"`,
  );
  const confirmed = none?.any ? null : (row?.confirmed ?? null);
  return draftMonths(year, now).filter((m) => confirmed === null || m > confirmed);
}

/**
 * The ledger's lines of `year` in the scope, as one statement: the confirmed bill lines of the year's bills and the
 * facts of its drafts (each company's months after its last confirmed one, up to now).
 */
export async function taxLinesSql(db: Executor, scope: TaxScope, year: number, now: Date): Promise<SQL> {
  const person = scope.unqUserId ? sql`and o.unq_user_id = ${scope.unqUserId}` : sql``;
  const confirmed = sql`
    ${selectListSql(sql`b.charge_amt`, sql`cb.yyyymm`, sql`b.line_kind`, true)}
    from client_bill_line b
      join client_bill cb on cb.bill_sn = b.bill_sn
        and cb.yyyymm between ${`${year}01`} and ${`${year}12`}
        ${scope.cmpyCd ? sql`and cb.cmpy_cd = ${scope.cmpyCd}` : sql``}
    ${orderFactsSql(sql`b.ord_sn`, person)}`;
  const drafts = (await openMonths(db, scope, year, now)).map(
    (m) => sql`
    ${selectListSql(sql`f."chargeAmt"`, sql`${m}::varchar`, sql`f."lineKind"`, false)}
    from (${clientFactsSql(m, scope.cmpyCd)}) f
    ${orderFactsSql(sql`f."ordSn"`, person)}`,
  );
  return sql.join([confirmed, ...drafts], sql` union all `);
}

/** Every ledger line of `year` in the scope, oldest first. */
export async function taxLinesOf(
  db: Executor,
  scope: TaxScope,
  year: number,
  now: Date,
): Promise<TaxLineRow[]> {
  const rows = await queryRows<Raw>(
    db,
    sql`select * from (${await taxLinesSql(db, scope, year, now)}) l order by l."yyyymm", l."giftDt", l."ordSn"`,
  );
  return rows.map((r) => ({
    ...r,
    purpose: isTaxPurpose(r.purpose) ? r.purpose : 'REWARD',
    amount: Number(r.amount),
    confirmed: r.confirmed === true || String(r.confirmed) === 'true',
  }));
}
