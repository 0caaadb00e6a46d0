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
import { queryRows } from '../../db/query-rows';
import type { AuthUser } from '../../http/auth-guard';
import { conflict } from '../../http/errors';
import { assertBillOperator, billCompany, findBill } from './client-bill-view';
import type { TaxInvoiceDeps } from './issue-tax-invoices';

const CANCEL_MEMO = '청구서 수정을 위한 발행 취소';

/**
 * Decision 037: 발행 취소 of an issued, unpaid bill's invoices; the bill goes back to CONFIRMED and can be issued
 * again (with new document keys). The bill moves back first (conditional update), so a racing 입금 확인 or second
 * cancel is refused; if the provider then refuses, the bill is put back to ISSUED.
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
  if (bill.stat !== CLIENT_BILL_STAT.issued) throw conflict(SETTLEMENT_TEXT.notIssued);
  const laterModify = (
    await queryRows<{ yyyymm: string }>(
      deps.db,
      sql`select b.yyyymm from tax_invoice m join tax_invoice o on o.invoice_sn = m.orig_invoice_sn
        join client_bill b on b.bill_sn = m.bill_sn
      where o.bill_sn = ${bill.billSn} and m.stat = ${TAX_INVOICE_STAT.issued} order by b.yyyymm limit 1`,
    )
  )[0];
  if (laterModify) throw conflict(CLIENT_BILL_TEXT.modifiedByLater(laterModify.yyyymm));

  const moved = await queryRows<{ billSn: number }>(
    deps.db,
    sql`update client_bill set stat = ${CLIENT_BILL_STAT.confirmed}, issued_by = null, issued_at = null
      where bill_sn = ${bill.billSn} and stat = ${CLIENT_BILL_STAT.issued} returning bill_sn as "billSn"`,
  );
  if (moved.length === 0) throw conflict(SETTLEMENT_TEXT.notIssued);
  const invoices = await queryRows<{ invoiceSn: number; mgtKey: string }>(
    deps.db,
    sql`select invoice_sn as "invoiceSn", mgt_key as "mgtKey" from tax_invoice
      where bill_sn = ${bill.billSn} and stat = ${TAX_INVOICE_STAT.issued} order by invoice_sn`,
  );
  for (const inv of invoices) {
    try {
      await deps.taxInvoice.cancel(inv.mgtKey, CANCEL_MEMO);
    } catch (error) {
      if (!(error instanceof TaxInvoiceProviderError)) throw error;
      // The invoices cancelled so far stay cancelled (recorded below); the bill keeps its issued state for the rest.
      await deps.db.execute(sql`update client_bill set stat = ${CLIENT_BILL_STAT.issued},
          issued_by = ${bill.issuedBy}, issued_at = ${bill.issuedAt}
        where bill_sn = ${bill.billSn} and stat = ${CLIENT_BILL_STAT.confirmed}`);
      throw conflict(CLIENT_BILL_TEXT.cancelFailed(error.message));
    }
    await deps.db.execute(sql`update tax_invoice set stat = ${TAX_INVOICE_STAT.cancelled},
        cancelled_by = ${user.unqUserId}, cancelled_at = ${deps.now()}
      where invoice_sn = ${inv.invoiceSn} and stat = ${TAX_INVOICE_STAT.issued}`);
  }
  return { billSn: bill.billSn, stat: CLIENT_BILL_STAT.confirmed };
}
