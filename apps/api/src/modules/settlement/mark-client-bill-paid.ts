import {
  CLIENT_BILL_STAT,
  CLIENT_BILL_TEXT,
  type ClientBillActionReply,
  type ClientBillKey,
  SETTLEMENT_TEXT,
  TAX_INVOICE_STAT,
} from '@pcs/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import type { AuthUser } from '../../http/auth-guard';
import { conflict } from '../../http/errors';
import { assertBillOperator, billCompany, findBill } from './client-bill-view';
import { INVOICE_ROUND } from './tax-invoice-round';

/**
 * Decision 037: the operator records the company's transfer (day and memo) on an issued bill: ISSUED -> PAID by a
 * conditional update, once; who and when are kept. Only while every invoice of the bill's current round is issued
 * and none is being cancelled: a bill is never paid on a cancelled 세금계산서. The bill's lock comes first, so a
 * cancel's request recorded under it (cancel-tax-invoices.ts) is seen here.
 */
export async function markClientBillPaid(
  deps: { db: Db; now: () => Date },
  user: AuthUser,
  input: ClientBillKey & { paidDt: string; paidMemo: string | null },
): Promise<ClientBillActionReply> {
  assertBillOperator(user);
  await billCompany(deps.db, input.cmpyCd);
  return deps.db.transaction(async (tx) => {
    const bill = await findBill(tx, input.cmpyCd, input.yyyymm, { forUpdate: true });
    if (!bill) throw conflict(SETTLEMENT_TEXT.notConfirmed);
    if (bill.stat === CLIENT_BILL_STAT.paid) throw conflict(SETTLEMENT_TEXT.alreadyPaid);
    if (bill.stat !== CLIENT_BILL_STAT.issued) throw conflict(SETTLEMENT_TEXT.notIssued);
    const invalid = await queryRows<{ invoiceSn: number }>(
      tx,
      sql`select t.invoice_sn as "invoiceSn" from tax_invoice t
        where t.bill_sn = ${bill.billSn}
          and ${INVOICE_ROUND} = (select max(${INVOICE_ROUND}) from tax_invoice t where t.bill_sn = ${bill.billSn})
          and (t.stat <> ${TAX_INVOICE_STAT.issued} or t.cancelled_at is not null)
        limit 1`,
    );
    if (invalid.length > 0) throw conflict(CLIENT_BILL_TEXT.invoiceNotValid);
    await tx.execute(sql`update client_bill set stat = ${CLIENT_BILL_STAT.paid}, paid_by = ${user.unqUserId},
        paid_at = ${deps.now()}, paid_dt = ${input.paidDt}, paid_memo = ${input.paidMemo}
      where bill_sn = ${bill.billSn} and stat = ${CLIENT_BILL_STAT.issued}`);
    return { billSn: bill.billSn, stat: CLIENT_BILL_STAT.paid };
  });
}
