import {
  CLIENT_BILL_STAT,
  CLIENT_BILL_TEXT,
  type ClientBillActionReply,
  type ClientBillKey,
  SETTLEMENT_TEXT,
  TAX_INVOICE_STAT,
} from '@pcs/domain';
import { sql } from 'drizzle-orm';
import { TaxInvoiceProviderError } from '../../adapters/tax-invoice/tax-invoice-provider';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import type { AuthUser } from '../../http/auth-guard';
import { conflict } from '../../http/errors';
import { assertBillOperator, billCompany, findBill } from './client-bill-view';
import type { TaxInvoiceDeps } from './issue-tax-invoices';

const CANCEL_MEMO = '청구서 수정을 위한 발행 취소';

/** The earliest later bill whose issued 수정세금계산서 corrects one of this bill's invoices (its cancel is refused). */
async function laterModifyOf(db: Executor, billSn: number): Promise<string | null> {
  const rows = await queryRows<{ yyyymm: string }>(
    db,
    sql`select b.yyyymm from tax_invoice m join tax_invoice o on o.invoice_sn = m.orig_invoice_sn
        join client_bill b on b.bill_sn = m.bill_sn
      where o.bill_sn = ${billSn} and m.stat = ${TAX_INVOICE_STAT.issued} order by b.yyyymm limit 1`,
  );
  return rows[0]?.yyyymm ?? null;
}

/**
 * Decision 037: 발행 취소 of an unpaid bill's invoices; once every one is cancelled the bill goes back to CONFIRMED and
 * can be issued again (the next round, with new document keys). The bill keeps its state while the provider is
 * called, so an issue meanwhile is refused. Before each provider call the request is recorded on the invoice
 * (cancelled_at) under the bill's lock: 입금 확인 takes the same lock and refuses a bill with an invoice cancelled or
 * being cancelled, and an issue correcting this bill's invoice re-checks it. When the provider refuses, the invoices
 * cancelled so far stay cancelled and the bill stays as it was: cancelling again cancels what is still issued. A
 * confirmed bill holding issued invoices (an issue overtaken by a cancel) can be cleared the same way.
 */
export async function cancelTaxInvoices(
  deps: TaxInvoiceDeps,
  user: AuthUser,
  key: ClientBillKey,
): Promise<ClientBillActionReply> {
  assertBillOperator(user);
  await billCompany(deps.db, key.cmpyCd);
  const bill = await findBill(deps.db, key.cmpyCd, key.yyyymm);
  if (!bill) throw conflict(SETTLEMENT_TEXT.notConfirmed);
  if (bill.stat === CLIENT_BILL_STAT.paid) throw conflict(CLIENT_BILL_TEXT.paidCannotCancel);
  const invoices = await queryRows<{ invoiceSn: number; mgtKey: string }>(
    deps.db,
    sql`select invoice_sn as "invoiceSn", mgt_key as "mgtKey" from tax_invoice
      where bill_sn = ${bill.billSn} and stat = ${TAX_INVOICE_STAT.issued} order by invoice_sn`,
  );
  if (bill.stat !== CLIENT_BILL_STAT.issued && invoices.length === 0)
    throw conflict(SETTLEMENT_TEXT.notIssued);
  const laterModify = await laterModifyOf(deps.db, bill.billSn);
  if (laterModify) throw conflict(CLIENT_BILL_TEXT.modifiedByLater(laterModify));

  for (const inv of invoices) {
    await deps.db.transaction(async (tx) => {
      const locked = await findBill(tx, key.cmpyCd, key.yyyymm, { forUpdate: true });
      if (locked?.stat === CLIENT_BILL_STAT.paid) throw conflict(CLIENT_BILL_TEXT.paidCannotCancel);
      const later = await laterModifyOf(tx, bill.billSn);
      if (later) throw conflict(CLIENT_BILL_TEXT.modifiedByLater(later));
      await tx.execute(sql`update tax_invoice set cancelled_by = ${user.unqUserId}, cancelled_at = ${deps.now()}
        where invoice_sn = ${inv.invoiceSn} and stat = ${TAX_INVOICE_STAT.issued}`);
    });
    try {
      await deps.taxInvoice.cancel(inv.mgtKey, CANCEL_MEMO);
    } catch (error) {
      if (!(error instanceof TaxInvoiceProviderError)) throw error;
      // Ask what became of it; an answer we cannot get leaves the request in place (입금 확인 stays refused).
      const state = await deps.taxInvoice.getState(inv.mgtKey).catch(() => null);
      if (state?.state !== 'CANCELLED') {
        if (state?.state === 'ISSUED')
          await deps.db.execute(sql`update tax_invoice set cancelled_by = null, cancelled_at = null
            where invoice_sn = ${inv.invoiceSn} and stat = ${TAX_INVOICE_STAT.issued}`);
        throw conflict(CLIENT_BILL_TEXT.cancelFailed(error.message));
      }
    }
    await deps.db.execute(sql`update tax_invoice set stat = ${TAX_INVOICE_STAT.cancelled},
        cancelled_by = ${user.unqUserId}, cancelled_at = ${deps.now()}
      where invoice_sn = ${inv.invoiceSn} and stat = ${TAX_INVOICE_STAT.issued}`);
  }
  return deps.db.transaction(async (tx) => {
    const locked = await findBill(tx, key.cmpyCd, key.yyyymm, { forUpdate: true });
    if (!locked) throw conflict(SETTLEMENT_TEXT.notConfirmed);
    const left = await queryRows<{ invoiceSn: number }>(
      tx,
      sql`select invoice_sn as "invoiceSn" from tax_invoice
        where bill_sn = ${bill.billSn} and stat = ${TAX_INVOICE_STAT.issued} limit 1`,
    );
    // Back to CONFIRMED only when nothing issued is left (an issue may have added one while we called the provider).
    if (locked.stat !== CLIENT_BILL_STAT.issued || left.length > 0)
      return { billSn: bill.billSn, stat: locked.stat };
    await tx.execute(sql`update client_bill set stat = ${CLIENT_BILL_STAT.confirmed}, issued_by = null, issued_at = null
      where bill_sn = ${bill.billSn} and stat = ${CLIENT_BILL_STAT.issued}`);
    return { billSn: bill.billSn, stat: CLIENT_BILL_STAT.confirmed };
  });
}
