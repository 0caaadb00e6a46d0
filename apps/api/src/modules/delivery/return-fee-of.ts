import {
  DEFAULT_LANGUAGE,
  type Language,
  paymentStatusName,
  RETURN_FEE_METHOD,
  type ReturnFeePayment,
  returnFeeMethodName,
} from '@pcs/domain';
import type { Executor } from '../../db/client';
import { ymdHmsKst } from '../../lib/time';
import * as repo from './repository';

/** How a request's return fee is settled and its card payment, if any (decision 028), named in `language`. */
export async function returnFeeOf(
  db: Executor,
  r: { refundSn: number; feeMethodCd: string | null },
  language: Language = DEFAULT_LANGUAGE,
): Promise<{ feeMethodCd: string | null; feeMethodNm: string; feePayment: ReturnFeePayment | null }> {
  const p = r.feeMethodCd === RETURN_FEE_METHOD.card ? await repo.latestFeePaymentOf(db, r.refundSn) : null;
  return {
    feeMethodCd: r.feeMethodCd,
    feeMethodNm: returnFeeMethodName(r.feeMethodCd, language),
    feePayment: p
      ? {
          oid: p.oid,
          amount: p.amount,
          refundedAmount: p.refundedAmount,
          status: p.status,
          statusNm: paymentStatusName(p.status, language),
          approvedAt: p.approvedAt ? ymdHmsKst(p.approvedAt) : null,
        }
      : null,
  };
}
