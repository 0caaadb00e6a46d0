import {
  PAYMENT_STATUS_LABEL,
  type PaymentStatus,
  RETURN_FEE_METHOD,
  RETURN_FEE_METHOD_LABEL,
  type ReturnFeeMethod,
  type ReturnFeePayment,
} from '@pcs/domain';
import type { Executor } from '../../db/client';
import { ymdHmsKst } from '../../lib/time';
import * as repo from './repository';

/** How a request's return fee is settled and its card payment, if any (decision 028). */
export async function returnFeeOf(
  db: Executor,
  r: { refundSn: number; feeMethodCd: string | null },
): Promise<{ feeMethodCd: string | null; feeMethodNm: string; feePayment: ReturnFeePayment | null }> {
  const p = r.feeMethodCd === RETURN_FEE_METHOD.card ? await repo.latestFeePaymentOf(db, r.refundSn) : null;
  return {
    feeMethodCd: r.feeMethodCd,
    feeMethodNm: RETURN_FEE_METHOD_LABEL[r.feeMethodCd as ReturnFeeMethod] ?? '',
    feePayment: p
      ? {
          oid: p.oid,
          amount: p.amount,
          refundedAmount: p.refundedAmount,
          status: p.status,
          statusNm: PAYMENT_STATUS_LABEL[p.status as PaymentStatus] ?? p.status,
          approvedAt: p.approvedAt ? ymdHmsKst(p.approvedAt) : null,
        }
      : null,
  };
}
