import {
  addMonths,
  billVatGroups,
  CLIENT_BILL_STAT,
  type ClientBillListReply,
  type ClientBillRow,
  type ClientBillStat,
  type ClientBillTotals,
  EXCEL_LIMITS,
  EXCEL_MESSAGES,
} from '@pcs/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import type { AuthUser } from '../../http/auth-guard';
import { badRequest } from '../../http/errors';
import { companyScope } from '../../http/tenant';
import { ymdHmsKst } from '../../lib/time';
import { clientFactsSql } from './client-facts';
import { clientBillMonths } from './settlement-default-months';
import { wonOf } from './won';

export type ClientBillListInput = {
  /** Neither month: the default months (clientBillMonths). */
  yyyymmStart?: string | null;
  yyyymmEnd?: string | null;
  cmpyCd?: string | null;
  stat?: ClientBillStat | null;
  page?: number;
  pageSize?: number;
  requestType?: 'LIST' | 'EXPORT';
};

/** The bigint columns of client_bill: read through raw SQL, the drivers give them as strings or bigints. */
type BillMoney =
  | 'goodsAmt'
  | 'extrasAmt'
  | 'shipAmt'
  | 'recipientPaidAmt'
  | 'chargeAmt'
  | 'supplyAmt'
  | 'vatAmt'
  | 'adjustmentAmt';

const FIGURES = ['lineCnt', 'goodsAmt', 'extrasAmt', 'shipAmt', 'recipientPaidAmt', 'chargeAmt'] as const;
const zeroTotals = (): ClientBillTotals => ({
  lineCnt: 0,
  goodsAmt: 0,
  extrasAmt: 0,
  shipAmt: 0,
  recipientPaidAmt: 0,
  chargeAmt: 0,
  supplyAmt: 0,
  vatAmt: 0,
  adjustmentAmt: 0,
});

/** Each company's draft of a month, summed in one aggregate query over every company's facts. */
async function draftRows(db: Executor, yyyymm: string, cmpyCd: string | null): Promise<ClientBillRow[]> {
  const raw = await queryRows<
    { cmpyCd: string; cmpyNm: string; adjustsBillSn: number | null } & Record<
      (typeof FIGURES)[number],
      unknown
    >
  >(
    db,
    sql`select f."cmpyCd", c.cmpy_nm as "cmpyNm", f."adjustsBillSn", count(*)::int as "lineCnt",
        sum(f."goodsAmt")::bigint as "goodsAmt", sum(f."extrasAmt")::bigint as "extrasAmt",
        sum(f."shipAmt")::bigint as "shipAmt", sum(f."recipientPaidAmt")::bigint as "recipientPaidAmt",
        sum(f."chargeAmt")::bigint as "chargeAmt"
      from (${clientFactsSql(yyyymm, cmpyCd)}) f join company c on c.cmpy_cd = f."cmpyCd"
      group by f."cmpyCd", c.cmpy_nm, f."adjustsBillSn"`,
  );
  const groups = raw.map((g) => ({
    ...g,
    lineCnt: Number(g.lineCnt),
    goodsAmt: wonOf(g.goodsAmt),
    extrasAmt: wonOf(g.extrasAmt),
    shipAmt: wonOf(g.shipAmt),
    recipientPaidAmt: wonOf(g.recipientPaidAmt),
    chargeAmt: wonOf(g.chargeAmt),
  }));
  const byCompany = new Map<string, typeof groups>();
  for (const g of groups) byCompany.set(g.cmpyCd, [...(byCompany.get(g.cmpyCd) ?? []), g]);
  return [...byCompany.entries()].map(([code, gs]) => {
    const t = zeroTotals();
    for (const g of gs) for (const k of FIGURES) t[k] += g[k];
    const vat = billVatGroups(gs);
    return {
      cmpyCd: code,
      cmpyNm: gs[0]!.cmpyNm,
      yyyymm,
      stat: CLIENT_BILL_STAT.draft,
      ...t,
      supplyAmt: vat.reduce((s, v) => s + v.supplyAmt, 0),
      vatAmt: vat.reduce((s, v) => s + v.vatAmt, 0),
      adjustmentAmt: gs.filter((g) => g.adjustsBillSn !== null).reduce((s, g) => s + g.chargeAmt, 0),
      confirmedAt: null,
      issuedAt: null,
      paidAt: null,
    };
  });
}

async function storedRows(
  db: Executor,
  input: ClientBillListInput & { yyyymmStart: string; yyyymmEnd: string },
  cmpyCd: string | null,
): Promise<ClientBillRow[]> {
  const rows = await queryRows<
    Omit<ClientBillRow, 'confirmedAt' | 'issuedAt' | 'paidAt' | BillMoney> &
      Record<BillMoney, unknown> & {
        confirmedAt: Date | string;
        issuedAt: Date | string | null;
        paidAt: Date | string | null;
      }
  >(
    db,
    sql`select b.cmpy_cd as "cmpyCd", c.cmpy_nm as "cmpyNm", b.yyyymm, b.stat, b.line_cnt as "lineCnt",
        b.goods_amt as "goodsAmt", b.extras_amt as "extrasAmt", b.ship_amt as "shipAmt",
        b.recipient_paid_amt as "recipientPaidAmt", b.charge_amt as "chargeAmt", b.supply_amt as "supplyAmt",
        b.vat_amt as "vatAmt", b.adjustment_amt as "adjustmentAmt", b.confirmed_at as "confirmedAt",
        b.issued_at as "issuedAt", b.paid_at as "paidAt"
      from client_bill b join company c on c.cmpy_cd = b.cmpy_cd
      where b.yyyymm between ${input.yyyymmStart} and ${input.yyyymmEnd}
        ${cmpyCd === null ? sql`` : sql`and b.cmpy_cd = ${cmpyCd}`}
        ${input.stat && input.stat !== CLIENT_BILL_STAT.draft ? sql`and b.stat = ${input.stat}` : sql``}`,
  );
  const ts = (v: Date | string | null) => (v === null ? null : ymdHmsKst(new Date(v)));
  return rows.map((r) => ({
    ...r,
    goodsAmt: wonOf(r.goodsAmt),
    extrasAmt: wonOf(r.extrasAmt),
    shipAmt: wonOf(r.shipAmt),
    recipientPaidAmt: wonOf(r.recipientPaidAmt),
    chargeAmt: wonOf(r.chargeAmt),
    supplyAmt: wonOf(r.supplyAmt),
    vatAmt: wonOf(r.vatAmt),
    adjustmentAmt: wonOf(r.adjustmentAmt),
    confirmedAt: ts(r.confirmedAt),
    issuedAt: ts(r.issuedAt),
    paidAt: ts(r.paidAt),
  }));
}

/**
 * Decision 037: the months of client companies with their figures and state, newest month first. Confirmed months
 * come from client_bill; draft months are computed live, one aggregate query per month for every company at once.
 * A client manager sees only their own company. Without months asked, the latest month with anything in the scope and
 * the one before it; the reply says which months it lists.
 */
export async function listClientBills(
  ctx: { db: Executor; now: () => Date },
  user: AuthUser,
  input: ClientBillListInput,
): Promise<ClientBillListReply> {
  const { db } = ctx;
  const cmpyCd = companyScope(user, input.cmpyCd);
  const months = await clientBillMonths(db, cmpyCd, input, ctx.now());
  const range = { yyyymmStart: months.fromYm, yyyymmEnd: months.toYm };
  const rows: ClientBillRow[] = [];
  if (!input.stat || input.stat !== CLIENT_BILL_STAT.draft)
    rows.push(...(await storedRows(db, { ...input, ...range }, cmpyCd)));
  if (!input.stat || input.stat === CLIENT_BILL_STAT.draft)
    for (let m = range.yyyymmStart; m <= range.yyyymmEnd; m = addMonths(m, 1))
      rows.push(...(await draftRows(db, m, cmpyCd)));
  rows.sort((a, b) => b.yyyymm.localeCompare(a.yyyymm) || a.cmpyNm.localeCompare(b.cmpyNm, 'ko'));
  const totals = zeroTotals();
  for (const r of rows) for (const k of Object.keys(totals) as (keyof ClientBillTotals)[]) totals[k] += r[k];
  if (input.requestType === 'EXPORT') {
    if (rows.length > EXCEL_LIMITS.exportMaxRows) throw badRequest(EXCEL_MESSAGES.exportTooMany);
    return { ...range, list: rows, totalCount: rows.length, page: 0, pageSize: rows.length, totals };
  }
  const pageSize = input.pageSize ?? 15;
  const page = Math.min(input.page ?? 0, Math.max(0, Math.ceil(rows.length / pageSize) - 1));
  return {
    ...range,
    list: rows.slice(page * pageSize, (page + 1) * pageSize),
    totalCount: rows.length,
    page,
    pageSize,
    totals,
  };
}
