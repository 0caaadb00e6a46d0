import {
  addMonths,
  billVatGroups,
  CLIENT_BILL_STAT,
  CLIENT_BILL_TEXT,
  type ClientBillActionReply,
  type ClientBillKey,
  kstMonthRange,
  missingBizInfoFields,
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
import { operatorCompanyCd } from '../../db/operator-company';
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
import { INVOICE_ROUND, invoiceMgtKey } from './tax-invoice-round';
import { wonOf } from './won';

export type TaxInvoiceDeps = { db: Db; now: () => Date; taxInvoice: TaxInvoiceProvider };

/** One invoice a bill carries: its own part (NORMAL) or the reversals of one earlier bill (MODIFY). */
type PlannedInvoice = {
  doc: TaxInvoiceDoc;
  kind: 'NORMAL' | 'MODIFY';
  origInvoiceSn: number | null;
  /** MODIFY: the earlier bill whose 세금계산서 it corrects. */
  adjustsBillSn: number | null;
};

/**
 * The invoicer (공급자): the operator company (type 01) with its business details. With Popbill the document is a
 * legal 세금계산서, so every detail must be there (refused naming the missing ones, before anything is issued).
 */
async function operatorParty(db: Executor, provider: TaxInvoiceProvider['name']): Promise<TaxInvoiceParty> {
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
    from company where cmpy_cd = ${(await operatorCompanyCd(db)) ?? ''}`,
  );
  const o = rows[0];
  if (provider === 'POPBILL') {
    const missing = missingBizInfoFields(o ?? {});
    if (missing.length > 0) throw conflict(CLIENT_BILL_TEXT.supplierBizInfoMissing(missing));
  }
  // Only the built-in test provider gets past here with gaps: its documents are not legal invoices, so a missing
  // detail falls back to a fixed test identity rather than blocking `npm start` and the tests.
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
 * The round this issue uses and the keys of it already issued. The last round is resumed unless it has a cancelled
 * invoice (or one being cancelled): its issued invoices are kept (an issue that stopped half way goes on with the
 * rest). Otherwise the next round starts, and only once no invoice of the bill is left issued.
 */
async function roundToIssue(
  db: Executor,
  billSn: number,
): Promise<{ round: number; issuedKeys: Set<string> }> {
  const rows = await queryRows<{ mgtKey: string; stat: string; cancelRequested: boolean; round: number }>(
    db,
    sql`select t.mgt_key as "mgtKey", t.stat, t.cancelled_at is not null as "cancelRequested", ${INVOICE_ROUND} as round
      from tax_invoice t where t.bill_sn = ${billSn}`,
  );
  const last = Math.max(0, ...rows.map((r) => r.round));
  const over = rows.some(
    (r) => r.round === last && (r.stat === TAX_INVOICE_STAT.cancelled || r.cancelRequested),
  );
  const round = last === 0 || over ? last + 1 : last;
  const issued = rows.filter((r) => r.stat === TAX_INVOICE_STAT.issued);
  if (issued.some((r) => r.round !== round)) throw conflict(CLIENT_BILL_TEXT.invoiceStillIssued);
  return { round, issuedKeys: new Set(issued.map((r) => r.mgtKey)) };
}

/** The invoices the bill carries, from its frozen lines: one per VAT group (the domain's billVatGroups). */
async function planInvoices(
  db: Executor,
  provider: TaxInvoiceProvider['name'],
  bill: StoredBill,
  company: BillCompany,
  round: number,
): Promise<PlannedInvoice[]> {
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
  const invoicer = await operatorParty(db, provider);
  const invoicee = partyOf(company);
  const writeDt = lastDayOf(bill.yyyymm);
  const plans: PlannedInvoice[] = [];
  for (const g of billVatGroups(groups)) {
    if (g.chargeAmt === 0) continue;
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
        adjustsBillSn: null,
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
      adjustsBillSn: g.adjustsBillSn,
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
 * the provider, then move the bill to ISSUED. The provider is called outside any transaction, and each answer is
 * recorded at once (issued or failed), so an invoice that exists at the provider always has its row even when a later
 * one fails; a retry goes on with the invoices still missing. Our deterministic document keys make a repeat (a double
 * click, a retry after a lost answer) answer the same documents, and the conditional update on the bill lets only
 * one of two racing calls succeed.
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
  const { round, issuedKeys } = await roundToIssue(deps.db, bill.billSn);
  const plans = await planInvoices(deps.db, deps.taxInvoice.name, bill, company, round);
  for (const plan of plans) {
    if (issuedKeys.has(plan.doc.mgtKey)) continue;
    let ntsConfirmNum: string | null;
    try {
      ntsConfirmNum = (await deps.taxInvoice.issue(plan.doc)).ntsConfirmNum;
    } catch (error) {
      if (!(error instanceof TaxInvoiceProviderError)) throw error;
      await saveInvoice(deps, user, bill.billSn, plan, {
        stat: TAX_INVOICE_STAT.failed,
        ntsConfirmNum: null,
        failText: `[${error.code}] ${error.message}`.slice(0, 300),
      });
      throw conflict(CLIENT_BILL_TEXT.issueFailed(error.message));
    }
    await saveInvoice(deps, user, bill.billSn, plan, {
      stat: TAX_INVOICE_STAT.issued,
      ntsConfirmNum,
      failText: null,
    });
  }
  const earlierBills = [
    ...new Set(plans.flatMap((p) => (p.adjustsBillSn === null ? [] : [p.adjustsBillSn]))),
  ];
  return deps.db.transaction(async (tx) => {
    // Bills in id order (an earlier bill has the lower id): the bills our 수정세금계산서 correct, shared, so their
    // 발행 취소 (which records its request under the bill's lock) waits for us or is seen by the check below.
    if (earlierBills.length > 0)
      await tx.execute(sql`select bill_sn from client_bill
        where bill_sn in (${sql.join(
          earlierBills.sort((a, b) => a - b),
          sql`, `,
        )}) order by bill_sn for share`);
    const locked = await findBill(tx, key.cmpyCd, key.yyyymm, { forUpdate: true });
    if (locked?.stat !== CLIENT_BILL_STAT.confirmed) throw conflict(SETTLEMENT_TEXT.alreadyIssued);
    const rows =
      plans.length === 0
        ? []
        : await queryRows<{
            mgtKey: string;
            valid: boolean;
            origValid: boolean | null;
            origYyyymm: string | null;
          }>(
            tx,
            sql`select t.mgt_key as "mgtKey", t.stat = ${TAX_INVOICE_STAT.issued} and t.cancelled_at is null as valid,
          o.stat = ${TAX_INVOICE_STAT.issued} and o.cancelled_at is null as "origValid", ob.yyyymm as "origYyyymm"
        from tax_invoice t left join tax_invoice o on o.invoice_sn = t.orig_invoice_sn
          left join client_bill ob on ob.bill_sn = o.bill_sn
        where t.bill_sn = ${bill.billSn}
          and t.mgt_key in (${sql.join(
            plans.map((p) => p.doc.mgtKey),
            sql`, `,
          )})`,
          );
    for (const plan of plans) {
      const row = rows.find((r) => r.mgtKey === plan.doc.mgtKey);
      if (!row?.valid) throw conflict(CLIENT_BILL_TEXT.issueInterrupted);
      // The earlier 세금계산서 this 수정세금계산서 corrects was cancelled (or is being cancelled) meanwhile.
      if (plan.kind === TAX_INVOICE_KIND.modify && !row.origValid)
        throw conflict(CLIENT_BILL_TEXT.earlierInvoiceMissing(row.origYyyymm ?? addMonths(bill.yyyymm, -1)));
    }
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
      orig_invoice_sn = excluded.orig_invoice_sn, provider = excluded.provider,
      fail_text = excluded.fail_text, issued_by = excluded.issued_by, issued_at = excluded.issued_at
      where tax_invoice.stat = ${TAX_INVOICE_STAT.failed}`);
}
