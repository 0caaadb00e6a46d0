import { NOT_FOUND_TEXT, PAYMENT_STATUS, type PaymentResult } from '@pcs/domain';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../http/auth-guard';
import { notFound } from '../../http/errors';
import { estimateOfOrder, findOrder } from '../gift';
import * as repo from './repository';

/**
 * POST /v1/ebmp/pcs/payment/result.json: what became of the caller's payment (the waiting page polls it, the fail
 * page reads our own refusal text from it). Only the order's owner may ask.
 */
export async function paymentResult(
  deps: { db: Db },
  user: AuthUser,
  input: { ordSn: number; oid?: string | undefined },
): Promise<PaymentResult> {
  const order = await findOrder(deps.db, input.ordSn);
  if (!order || order.unqUserId !== user.unqUserId) throw notFound(NOT_FOUND_TEXT.order);
  const payments = await repo.paymentsOfOrder(deps.db, input.ordSn);
  const pay = input.oid ? payments.find((p) => p.oid === input.oid) : payments[0];
  if (input.oid && !pay) throw notFound(NOT_FOUND_TEXT.order);
  return {
    ordSn: order.ordSn,
    oid: pay?.oid ?? null,
    status: pay?.status ?? PAYMENT_STATUS.ready,
    eventSn: order.eventSn,
    estiSn: order.ordStatCd === '01' ? await estimateOfOrder(deps.db, order.ordSn) : null,
    messageText: pay?.failText ?? null,
  };
}

/** POST /v1/ebmp/pcs/payment/close.json: the panel closed without a result: READY -> CANCELED (owner only). */
export async function closePayment(
  deps: { db: Db; now: () => Date },
  user: AuthUser,
  oid: string,
): Promise<{ status: string }> {
  const pay = await repo.findPayment(deps.db, oid);
  const order = pay?.ordSn ? await findOrder(deps.db, pay.ordSn) : null;
  if (!pay || !order || order.unqUserId !== user.unqUserId) throw notFound(NOT_FOUND_TEXT.order);
  return deps.db.transaction(async (tx) => {
    const moved = await repo.movePayment(
      tx,
      oid,
      [PAYMENT_STATUS.ready],
      { status: PAYMENT_STATUS.cancelled, resultMsg: '결제창 닫힘' },
      deps.now(),
    );
    if (moved) await repo.addHistory(tx, { oid, kind: 'CLOSE', resultMsg: '결제창 닫힘' });
    return { status: moved?.status ?? pay.status };
  });
}
