import {
  addMonths,
  billVatGroups,
  CLIENT_BILL_STAT,
  CLIENT_BILL_TEXT,
  type ClientBillActionReply,
  type ClientBillKey,
  kstMonthRange,
  SETTLEMENT_TEXT,
  TAX_INVOICE_KIND,
  TAX_INVOICE_STAT,
} from '@pcs/domain';
import { sql } from 'drizzle-orm';
import {
  MODIFY_CODE,
  type TaxInvoiceDoc,
  type TaxInvoiceParty,
  type TaxInvoiceProvider,
  TaxInvoiceProviderError,
} from '../../adapters/tax-invoice/tax-invoice-provider';
import type { Db, Executor } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import type { AuthUser } from '../../http/auth-guard';
import { conflict } from '../../http/errors';
import { ymdKst } from '../../lib/time';
import {
  assertBillOperator,
  type BillCompany,
  billCompany,
  findBill,
  type StoredBill,
} from './client-bill-view';
import { wonOf } from './won';

export type TaxInvoiceDeps = { db: Db; now: () => Date; taxInvoice: TaxInvoiceProvider };

/** One invoice a bill carries: its own part (NORMAL) or the reversals of one earlier bill (MODIFY). */
type PlannedInvoice = {
  doc: TaxInvoiceDoc;
  kind: 'NORMAL' | 'MODIFY';
  origInvoiceSn: number | null;
};

/** The invoicer: the operator company (type 01) with its business details; a fixed test identity without one. */
async function operatorParty(db: Executor): Promise<TaxInvoiceParty> {
  const rows = await queryRows<{
    cmpyNm: string;
    corporateRegNo: string | null;
    ceoNm: string | null;
    bizType: string | null;
    bizItem: string | null;
    bizAddr: string | null;
    taxEmail: string | null;
    mail: string | null;
  }>(
    db,
    sql`select cmpy_nm as "cmpyNm", corporate_reg_no as "corporateRegNo", ceo_nm as "ceoNm", biz_type as "bizType",
      biz_item as "bizItem", biz_addr as "bizAddr", tax_email as "taxEmail",
      coalesce(cmpy_main_mail, manager_email) as mail
    from company where cmpy_type_cd = '01' and use_yn = 'Y' order by cmpy_cd limit 1`,
  );
  const o = rows[0];
  return {
    corpNum: o?.corporateRegNo ?? '0000000000',
    corpName: o?.cmpyNm ?? 'PCS',
    ceoName: o?.ceoNm ?? o?.cmpyNm ?? 'PCS',
    addr: o?.bizAddr ?? '',
    bizType: o?.bizType ?? '',
    bizClass: o?.bizItem ?? '',
    email: o?.taxEmail ?? o?.mail ?? '',
  };
}

const partyOf = (c: BillCompany): TaxInvoiceParty => ({
  corpNum: c.corporateRegNo ?? '',
  corpName: c.cmpyNm,
  ceoName: c.ceoNm ?? '',
  addr: c.bizAddr ?? '',
  bizType: c.bizType ?? '',
  bizClass: c.bizItem ?? '',
  email: c.taxEmail ?? '',
});

/** 작성일자 of a monthly bill's invoices: the last day of the month (월합계 세금계산서), Korean time. */
const lastDayOf = (yyyymm: string): string => ymdKst(new Date(kstMonthRange(yyyymm).to.getTime() - 1));

/**
 * Our document key: the bill, the group (N own part, M<bill> reversals of that bill) and the round (a cancelled
 * invoice keeps its key at the provider, so issuing again after 발행 취소 takes the next). At most 24 characters.
 */
export const invoiceMgtKey = (billSn: number, adjustsBillSn: number | null, round: number): string =>
  adjustsBillSn === null ? `CB${billSn}-N${round}` : `CB${billSn}-M${adjustsBillSn}-${round}`;

/** The invoices the bill carries, from its frozen lines: one per VAT group (the domain's billVatGroups). */
async function planInvoices(db: Executor, bill: StoredBill, company: BillCompany): Promise<PlannedInvoice[]> {
  const sums = await queryRows<{ adjustsBillSn: number | null; chargeAmt: unknown; allCancel: boolean }>(
    db,
    sql`select case when l.adjustment_yn = 'Y' then s.bill_sn end as "adjustsBillSn",
        sum(l.charge_amt)::bigint as "chargeAmt", bool_and(l.line_kind = 'CANCEL') as "allCancel"
      from client_bill_line l
        left join client_bill_line s on s.line_kind = 'SALE' and s.src_sn = l.ord_sn and l.adjustment_yn = 'Y'
      where l.bill_sn = ${bill.billSn}
      group by 1`,
  );
  const groups = sums.map((g) => ({ ...g, chargeAmt: wonOf(g.chargeAmt) }));
  const rounds = await queryRows<{ origBillSn: number | null; kind: string; cancelled: number }>(
    db,
    sql`select ob.bill_sn as "origBillSn", t.kind, count(*)::int as cancelled
      from tax_invoice t left join tax_invoice o on o.invoice_sn = t.orig_invoice_sn
        left join client_bill ob on ob.bill_sn = o.bill_sn
      where t.bill_sn = ${bill.billSn} and t.stat = ${TAX_INVOICE_STAT.cancelled}
      group by 1, 2`,
  );
  const invoicer = await operatorParty(db);
  const invoicee = partyOf(company);
  const writeDt = lastDayOf(bill.yyyymm);
  const plans: PlannedInvoice[] = [];
  for (const g of billVatGroups(groups)) {
    if (g.chargeAmt === 0) continue;
    const round =
      1 +
      (rounds.find(
        (r) => r.origBillSn === g.adjustsBillSn && (g.adjustsBillSn === null) === (r.kind === 'NORMAL'),
      )?.cancelled ?? 0);
    const base = {
      mgtKey: invoiceMgtKey(bill.billSn, g.adjustsBillSn, round),
      writeDt,
      supplyAmt: g.supplyAmt,
      vatAmt: g.vatAmt,
      totalAmt: g.chargeAmt,
      invoicer,
      invoicee,
    };
    if (g.adjustsBillSn === null) {
      plans.push({
        kind: TAX_INVOICE_KIND.normal,
        origInvoiceSn: null,
        doc: {
          ...base,
          kind: 'NORMAL',
          modifyCode: null,
          origNtsConfirmNum: null,
          itemName: CLIENT_BILL_TEXT.invoiceItem(bill.yyyymm),
          remark: `${company.cmpyNm} ${bill.yyyymm}`,
        },
      });
      continue;
    }
    const orig = (
      await queryRows<{ invoiceSn: number; ntsConfirmNum: string | null; yyyymm: string }>(
        db,
        sql`select t.invoice_sn as "invoiceSn", t.nts_confirm_num as "ntsConfirmNum", b.yyyymm
          from client_bill b left join tax_invoice t on t.bill_sn = b.bill_sn and t.kind = ${TAX_INVOICE_KIND.normal}
            and t.stat = ${TAX_INVOICE_STAT.issued}
          where b.bill_sn = ${g.adjustsBillSn}
          order by t.invoice_sn desc nulls last limit 1`,
      )
    )[0];
    if (!orig?.invoiceSn || !orig.ntsConfirmNum)
      throw conflict(CLIENT_BILL_TEXT.earlierInvoiceMissing(orig?.yyyymm ?? addMonths(bill.yyyymm, -1)));
    const allCancel = groups.find((x) => x.adjustsBillSn === g.adjustsBillSn)?.allCancel ?? false;
    plans.push({
      kind: TAX_INVOICE_KIND.modify,
      origInvoiceSn: orig.invoiceSn,
      doc: {
        ...base,
        kind: 'MODIFY',
        // 환입 for goods that came back; a sale cancelled before delivery is 계약의 해제.
        modifyCode: allCancel ? MODIFY_CODE.contractCancelled : MODIFY_CODE.returned,
        origNtsConfirmNum: orig.ntsConfirmNum,
        itemName: CLIENT_BILL_TEXT.modifyItem(orig.yyyymm),
        remark: `${company.cmpyNm} ${bill.yyyymm}`,
      },
    });
  }
  return plans;
}

/**
 * Decision 037: issue the 세금계산서 of a confirmed bill (and a 수정세금계산서 per earlier bill it reverses) through
 * the provider, then record them and move the bill to ISSUED. The provider is called outside any transaction; our
 * deterministic document keys make a repeat (a double click, a retry after a lost answer) answer the same documents,
 * and the conditional update on the bill lets only one of two racing calls succeed.
 */
export async function issueTaxInvoices(
  deps: TaxInvoiceDeps,
  user: AuthUser,
  key: ClientBillKey,
): Promise<ClientBillActionReply> {
  assertBillOperator(user);
  const company = await billCompany(deps.db, key.cmpyCd);
  const bill = await findBill(deps.db, key.cmpyCd, key.yyyymm);
  if (!bill) throw conflict(SETTLEMENT_TEXT.notConfirmed);
  if (bill.stat !== CLIENT_BILL_STAT.confirmed) throw conflict(SETTLEMENT_TEXT.alreadyIssued);
  if (company.missingBizInfo.length > 0)
    throw conflict(SETTLEMENT_TEXT.bizInfoMissing(company.missingBizInfo));
  const plans = await planInvoices(deps.db, bill, company);
  const issued: { plan: PlannedInvoice; ntsConfirmNum: string | null }[] = [];
  for (const plan of plans) {
    try {
      const r = await deps.taxInvoice.issue(plan.doc);
      issued.push({ plan, ntsConfirmNum: r.ntsConfirmNum });
    } catch (error) {
      if (!(error instanceof TaxInvoiceProviderError)) throw error;
      await saveInvoice(deps, user, bill.billSn, plan, {
        stat: TAX_INVOICE_STAT.failed,
        ntsConfirmNum: null,
        failText: `[${error.code}] ${error.message}`.slice(0, 300),
      });
      throw conflict(CLIENT_BILL_TEXT.issueFailed(error.message));
    }
  }
  return deps.db.transaction(async (tx) => {
    const locked = await findBill(tx, key.cmpyCd, key.yyyymm, { forUpdate: true });
    if (locked?.stat !== CLIENT_BILL_STAT.confirmed) throw conflict(SETTLEMENT_TEXT.alreadyIssued);
    for (const i of issued)
      await saveInvoice({ ...deps, db: tx }, user, bill.billSn, i.plan, {
        stat: TAX_INVOICE_STAT.issued,
        ntsConfirmNum: i.ntsConfirmNum,
        failText: null,
      });
    await tx.execute(sql`update client_bill set stat = ${CLIENT_BILL_STAT.issued}, issued_by = ${user.unqUserId},
        issued_at = ${deps.now()}
      where bill_sn = ${bill.billSn} and stat = ${CLIENT_BILL_STAT.confirmed}`);
    return { billSn: bill.billSn, stat: CLIENT_BILL_STAT.issued };
  });
}

/** Records an invoice under its key; a failed attempt under the same key is overwritten by the next. */
async function saveInvoice(
  deps: { db: Executor; now: () => Date; taxInvoice: TaxInvoiceProvider },
  user: AuthUser,
  billSn: number,
  plan: PlannedInvoice,
  result: { stat: string; ntsConfirmNum: string | null; failText: string | null },
): Promise<void> {
  const d = plan.doc;
  await deps.db.execute(sql`insert into tax_invoice (bill_sn, kind, orig_invoice_sn, mgt_key, provider, stat,
      nts_confirm_num, write_dt, supply_amt, vat_amt, total_amt, fail_text, issued_by, issued_at)
    values (${billSn}, ${plan.kind}, ${plan.origInvoiceSn}, ${d.mgtKey}, ${deps.taxInvoice.name}, ${result.stat},
      ${result.ntsConfirmNum}, ${d.writeDt}, ${d.supplyAmt}, ${d.vatAmt}, ${d.totalAmt}, ${result.failText},
      ${user.unqUserId}, ${deps.now()})
    on conflict (mgt_key) do update set stat = excluded.stat, nts_confirm_num = excluded.nts_confirm_num,
      fail_text = excluded.fail_text, issued_by = excluded.issued_by, issued_at = excluded.issued_at
      where tax_invoice.stat = ${TAX_INVOICE_STAT.failed}`);
}
