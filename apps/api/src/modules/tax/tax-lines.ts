import { isTaxPurpose, kstYyyymm, type TaxLine } from '@pcs/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { clientDraftFactsSql } from '../settlement';

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

/** The draft months of `year` whose facts may be unbilled: January up to now (none for a year not begun). */
function draftMonths(year: number, now: Date): { fromYm: string; toYm: string } | null {
  const current = kstYyyymm(now);
  const toYm = `${year}12` < current ? `${year}12` : current;
  return toYm < `${year}01` ? null : { fromYm: `${year}01`, toYm };
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
 * The ledger's lines of `year` in the scope, as one statement: the confirmed bill lines of the year's bills and the
 * facts of its drafts (each company's months after its last confirmed one, up to now).
 */
export function taxLinesSql(scope: TaxScope, year: number, now: Date): SQL {
  const person = scope.unqUserId ? sql`and o.unq_user_id = ${scope.unqUserId}` : sql``;
  const confirmed = sql`
    ${selectListSql(sql`b.charge_amt`, sql`cb.yyyymm`, sql`b.line_kind`, true)}
    from client_bill_line b
      join client_bill cb on cb.bill_sn = b.bill_sn
        and cb.yyyymm between ${`${year}01`} and ${`${year}12`}
        ${scope.cmpyCd ? sql`and cb.cmpy_cd = ${scope.cmpyCd}` : sql``}
    ${orderFactsSql(sql`b.ord_sn`, person)}`;
  // Every company's drafts of the year in one pass over the facts: each fact on the draft month it belongs to.
  const months = draftMonths(year, now);
  const drafts = months
    ? [
        sql`
    ${selectListSql(sql`f."chargeAmt"`, sql`f."draftYyyymm"`, sql`f."lineKind"`, false)}
    from (${clientDraftFactsSql(months.fromYm, months.toYm, scope.cmpyCd)}) f
    ${orderFactsSql(sql`f."ordSn"`, person)}`,
      ]
    : [];
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
    sql`select * from (${taxLinesSql(scope, year, now)}) l order by l."yyyymm", l."giftDt", l."ordSn"`,
  );
  return rows.map((r) => ({
    ...r,
    purpose: isTaxPurpose(r.purpose) ? r.purpose : 'REWARD',
    amount: Number(r.amount),
    confirmed: r.confirmed === true || String(r.confirmed) === 'true',
  }));
}
