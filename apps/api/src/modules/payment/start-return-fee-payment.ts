import {
  NOT_FOUND_TEXT,
  PAYMENT_MESSAGES,
  PAYMENT_STATUS,
  type PaymentInfo,
  RETURN_FEE_METHOD,
  RETURN_FEE_TEXT,
  RETURN_STATE,
  WM_GBN,
} from '@pcs/domain';
import type { PaymentGateway } from '../../adapters/payment/payment-gateway';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../http/auth-guard';
import { badRequest, conflict, notFound } from '../../http/errors';
import { findReturn } from '../delivery';
import * as repo from './repository';
import { newOid, paymentInfoOf } from './start-payment';

/**
 * POST /v1/ebmp/pcs/payment/returnFeeReady.json: the recipient pays the return fee of their own request that waits
 * for it (00, card chosen; decision 028). Closes any earlier open payment of the same request and opens one for the
 * fee; the approval moves the request to 01 (submitted), in the same transaction as the payment (complete-payment.ts).
 */
export async function readyReturnFeePayment(
  deps: { db: Db; now: () => Date },
  gw: PaymentGateway,
  user: AuthUser,
  input: { refundSn: number; wmGbn: '01' | '02'; payMethod: string },
): Promise<PaymentInfo> {
  const now = deps.now();
  if ((input.wmGbn === WM_GBN.mobile) !== (input.payMethod === 'CARD'))
    throw badRequest(PAYMENT_MESSAGES.invalidPayMethod);
  return deps.db.transaction(async (tx) => {
    const r = await findReturn(tx, input.refundSn);
    if (!r || r.unqUserId !== user.unqUserId) throw notFound(NOT_FOUND_TEXT.order);
    if (
      r.refundStatCd !== RETURN_STATE.feeWaiting ||
      r.feeMethodCd !== RETURN_FEE_METHOD.card ||
      r.shipFee <= 0
    )
      throw conflict(RETURN_FEE_TEXT.notWaiting);
    const buyer = await repo.buyerOf(tx, user.unqUserId);
    if (!buyer) throw notFound(NOT_FOUND_TEXT.order);
    for (const old of await repo.cancelOpenFeePayments(tx, r.refundSn, now))
      await repo.addHistory(tx, { oid: old.oid, kind: 'RESET', resultMsg: '새 결제 요청으로 대체됨' });
    const oid = newOid(r.ordSn, now);
    const goodName = RETURN_FEE_TEXT.goodName(r.prodNm).slice(0, 200);
    await repo.insertPayment(tx, {
      oid,
      ordSn: r.ordSn,
      refundSn: r.refundSn,
      provider: gw.provider,
      wmGbn: input.wmGbn,
      payMethod: input.payMethod,
      amount: r.shipFee,
      currency: 'WON',
      status: PAYMENT_STATUS.ready,
      mid: gw.mid,
      goodName,
      createdAt: now,
      updatedAt: now,
    });
    await repo.addHistory(tx, { oid, kind: 'READY', resultMsg: '반품 배송비' });
    return paymentInfoOf(gw, {
      oid,
      ordSn: r.ordSn,
      price: r.shipFee,
      goodName,
      wmGbn: input.wmGbn,
      payMethod: input.payMethod,
      buyer,
      now,
    });
  });
}
