import {
  CLIENT_BILL_STAT,
  type ClientBillActionReply,
  type ClientBillKey,
  SETTLEMENT_TEXT,
} from '@pcs/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import type { AuthUser } from '../../http/auth-guard';
import { conflict } from '../../http/errors';
import { assertBillOperator, billCompany, findBill } from './client-bill-view';

/**
 * Decision 037: the operator records the company's transfer (day and memo) on an issued bill: ISSUED -> PAID by a
 * conditional update, once; who and when are kept.
 */
export async function markClientBillPaid(
  deps: { db: Db; now: () => Date },
  user: AuthUser,
  input: ClientBillKey & { paidDt: string; paidMemo: string | null },
): Promise<ClientBillActionReply> {
  assertBillOperator(user);
  await billCompany(deps.db, input.cmpyCd);
  const moved = await queryRows<{ billSn: number }>(
    deps.db,
    sql`update client_bill set stat = ${CLIENT_BILL_STAT.paid}, paid_by = ${user.unqUserId}, paid_at = ${deps.now()},
        paid_dt = ${input.paidDt}, paid_memo = ${input.paidMemo}
      where cmpy_cd = ${input.cmpyCd} and yyyymm = ${input.yyyymm} and stat = ${CLIENT_BILL_STAT.issued}
      returning bill_sn as "billSn"`,
  );
  if (moved[0]) return { billSn: moved[0].billSn, stat: CLIENT_BILL_STAT.paid };
  const bill = await findBill(deps.db, input.cmpyCd, input.yyyymm);
  if (!bill) throw conflict(SETTLEMENT_TEXT.notConfirmed);
  if (bill.stat === CLIENT_BILL_STAT.paid) throw conflict(SETTLEMENT_TEXT.alreadyPaid);
  throw conflict(SETTLEMENT_TEXT.notIssued);
}
