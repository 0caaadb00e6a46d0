import {
  AUTH_CD,
  billVatGroups,
  CLIENT_BILL_STAT,
  type ClientBillCompany,
  type ClientBillEvent,
  type ClientBillLine,
  type ClientBillStat,
  type ClientBillSteps,
  type ClientBillTotals,
  type ClientLineKind,
  hasMonthEnded,
  isOperatorAdmin,
  missingBizInfoFields,
  type TaxInvoiceKind,
  type TaxInvoiceRow,
  type TaxInvoiceStat,
} from '@pcs/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import type { AuthUser } from '../../http/auth-guard';
import { forbidden, notFound } from '../../http/errors';
import { ymdHmsKst } from '../../lib/time';
import { clientFactsOf, earlierOpenClientMonth } from './client-facts';
import { wonOf } from './won';

/*
 * One company's month as every client-bill screen and document reads it (decision 037): a confirmed bill from its
 * frozen rows, a draft from the facts SQL; the same shape either way.
 */

/** Operators reach every company; a client manager only their own, to read. Decided before anything is read. */
export function assertBillReader(user: AuthUser, cmpyCd: string): void {
  if (isOperatorAdmin(user.authCd)) return;
  if (user.authCd === AUTH_CD.clientManager && user.cmpyCd === cmpyCd) return;
  throw forbidden();
}

/** Confirming, issuing and paying are the operators'. */
export function assertBillOperator(user: AuthUser): void {
  if (!isOperatorAdmin(user.authCd)) throw forbidden();
}

export type StoredBill = {
  billSn: number;
  cmpyCd: string;
  yyyymm: string;
  stat: Exclude<ClientBillStat, 'DRAFT'>;
  goodsAmt: number;
  extrasAmt: number;
  shipAmt: number;
  recipientPaidAmt: number;
  chargeAmt: number;
  supplyAmt: number;
  vatAmt: number;
  adjustmentAmt: number;
  lineCnt: number;
  confirmedBy: string;
  confirmedAt: Date;
  issuedBy: string | null;
  issuedAt: Date | null;
  paidBy: string | null;
  paidAt: Date | null;
  paidDt: string | null;
  paidMemo: string | null;
};

/** client_bill's bigint totals: raw SQL gives them as strings (node-postgres) or bigints (PGlite); wonOf reads them. */
type BillMoney =
  | 'goodsAmt'
  | 'extrasAmt'
  | 'shipAmt'
  | 'recipientPaidAmt'
  | 'chargeAmt'
  | 'supplyAmt'
  | 'vatAmt'
  | 'adjustmentAmt';

const BILL_COLUMNS = sql`bill_sn as "billSn", cmpy_cd as "cmpyCd", yyyymm, stat, goods_amt as "goodsAmt",
  extras_amt as "extrasAmt", ship_amt as "shipAmt", recipient_paid_amt as "recipientPaidAmt", charge_amt as "chargeAmt",
  supply_amt as "supplyAmt", vat_amt as "vatAmt", adjustment_amt as "adjustmentAmt", line_cnt as "lineCnt",
  confirmed_by as "confirmedBy", confirmed_at as "confirmedAt", issued_by as "issuedBy", issued_at as "issuedAt",
  paid_by as "paidBy", paid_at as "paidAt", paid_dt as "paidDt", paid_memo as "paidMemo"`;

export async function findBill(
  db: Executor,
  cmpyCd: string,
  yyyymm: string,
  options: { forUpdate?: boolean } = {},
): Promise<StoredBill | null> {
  const rows = await queryRows<Omit<StoredBill, BillMoney> & Record<BillMoney, unknown>>(
    db,
    sql`select ${BILL_COLUMNS} from client_bill where cmpy_cd = ${cmpyCd} and yyyymm = ${yyyymm}
      ${options.forUpdate ? sql`for update` : sql``}`,
  );
  const r = rows[0];
  if (!r) return null;
  return {
    ...r,
    goodsAmt: wonOf(r.goodsAmt),
    extrasAmt: wonOf(r.extrasAmt),
    shipAmt: wonOf(r.shipAmt),
    recipientPaidAmt: wonOf(r.recipientPaidAmt),
    chargeAmt: wonOf(r.chargeAmt),
    supplyAmt: wonOf(r.supplyAmt),
    vatAmt: wonOf(r.vatAmt),
    adjustmentAmt: wonOf(r.adjustmentAmt),
  };
}

export type BillCompany = ClientBillCompany;

export async function billCompany(db: Executor, cmpyCd: string): Promise<BillCompany> {
  const rows = await queryRows<Omit<BillCompany, 'missingBizInfo'>>(
    db,
    sql`select cmpy_cd as "cmpyCd", cmpy_nm as "cmpyNm", corporate_reg_no as "corporateRegNo", ceo_nm as "ceoNm",
      biz_type as "bizType", biz_item as "bizItem", biz_addr as "bizAddr", tax_email as "taxEmail"
    from company where cmpy_cd = ${cmpyCd}`,
  );
  const c = rows[0];
  if (!c) throw notFound();
  return { ...c, missingBizInfo: missingBizInfoFields(c) };
}

/** A line with the bill it reverses (null: the bill's own part), as the VAT groups and invoices need it. */
export type ViewLine = ClientBillLine & { adjustsBillSn: number | null };

const ts = (v: Date | string): string => ymdHmsKst(new Date(v));
const tsOrNull = (v: Date | string | null): string | null => (v === null ? null : ts(v));

type RawLine = Omit<ViewLine, 'factAt' | 'lineKind' | 'adjustmentYn'> & {
  lineKind: ClientLineKind;
  adjustmentYn: 'Y' | 'N';
  factAt: Date | string;
};

async function storedLines(db: Executor, billSn: number): Promise<ViewLine[]> {
  const rows = await queryRows<RawLine>(
    db,
    sql`select l.line_kind as "lineKind", l.src_sn as "srcSn", l.ord_sn as "ordSn", l.refund_sn as "refundSn",
      l.event_sn as "eventSn", e.event_nm as "eventNm", l.prod_sn as "prodSn", p.prod_nm as "prodNm",
      l.fact_at as "factAt", l.fact_yyyymm as "factYyyymm", l.adjustment_yn as "adjustmentYn",
      case when l.adjustment_yn = 'Y' then s.bill_sn end as "adjustsBillSn",
      case when l.adjustment_yn = 'Y' then sb.yyyymm end as "adjustsYyyymm",
      l.quantity, l.unit_price as "unitPrice", l.goods_amt as "goodsAmt", l.extras_amt as "extrasAmt",
      l.ship_amt as "shipAmt", l.recipient_paid_amt as "recipientPaidAmt", l.charge_amt as "chargeAmt"
    from client_bill_line l
      join event e on e.event_sn = l.event_sn
      join product p on p.prod_sn = l.prod_sn
      left join client_bill_line s on s.line_kind = 'SALE' and s.src_sn = l.ord_sn and l.adjustment_yn = 'Y'
      left join client_bill sb on sb.bill_sn = s.bill_sn
    where l.bill_sn = ${billSn}
    order by l.fact_at, l.line_kind, l.src_sn`,
  );
  return rows.map((r) => ({ ...r, factAt: ts(r.factAt) }));
}

async function draftLines(db: Executor, cmpyCd: string, yyyymm: string): Promise<ViewLine[]> {
  const facts = await clientFactsOf(db, cmpyCd, yyyymm);
  if (facts.length === 0) return [];
  const names = await queryRows<{ kind: 'E' | 'P'; sn: number; nm: string }>(
    db,
    sql`select 'E' as kind, event_sn as sn, event_nm as nm from event
        where event_sn in (${sql.join([...new Set(facts.map((f) => f.eventSn))], sql`, `)})
      union all
      select 'P', prod_sn, prod_nm from product
        where prod_sn in (${sql.join([...new Set(facts.map((f) => f.prodSn))], sql`, `)})`,
  );
  const adjusted = [...new Set(facts.flatMap((f) => (f.adjustsBillSn === null ? [] : [f.adjustsBillSn])))];
  const months =
    adjusted.length === 0
      ? []
      : await queryRows<{ billSn: number; yyyymm: string }>(
          db,
          sql`select bill_sn as "billSn", yyyymm from client_bill
            where bill_sn in (${sql.join(adjusted, sql`, `)})`,
        );
  const nm = new Map(names.map((n) => [`${n.kind}${n.sn}`, n.nm]));
  const monthOf = new Map(months.map((m) => [m.billSn, m.yyyymm]));
  return facts.map((f) => ({
    lineKind: f.lineKind as ClientLineKind,
    srcSn: f.srcSn,
    ordSn: f.ordSn,
    refundSn: f.refundSn,
    eventSn: f.eventSn,
    eventNm: nm.get(`E${f.eventSn}`) ?? '',
    prodSn: f.prodSn,
    prodNm: nm.get(`P${f.prodSn}`) ?? '',
    factAt: ts(f.factAt),
    factYyyymm: f.factYyyymm,
    adjustmentYn: f.adjustsBillSn === null ? 'N' : 'Y',
    adjustsBillSn: f.adjustsBillSn,
    adjustsYyyymm: f.adjustsBillSn === null ? null : (monthOf.get(f.adjustsBillSn) ?? null),
    quantity: f.quantity,
    unitPrice: f.unitPrice,
    goodsAmt: f.goodsAmt,
    extrasAmt: f.extrasAmt,
    shipAmt: f.shipAmt,
    recipientPaidAmt: f.recipientPaidAmt,
    chargeAmt: f.chargeAmt,
  }));
}

const FIGURES = ['goodsAmt', 'extrasAmt', 'shipAmt', 'recipientPaidAmt', 'chargeAmt'] as const;

/** Sums of lines, with the VAT split once per tax-invoice group (the domain's billVatGroups). */
export function totalsOfLines(lines: readonly ViewLine[]): ClientBillTotals {
  const t = {
    lineCnt: lines.length,
    goodsAmt: 0,
    extrasAmt: 0,
    shipAmt: 0,
    recipientPaidAmt: 0,
    chargeAmt: 0,
  };
  for (const l of lines) for (const k of FIGURES) t[k] += l[k];
  const groups = billVatGroups(lines);
  return {
    ...t,
    supplyAmt: groups.reduce((s, g) => s + g.supplyAmt, 0),
    vatAmt: groups.reduce((s, g) => s + g.vatAmt, 0),
    adjustmentAmt: lines.filter((l) => l.adjustsBillSn !== null).reduce((s, l) => s + l.chargeAmt, 0),
  };
}

export function eventsOfLines(lines: readonly ViewLine[]): ClientBillEvent[] {
  const byEvent = new Map<number, ClientBillEvent>();
  for (const l of lines) {
    const e = byEvent.get(l.eventSn) ?? {
      eventSn: l.eventSn,
      eventNm: l.eventNm,
      lineCnt: 0,
      goodsAmt: 0,
      extrasAmt: 0,
      shipAmt: 0,
      recipientPaidAmt: 0,
      chargeAmt: 0,
    };
    e.lineCnt += 1;
    for (const k of FIGURES) e[k] += l[k];
    byEvent.set(l.eventSn, e);
  }
  return [...byEvent.values()].sort((a, b) => a.eventSn - b.eventSn);
}

export async function invoicesOf(db: Executor, billSn: number): Promise<TaxInvoiceRow[]> {
  const rows = await queryRows<
    Omit<
      TaxInvoiceRow,
      'issuedAt' | 'cancelledAt' | 'kind' | 'stat' | 'supplyAmt' | 'vatAmt' | 'totalAmt'
    > & {
      supplyAmt: unknown;
      vatAmt: unknown;
      totalAmt: unknown;
      kind: TaxInvoiceKind;
      stat: TaxInvoiceStat;
      issuedAt: Date | string;
      cancelledAt: Date | string | null;
    }
  >(
    db,
    sql`select t.invoice_sn as "invoiceSn", t.kind, t.orig_invoice_sn as "origInvoiceSn",
      o.nts_confirm_num as "origNtsConfirmNum", ob.yyyymm as "origYyyymm", t.mgt_key as "mgtKey", t.provider, t.stat,
      t.nts_confirm_num as "ntsConfirmNum", t.write_dt as "writeDt", t.supply_amt as "supplyAmt", t.vat_amt as "vatAmt",
      t.total_amt as "totalAmt", t.fail_text as "failText", iu.user_nm as "issuedByNm", t.issued_at as "issuedAt",
      cu.user_nm as "cancelledByNm", t.cancelled_at as "cancelledAt"
    from tax_invoice t
      left join tax_invoice o on o.invoice_sn = t.orig_invoice_sn
      left join client_bill ob on ob.bill_sn = o.bill_sn
      left join app_user iu on iu.unq_user_id = t.issued_by
      left join app_user cu on cu.unq_user_id = t.cancelled_by
    where t.bill_sn = ${billSn}
    order by t.invoice_sn`,
  );
  return rows.map((r) => ({
    ...r,
    supplyAmt: wonOf(r.supplyAmt),
    vatAmt: wonOf(r.vatAmt),
    totalAmt: wonOf(r.totalAmt),
    issuedAt: ts(r.issuedAt),
    cancelledAt: tsOrNull(r.cancelledAt),
  }));
}

async function stepsOf(db: Executor, bill: StoredBill | null): Promise<ClientBillSteps> {
  if (!bill)
    return {
      confirmedByNm: null,
      confirmedAt: null,
      issuedByNm: null,
      issuedAt: null,
      paidByNm: null,
      paidAt: null,
      paidDt: null,
      paidMemo: null,
    };
  const ids = [bill.confirmedBy, bill.issuedBy, bill.paidBy].filter((v): v is string => v !== null);
  const users = await queryRows<{ id: string; nm: string }>(
    db,
    sql`select unq_user_id as id, user_nm as nm from app_user where unq_user_id in (${sql.join(ids, sql`, `)})`,
  );
  const nm = (id: string | null) => (id === null ? null : (users.find((u) => u.id === id)?.nm ?? id));
  return {
    confirmedByNm: nm(bill.confirmedBy),
    confirmedAt: tsOrNull(bill.confirmedAt),
    issuedByNm: nm(bill.issuedBy),
    issuedAt: tsOrNull(bill.issuedAt),
    paidByNm: nm(bill.paidBy),
    paidAt: tsOrNull(bill.paidAt),
    paidDt: bill.paidDt,
    paidMemo: bill.paidMemo,
  };
}

export type ClientBillView = {
  company: BillCompany;
  yyyymm: string;
  stat: ClientBillStat;
  bill: StoredBill | null;
  lines: ViewLine[];
  totals: ClientBillTotals;
  events: ClientBillEvent[];
  invoices: TaxInvoiceRow[];
  steps: ClientBillSteps;
  monthEnded: boolean;
  earlierOpenMonth: string | null;
};

/** The whole month of a company: the caller has checked who may read it. */
export async function clientBillView(
  db: Executor,
  cmpyCd: string,
  yyyymm: string,
  now: Date,
): Promise<ClientBillView> {
  const company = await billCompany(db, cmpyCd);
  const bill = await findBill(db, cmpyCd, yyyymm);
  const lines = bill ? await storedLines(db, bill.billSn) : await draftLines(db, cmpyCd, yyyymm);
  // A confirmed bill shows its frozen sums (equal to its lines' by construction; the tests hold them so).
  const totals: ClientBillTotals = bill
    ? {
        lineCnt: bill.lineCnt,
        goodsAmt: bill.goodsAmt,
        extrasAmt: bill.extrasAmt,
        shipAmt: bill.shipAmt,
        recipientPaidAmt: bill.recipientPaidAmt,
        chargeAmt: bill.chargeAmt,
        supplyAmt: bill.supplyAmt,
        vatAmt: bill.vatAmt,
        adjustmentAmt: bill.adjustmentAmt,
      }
    : totalsOfLines(lines);
  return {
    company,
    yyyymm,
    stat: bill ? bill.stat : CLIENT_BILL_STAT.draft,
    bill,
    lines,
    totals,
    events: eventsOfLines(lines),
    invoices: bill ? await invoicesOf(db, bill.billSn) : [],
    steps: await stepsOf(db, bill),
    monthEnded: hasMonthEnded(yyyymm, now),
    earlierOpenMonth: bill ? null : await earlierOpenClientMonth(db, cmpyCd, yyyymm),
  };
}
