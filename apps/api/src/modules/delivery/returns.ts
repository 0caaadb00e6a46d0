import {
  ACCESS_ACTION,
  ACCESS_TARGET,
  canRequestReturn,
  type DeliveryActor,
  deliveryActorOf,
  type deliveryListRequestSchema,
  fileUrl,
  hasCompletedReturn,
  isDeliveryState,
  isReturnState,
  LIFECYCLE_TEXT,
  type myReturnRequestSchema,
  NOT_FOUND_TEXT,
  nextReturnState,
  OPEN_RETURN_STATES,
  PAYMENT_STATUS_LABEL,
  type PaymentStatus,
  REFUND_GBN,
  REFUND_GBN_LABEL,
  RESELLABLE_LABEL,
  RETURN_FEE_METHOD,
  RETURN_FEE_METHOD_LABEL,
  RETURN_FEE_PAYER_LABEL,
  RETURN_FEE_TEXT,
  RETURN_REASONS,
  RETURN_RULE_DEFAULT,
  RETURN_STATE,
  RETURN_STATE_LABEL,
  RETURN_STATE_ORDER,
  type RefundGbn,
  type Resellable,
  type ReturnDetail,
  type ReturnFeeMethod,
  type ReturnFeePayer,
  type ReturnFeePayment,
  type ReturnRow,
  type ReturnState,
  type returnActionRequestSchema,
  returnCardRefund,
  returnFeeMethods,
  returnFeePayer,
  SUBMITTED_RETURN_STATES,
} from '@pcs/domain';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuthUser } from '../../http/auth-guard';
import { badRequest, conflict, notFound } from '../../http/errors';
import { isExport, listPage } from '../../lib/list-page';
import { ymdHmsKst } from '../../lib/time';
import { recordAccess } from '../access-log/record-access';
import { findFile } from '../files/repository';
import { queueOrderNotices } from '../order-notice/queue-order-notices';
import * as repo from './flow-repository';
import { type FlowDeps, inScope, lineFilter, publicUrlOf, toHistory, toLineRow } from './lines';
import {
  latestFeePaymentOf,
  type PaymentRefundPort,
  paidAmountOf,
  paidFeePaymentOf,
  type RecordedRefund,
} from './payment-refund-port';
import {
  isResellable,
  type LockedOrder,
  lockOrder,
  noteReopenedByRule,
  reopenByRule,
  reopenStateOf,
  restock,
} from './reopen-choice';

export type ReturnDeps = FlowDeps & { paymentRefund: PaymentRefundPort };

const returnStateName = (cd: string) => (isReturnState(cd) ? RETURN_STATE_LABEL[cd] : cd);
const gbnName = (gbn: string) => REFUND_GBN_LABEL[gbn as RefundGbn] ?? gbn;
export const photoIds = (csv: string) => csv.split(',').filter((s) => s.length > 0);

export function toReturnRow(r: repo.ReturnDbRow): ReturnRow {
  return {
    ...toLineRow(r),
    refundSn: r.refundSn,
    refundGbn: r.refundGbn,
    refundGbnNm: gbnName(r.refundGbn),
    refundStatCd: r.refundStatCd,
    refundStatNm: returnStateName(r.refundStatCd),
    reasonNm: RETURN_REASONS[r.reasonCd ?? ''] ?? '',
    requestDt: ymdHmsKst(r.requestedAt),
  };
}

/**
 * The views of return requests: open ones to decide (/delivery/return), and all of them (/delivery/returnManaged).
 * A request still waiting for its return fee (00) is the recipient's alone until paid (decision 028).
 */
export const RETURN_VIEW_STATES = {
  open: ['01', '02', '04', '05'],
  all: SUBMITTED_RETURN_STATES,
} as const;

/** POST delivery/returnList.json and returnManagedList.json. */
export async function listReturns(
  deps: FlowDeps,
  user: AuthUser,
  view: keyof typeof RETURN_VIEW_STATES,
  input: z.infer<typeof deliveryListRequestSchema>,
) {
  const f: repo.ReturnFilter = { ...lineFilter(user, input, null), refundStates: RETURN_VIEW_STATES[view] };
  const [page, counts] = await Promise.all([
    listPage(
      input,
      () => repo.countReturns(deps.db, f),
      (offset, limit) => repo.listReturns(deps.db, f, offset, limit),
    ),
    repo.countReturnsByState(deps.db, f),
  ]);
  if (isExport(input))
    await recordAccess(deps.db, user, {
      action: ACCESS_ACTION.download,
      target: ACCESS_TARGET.returnList,
      rowCount: page.list.length,
      reason: input.downloadReason ?? null,
    });
  const states = RETURN_STATE_ORDER.filter((s) =>
    (RETURN_VIEW_STATES[view] as readonly string[]).includes(s),
  );
  return {
    ...page,
    list: page.list.map(toReturnRow),
    counts: states.map((s) => ({
      stateCd: s,
      stateNm: RETURN_STATE_LABEL[s],
      count: counts.find((c) => c.stateCd === s)?.n ?? 0,
    })),
  };
}

/** How a request's return fee is settled and its card payment, if any (decision 028). */
export async function returnFeeOf(
  deps: Pick<FlowDeps, 'db'>,
  r: { refundSn: number; feeMethodCd: string | null },
): Promise<{ feeMethodCd: string | null; feeMethodNm: string; feePayment: ReturnFeePayment | null }> {
  const p = r.feeMethodCd === RETURN_FEE_METHOD.card ? await latestFeePaymentOf(deps.db, r.refundSn) : null;
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

async function detailOf(deps: FlowDeps, r: repo.ReturnDbRow, unmasked: boolean): Promise<ReturnDetail> {
  const history = await repo.lineHistory(deps.db, [r.estiItemSn]);
  const paidAmount = await paidAmountOf(deps.db as never, r.ordSn);
  const row = toReturnRow(r);
  return {
    ...row,
    ...(unmasked ? { receiverNm: r.receiverNm ?? '', receiverTelNo: r.receiverTelNo ?? '' } : {}),
    reason: r.reason ?? '',
    photoUrls: photoIds(r.photoFileIds).map(fileUrl),
    feePayerNm: RETURN_FEE_PAYER_LABEL[(r.feePayerCd ?? 'R') as ReturnFeePayer] ?? '',
    shipFee: r.shipFee,
    ...(await returnFeeOf(deps, r)),
    rejectReason: r.rejectReason,
    refundAmount: r.refundAmount,
    paidAmount,
    zipCd: r.zipCd ?? '',
    addr: r.addr ?? '',
    addrDtl: r.addrDtl ?? '',
    history: toHistory(history.filter((h) => h.refundSn === null || h.refundSn === r.refundSn)),
    resellableYn: r.resellableYn,
    resellableNm: RESELLABLE_LABEL[r.resellableYn as Resellable] ?? '',
    recipientNm: r.userNm ?? '',
    ...(await reopenStateOf(deps, r)),
  };
}

/** POST delivery/returnDetail.json: one request within the caller's scope (the three ids must agree). */
export async function returnDetail(
  deps: FlowDeps,
  user: AuthUser,
  scope: repo.LineScope,
  key: { estiSn: number; estiItemSn: number; refundSn: number },
) {
  const r = await repo.findReturn(deps.db, key.refundSn);
  if (!r || r.estiSn !== key.estiSn || r.estiItemSn !== key.estiItemSn || !inScope(scope, r))
    throw notFound(NOT_FOUND_TEXT.delivery);
  // Not submitted yet: only its recipient sees a request waiting for its return fee.
  if (r.refundStatCd === RETURN_STATE.feeWaiting && scope.kind !== 'recipient')
    throw notFound(NOT_FOUND_TEXT.delivery);
  void user;
  return detailOf(deps, r, true);
}

/**
 * POST delivery/returnAction.json: approve, reject (with a reason), collect, refund (through the payment port when
 * the order was paid by card), mark the waiting refund done, re-ship an exchange (carrier + invoice).
 */
export async function returnAction(
  deps: ReturnDeps,
  user: AuthUser,
  scope: repo.LineScope,
  input: z.infer<typeof returnActionRequestSchema>,
) {
  const actor = deliveryActorOf(user.authCd);
  const now = deps.now();
  // Set inside the transaction, read after it (a holder: TypeScript does not follow writes in the callback).
  const card: { recorded: RecordedRefund; fee: RecordedRefund } = {
    recorded: { kind: 'none', refusal: null },
    fee: { kind: 'none', refusal: null },
  };
  const moved = await deps.db.transaction(async (tx) => {
    const r = await repo.findReturn(tx, input.refundSn);
    if (!r || r.estiSn !== input.estiSn || r.estiItemSn !== input.estiItemSn || !inScope(scope, r))
      throw notFound(NOT_FOUND_TEXT.delivery);
    if (!isReturnState(r.refundStatCd)) throw conflict(undefined, LIFECYCLE_TEXT.changed);
    // A return's refund may give stock and the choice back: its order is locked first (decision 024).
    const completing =
      (input.action === 'refund' || input.action === 'refundDone') && r.refundGbn === REFUND_GBN.return;
    const order: LockedOrder | null = completing ? await lockOrder(tx, r.ordSn) : null;
    let refundedAmount: number | null = null;
    let paymentPending = false;
    if (input.action === 'refund' && r.refundGbn === REFUND_GBN.return) {
      const paid = await paidAmountOf(tx, r.ordSn);
      // A fee the recipient chose to have deducted comes off the card refund (decision 028).
      const amount = returnCardRefund({
        paidByCard: paid,
        lineTotal: r.unitPrice * r.quantity,
        fee: r.shipFee,
        feeMethod: r.feeMethodCd,
      });
      // The card refund is recorded here and made after the commit: the return waits in 05 until it is done.
      if (amount > 0)
        card.recorded = await deps.paymentRefund.recordRefund(tx, {
          ordSn: r.ordSn,
          amount,
          reason: `반품 ${r.refundSn}`,
          refundKey: `return:${r.refundSn}`,
          requestedBy: user.unqUserId,
        });
      const recorded = card.recorded;
      paymentPending = recorded.kind === 'pending';
      refundedAmount = recorded.kind === 'done' ? recorded.amount : paymentPending ? null : 0;
    }
    const result = nextReturnState(r.refundStatCd, input.action, actor, {
      refundGbn: r.refundGbn as RefundGbn,
      paymentPending,
      rejectReason: input.rejectReason,
      resellableYn: input.resellableYn,
    });
    if (!result.ok) throw conflict(undefined, result.message);
    // The refund step decides the goods: resellable ones go back to the event's stock (decision 030).
    if (order && input.action === 'refund' && isResellable(input.resellableYn)) await restock(tx, order);
    const reopened =
      order && result.next === RETURN_STATE.refunded ? await reopenByRule(tx, order, now) : false;
    // A rejected request gives back the return fee paid for it (recorded here, made after the commit).
    if (result.next === RETURN_STATE.rejected)
      card.fee = await recordFeeRefund(tx, deps.paymentRefund, r, user.unqUserId);
    if (input.action === 'reship' && (!input.carrierCd || !input.invoiceNo))
      throw badRequest(LIFECYCLE_TEXT.invoiceRequired);
    const moved = await repo.moveReturn(tx, r.refundSn, r.refundStatCd, {
      refundStatCd: result.next,
      updatedAt: now,
      ...(input.action === 'reject' ? { rejectReason: input.rejectReason } : {}),
      ...(input.action === 'refund' ? { resellableYn: input.resellableYn ?? null } : {}),
      ...(refundedAmount !== null ? { refundAmount: refundedAmount } : {}),
    });
    if (!moved) throw conflict(undefined, LIFECYCLE_TEXT.changed);
    if (input.action === 'reship')
      await repo.moveLine(tx, r.estiItemSn, r.deliStatCd, {
        carrierCd: input.carrierCd ?? null,
        invoiceNo: input.invoiceNo ?? null,
        updatedAt: now,
      });
    await repo.addHistory(tx, {
      estiItemSn: r.estiItemSn,
      deliStatCd: r.deliStatCd,
      refundSn: r.refundSn,
      refundStatCd: result.next,
      memo:
        input.action === 'reject'
          ? `거부 사유: ${input.rejectReason ?? ''}`.slice(0, 200)
          : `${gbnName(r.refundGbn)} ${RETURN_STATE_LABEL[result.next]}`,
      changedBy: user.unqUserId,
      changedAt: now,
    });
    // The recipient hears of an approval, a re-shipment (with the new invoice) and a refund made at once.
    const kind =
      result.next === RETURN_STATE.approved
        ? 'RETURN_APPROVED'
        : result.next === RETURN_STATE.reshipped
          ? 'RESHIPPED'
          : result.next === RETURN_STATE.refunded
            ? 'REFUNDED'
            : null;
    if (kind)
      await queueOrderNotices(tx, publicUrlOf(deps), kind, [
        { estiItemSn: r.estiItemSn, refundGbn: r.refundGbn, refundAmount: refundedAmount },
      ]);
    if (reopened) await noteReopenedByRule(tx, deps, r, now);
    return { refundSn: r.refundSn, next: result.next };
  });
  if (card.fee.kind === 'pending') await deps.paymentRefund.completeRefund(card.fee);
  if (card.recorded.kind === 'pending') {
    const done = await deps.paymentRefund.completeRefund(card.recorded);
    if (
      !done.paymentPending &&
      (await settleReturnRefund(deps, moved.refundSn, done.refundedAmount, user.unqUserId))
    )
      return { refundStatCd: RETURN_STATE.refunded, refundStatNm: RETURN_STATE_LABEL[RETURN_STATE.refunded] };
  }
  return { refundStatCd: moved.next, refundStatNm: RETURN_STATE_LABEL[moved.next] };
}

/**
 * A return waiting for its card refund (05) becomes refunded (06) once the refund is made: after the request's own
 * call, or when the payment job finishes it later. Conditional on 05, so it moves once.
 */
export async function settleReturnRefund(
  deps: Pick<FlowDeps, 'db' | 'now' | 'config'>,
  refundSn: number,
  amount: number,
  changedBy: string | null,
): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const r = await repo.findReturn(tx, refundSn);
    if (!r || r.refundStatCd !== RETURN_STATE.refundWaiting) return false;
    // The order before the recipient and the return row (decision 024): completing may give the choice back.
    const order = await lockOrder(tx, r.ordSn);
    const reopened = order ? await reopenByRule(tx, order, deps.now()) : false;
    const moved = await repo.moveReturn(tx, refundSn, RETURN_STATE.refundWaiting, {
      refundStatCd: RETURN_STATE.refunded,
      refundAmount: amount,
      updatedAt: deps.now(),
    });
    // Another settle moved it first: nothing this transaction did may stay.
    if (!moved) {
      if (reopened) throw conflict(undefined, LIFECYCLE_TEXT.changed);
      return false;
    }
    await repo.addHistory(tx, {
      estiItemSn: r.estiItemSn,
      deliStatCd: r.deliStatCd,
      refundSn,
      refundStatCd: RETURN_STATE.refunded,
      memo: `${gbnName(r.refundGbn)} ${RETURN_STATE_LABEL[RETURN_STATE.refunded]}`,
      changedBy,
      changedAt: deps.now(),
    });
    await queueOrderNotices(tx, publicUrlOf(deps), 'REFUNDED', [
      { estiItemSn: r.estiItemSn, refundGbn: r.refundGbn, refundAmount: amount },
    ]);
    if (reopened) await noteReopenedByRule(tx, deps, r, deps.now());
    return true;
  });
}

/**
 * Returns waiting on a refund (05) whose refund is made move to 06: those this run of the payment job settled
 * (`settled`, key 'return:{refundSn}' OK) and any the database shows made (a crash or an error between a refund's
 * settle and its return's move would otherwise leave the return waiting for good). One return's failure does not stop
 * the others; the first is thrown after all were tried, so the job logs it.
 */
export async function settleReturnsOfRefunds(
  deps: Pick<FlowDeps, 'db' | 'now' | 'config'>,
  settled: readonly { refundKey: string; status: 'OK' | 'FAIL'; amount: number }[] = [],
): Promise<void> {
  const made = new Map<number, number>();
  for (const s of settled) {
    const m = /^return:(\d+)$/.exec(s.refundKey);
    if (m && s.status === 'OK') made.set(Number(m[1]), s.amount);
  }
  const waiting = (await deps.db.execute(sql`
    select r.refund_sn as "refundSn", p.amount
    from refund r join payment_refund p on p.refund_key = 'return:' || r.refund_sn and p.status = 'OK'
    where r.refund_stat_cd = ${RETURN_STATE.refundWaiting}
    order by r.refund_sn`)) as unknown as { rows: { refundSn: number; amount: number }[] };
  for (const w of waiting.rows) if (!made.has(w.refundSn)) made.set(w.refundSn, w.amount);
  let firstError: unknown = null;
  for (const [refundSn, amount] of made)
    await settleReturnRefund(deps, refundSn, amount, null).catch((error: unknown) => {
      firstError ??= error;
    });
  if (firstError) throw firstError;
}

/**
 * Inside the transaction that ends a request without a return (withdrawn, rejected): records the refund of the
 * return fee paid for it by card, once per request ('returnFee:{refundSn}', decision 023's pending refund). Called
 * before the request row is moved, so the payment is locked before the return (decision 024).
 */
async function recordFeeRefund(
  tx: Parameters<PaymentRefundPort['recordRefund']>[0],
  port: PaymentRefundPort,
  r: { refundSn: number; ordSn: number },
  requestedBy: string,
): Promise<RecordedRefund> {
  const fee = await paidFeePaymentOf(tx, r.refundSn);
  if (!fee) return { kind: 'none', refusal: null };
  return port.recordRefund(tx, {
    ordSn: r.ordSn,
    oid: fee.oid,
    amount: fee.amount,
    reason: `반품 배송비 환불 (신청 ${r.refundSn})`,
    refundKey: `returnFee:${r.refundSn}`,
    requestedBy,
  });
}

export const RETURN_TEXT = {
  photoNotFound: '첨부한 사진을 찾을 수 없습니다. 다시 첨부해주세요.',
} as const;

/**
 * POST delivery/myReturnRequest.json: the recipient asks for a return or exchange of a delivered line within the
 * event's window, or edits their open request (refundSn). Photos must be files they uploaded themselves.
 * A return fee the recipient owes (change of mind under the event's rule) is settled as they choose among
 * returnFeeMethods (decision 028): DEDUCT submits the request at once, the fee to come off the card refund; CARD
 * leaves it waiting (00) until its card payment is approved, and operators do not see it before.
 */
export async function requestReturn(
  deps: FlowDeps,
  user: AuthUser,
  input: z.infer<typeof myReturnRequestSchema>,
) {
  const now = deps.now();
  for (const id of input.photoFileIds) {
    const file = await findFile(deps.db, id);
    if (!file || file.ownerUnqUserId !== user.unqUserId) throw badRequest(RETURN_TEXT.photoNotFound);
  }
  return deps.db.transaction(async (tx) => {
    const line = await repo.findLine(tx, input.estiSn, input.estiItemSn);
    if (!line || line.unqUserId !== user.unqUserId) throw notFound(NOT_FOUND_TEXT.order);
    const existing = await repo.returnsOfLines(tx, [line.estiItemSn]);
    const feePayerCd = returnFeePayer(input.reasonCd, line.returnFeePayerCd);
    const shipFee = feePayerCd === 'S' ? 0 : (line.returnShipFee ?? RETURN_RULE_DEFAULT.shipFee);
    const methods = returnFeeMethods({
      refundGbn: input.refundGbn,
      fee: shipFee,
      paidByCard: await paidAmountOf(tx, line.ordSn),
      lineTotal: line.unitPrice * line.quantity,
    });
    // Nothing owed: no method. Checked after the request itself may be made (its refusals come first).
    const feeMethodCd = methods.length > 0 ? input.feeMethod : null;
    const checkFeeMethod = () => {
      if (methods.length === 0) return;
      if (!input.feeMethod) throw badRequest(RETURN_FEE_TEXT.methodRequired);
      if (!methods.includes(input.feeMethod)) throw conflict(undefined, RETURN_FEE_TEXT.deductNotPossible);
    };
    const state = feeMethodCd === RETURN_FEE_METHOD.card ? RETURN_STATE.feeWaiting : RETURN_STATE.requested;
    const fields = {
      refundGbn: input.refundGbn,
      reasonCd: input.reasonCd,
      reason: input.reason,
      photoFileIds: input.photoFileIds.join(','),
      feePayerCd,
      shipFee,
      feeMethodCd,
      updatedAt: now,
    };
    const reply = (refundSn: number, refundStatCd: string) => ({
      refundSn,
      refundStatCd,
      feeDue: refundStatCd === RETURN_STATE.feeWaiting ? shipFee : 0,
    });
    const submittedHistory = (refundSn: number) =>
      repo.addHistory(tx, {
        estiItemSn: line.estiItemSn,
        deliStatCd: line.deliStatCd,
        refundSn,
        refundStatCd: RETURN_STATE.requested,
        memo: `${gbnName(input.refundGbn)} 신청: ${RETURN_REASONS[input.reasonCd] ?? ''}${
          feeMethodCd === RETURN_FEE_METHOD.deduct
            ? ` (반품 배송비 ${shipFee.toLocaleString('ko-KR')}원 환불 금액에서 차감)`
            : ''
        }`.slice(0, 200),
        changedBy: user.unqUserId,
        changedAt: now,
      });
    if (input.refundSn) {
      const open = existing.find((e) => e.refundSn === input.refundSn);
      if (!open) throw notFound(NOT_FOUND_TEXT.order);
      const actor: DeliveryActor = 'recipient';
      const result = nextReturnState(open.refundStatCd as ReturnState, 'edit', actor, {
        refundGbn: input.refundGbn,
      });
      if (!result.ok) throw conflict(undefined, result.message);
      checkFeeMethod();
      // A submitted request keeps the fee it was submitted with (it may already be paid or promised).
      const submitted = open.refundStatCd !== RETURN_STATE.feeWaiting;
      if (submitted && (open.shipFee !== shipFee || (open.feeMethodCd ?? null) !== feeMethodCd))
        throw conflict(undefined, RETURN_FEE_TEXT.feeChangedOnEdit);
      const next = submitted ? open.refundStatCd : state;
      const moved = await repo.moveReturn(tx, open.refundSn, open.refundStatCd, {
        ...fields,
        refundStatCd: next,
      });
      if (!moved) throw conflict(undefined, LIFECYCLE_TEXT.changed);
      // A request that waited for its fee and needs none now (or takes the deduction) is submitted by this edit.
      if (!submitted && next === RETURN_STATE.requested) await submittedHistory(open.refundSn);
      return reply(open.refundSn, next);
    }
    const allowed = canRequestReturn({
      deliveryState: isDeliveryState(line.deliStatCd) ? line.deliStatCd : '01',
      deliveredAt: line.deliveredAt,
      now,
      returnDays: line.returnDays ?? RETURN_RULE_DEFAULT.returnDays,
      hasOpenReturn: existing.some((e) => (OPEN_RETURN_STATES as readonly string[]).includes(e.refundStatCd)),
      returned: hasCompletedReturn(existing),
    });
    if (!allowed.ok) throw conflict(undefined, allowed.message);
    checkFeeMethod();
    // The partial unique index keeps one open request per line even when two submits race.
    const refundSn = await repo.insertReturn(tx, {
      ...fields,
      estiSn: line.estiSn,
      estiItemSn: line.estiItemSn,
      refundStatCd: state,
      requestedBy: user.unqUserId,
      createdAt: now,
    });
    if (refundSn === null) throw conflict(undefined, LIFECYCLE_TEXT.returnOpen);
    // A request waiting for its fee enters the line's history when paid (submitPaidReturn).
    if (state === RETURN_STATE.requested) await submittedHistory(refundSn);
    return reply(refundSn, state);
  });
}

/**
 * POST delivery/myReturnWithdraw.json: the recipient withdraws a request not yet decided (or still waiting for its
 * fee). A return fee paid for it by card is refunded: recorded in this transaction, made after it (decision 023).
 */
export async function withdrawReturn(
  deps: FlowDeps & { paymentRefund: PaymentRefundPort },
  user: AuthUser,
  refundSn: number,
) {
  const now = deps.now();
  const done = await deps.db.transaction(async (tx) => {
    const r = await repo.findReturn(tx, refundSn);
    if (!r || r.unqUserId !== user.unqUserId) throw notFound(NOT_FOUND_TEXT.order);
    const result = nextReturnState(r.refundStatCd as ReturnState, 'withdraw', 'recipient', {
      refundGbn: r.refundGbn as RefundGbn,
    });
    if (!result.ok) throw conflict(undefined, result.message);
    const fee = await recordFeeRefund(tx, deps.paymentRefund, r, user.unqUserId);
    if (!(await repo.moveReturn(tx, refundSn, r.refundStatCd, { refundStatCd: result.next, updatedAt: now })))
      throw conflict(undefined, LIFECYCLE_TEXT.changed);
    // A request that never reached operators leaves no history row behind.
    if (r.refundStatCd !== RETURN_STATE.feeWaiting)
      await repo.addHistory(tx, {
        estiItemSn: r.estiItemSn,
        deliStatCd: r.deliStatCd,
        refundSn,
        refundStatCd: result.next,
        memo: `${gbnName(r.refundGbn)} 신청 철회`,
        changedBy: user.unqUserId,
        changedAt: now,
      });
    return { next: result.next, fee };
  });
  if (done.fee.kind === 'pending') await deps.paymentRefund.completeRefund(done.fee);
  return { refundStatCd: done.next, refundStatNm: RETURN_STATE_LABEL[done.next] };
}

export { detailOf as returnDetailOf };
