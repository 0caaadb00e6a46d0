import { MESSAGE_CODE, nextPaymentStatus, PAYMENT_STATUS, PAYMENT_TEXTS } from '@pcs/domain';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { payment } from '../../db/schema/index';
import { AppError, conflict } from '../../http/errors';
import { iniapiRefund } from './complete-payment';
import { paymentGateway } from './payment-context';
import * as repo from './repository';

/** A refund the provider refused; its result is recorded by the caller after the rollback (recordRefundFailure). */
export class RefundFailedError extends AppError {
  constructor(
    readonly refund: {
      oid: string;
      refundKey: string;
      amount: number;
      resultCode: string;
      resultMsg: string;
      reason: string;
      requestedBy: string | null;
    },
  ) {
    super(
      409,
      MESSAGE_CODE.conflict,
      `${PAYMENT_TEXTS.refundFailed} (${refund.resultMsg || refund.resultCode})`,
    );
  }
}

/**
 * Refunds the card part of a paid order through INIAPI (full or partial refund, hashData per the reference), once:
 * the same order, amount and reason asked again returns the first result without calling the provider. `amount` is
 * capped at what is still refundable; an order without a card payment refunds 0. The payment row is locked for the
 * call, so two refunds of one payment never overlap. Called by returns and cancellations (a port wired at merge)
 * and by the operator's payment screen. Throws RefundFailedError when the provider refuses.
 */
export async function refundOrderPayment(
  tx: Tx,
  input: { ordSn: number; amount: number; reason: string; requestedBy: string },
): Promise<{ refundedAmount: number }> {
  const gw = paymentGateway();
  const candidate = await tx
    .select({ oid: payment.oid })
    .from(payment)
    .where(
      and(
        eq(payment.ordSn, input.ordSn),
        inArray(payment.status, [PAYMENT_STATUS.paid, PAYMENT_STATUS.partRefunded, PAYMENT_STATUS.refunded]),
      ),
    )
    .orderBy(desc(payment.approvedAt))
    .then((rows) => rows[0] ?? null);
  if (!candidate) return { refundedAmount: 0 };
  const pay = await repo.lockPayment(tx, candidate.oid);
  if (!pay?.tid) return { refundedAmount: 0 };
  const reason = input.reason.trim().slice(0, 200);
  const refundKey = `${input.amount}:${reason}`.slice(0, 300);
  const earlier = await repo.findRefund(tx, pay.oid, refundKey);
  if (earlier?.status === 'OK') return { refundedAmount: earlier.amount };

  const refundable = pay.amount - pay.refundedAmount;
  const amount = Math.min(Math.max(0, Math.trunc(input.amount)), refundable);
  if (amount <= 0) return { refundedAmount: 0 };
  const next = nextPaymentStatus(pay.status as never, 'refund', {
    paid: pay.amount,
    refundedBefore: pay.refundedAmount,
    amount,
  });
  if (typeof next !== 'string') throw conflict(MESSAGE_CODE.conflict, PAYMENT_TEXTS.refundOver);
  const full = pay.refundedAmount === 0 && amount === pay.amount;
  const now = new Date();
  const result = await iniapiRefund(gw, now, {
    tid: pay.tid,
    amount,
    remaining: refundable - amount,
    full,
    msg: reason,
  }).catch(() => ({ resultCode: 'NETWORK', resultMsg: '환불 응답 없음' }));
  if (result.resultCode !== '00') {
    throw new RefundFailedError({
      oid: pay.oid,
      refundKey,
      amount,
      ...result,
      reason,
      requestedBy: input.requestedBy,
    });
  }
  await repo.upsertRefund(tx, {
    oid: pay.oid,
    refundKey,
    amount,
    status: 'OK',
    resultCode: result.resultCode,
    resultMsg: result.resultMsg.slice(0, 200),
    reason,
    requestedBy: input.requestedBy.slice(0, 20),
  });
  await repo.movePayment(
    tx,
    pay.oid,
    [pay.status],
    { status: next, refundedAmount: pay.refundedAmount + amount },
    now,
  );
  await repo.addHistory(tx, {
    oid: pay.oid,
    kind: full ? 'REFUND' : 'PARTIAL_REFUND',
    resultCode: result.resultCode,
    resultMsg: `${amount}원 ${result.resultMsg}`,
  });
  return { refundedAmount: amount };
}

/** Records a refused refund after its transaction rolled back (the result is kept either way). */
export async function recordRefundFailure(tx: Tx, e: RefundFailedError): Promise<void> {
  const r = e.refund;
  await repo.upsertRefund(tx, {
    oid: r.oid,
    refundKey: r.refundKey,
    amount: r.amount,
    status: 'FAIL',
    resultCode: r.resultCode.slice(0, 10),
    resultMsg: r.resultMsg.slice(0, 200),
    reason: r.reason,
    requestedBy: r.requestedBy?.slice(0, 20) ?? null,
  });
  await repo.addHistory(tx, {
    oid: r.oid,
    kind: 'REFUND_FAIL',
    resultCode: r.resultCode,
    resultMsg: r.resultMsg,
  });
}
