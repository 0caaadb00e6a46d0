import { nextPaymentStatus, PAYMENT_STATUS, PAYMENT_TEXTS, type PaymentStatus } from '@pcs/domain';
import { and, asc, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { PaymentGateway } from '../../adapters/payment/payment-gateway';
import type { Db, Executor, Tx } from '../../db/client';
import { payment, paymentRefund } from '../../db/schema/index';
import { conflict } from '../../http/errors';
import type { JobLog } from '../../lib/periodic-job';
import type { PaymentRefundInput, PaymentRefundPort, RecordedRefund } from '../../payment-refund-port';
import { answerOrNull, iniapiRefund } from './complete-payment';
import { queuePaymentWebhook } from './payment-webhook';
import * as repo from './repository';

/**
 * How long a claim on a pending refund lasts: longer than the gateway's 15 s timeout, so the job never calls the
 * provider for a refund whose first call may still be under way.
 */
export const REFUND_CLAIM_MS = 60_000;
const PENDING = 'PENDING';

export type RefundDeps = { db: Db; now: () => Date; gateway: PaymentGateway };

/** The card payment of an order that refunds go to: its latest approved one (a return fee's is not the order's). */
const refundablePaymentOf = (db: Executor, ordSn: number) =>
  db
    .select({ oid: payment.oid })
    .from(payment)
    .where(
      and(
        eq(payment.ordSn, ordSn),
        isNull(payment.refundSn),
        inArray(payment.status, [PAYMENT_STATUS.paid, PAYMENT_STATUS.partRefunded, PAYMENT_STATUS.refunded]),
      ),
    )
    .orderBy(desc(payment.approvedAt))
    .then((rows) => rows[0] ?? null);

const pendingOf = (db: Executor, oid: string) =>
  db
    .select()
    .from(paymentRefund)
    .where(and(eq(paymentRefund.oid, oid), eq(paymentRefund.status, PENDING)));

/**
 * Step one of a refund, inside the caller's business transaction (decision 023): reserves the
 * amount on the payment as a PENDING row and calls nobody, so no row lock is ever held across the provider call.
 * The payment row is locked for the few statements here, which serializes two requests for one payment.
 * `amount` is capped at what is neither refunded nor reserved. `replay`: a key recorded before answers what it
 * recorded (cancels and returns); without it (the operator's screen) a repeated key is refused.
 */
export async function recordRefund(
  tx: Tx,
  now: Date,
  input: PaymentRefundInput & { replay: boolean },
): Promise<RecordedRefund> {
  const candidate = input.oid ? { oid: input.oid } : await refundablePaymentOf(tx, input.ordSn);
  if (!candidate) return { kind: 'none', refusal: PAYMENT_TEXTS.paymentNotFound };
  const pay = await repo.lockPayment(tx, candidate.oid);
  if (!pay?.tid) return { kind: 'none', refusal: PAYMENT_TEXTS.paymentNotFound };
  const refundKey = input.refundKey.slice(0, 300);
  const earlier = await repo.findRefund(tx, pay.oid, refundKey);
  if (input.replay && earlier?.status === 'OK') return { kind: 'done', amount: earlier.amount };
  if (input.replay && earlier?.status === PENDING)
    return { kind: 'pending', refundId: earlier.id, amount: earlier.amount, callNow: false };

  const inFlight = await pendingOf(tx, pay.oid);
  if (pay.status === PAYMENT_STATUS.refunded) return { kind: 'none', refusal: PAYMENT_TEXTS.alreadyRefunded };
  // The same operator request again (amount and reason) while the first is under way, or after it was made.
  if (!input.replay && earlier?.status === PENDING)
    return { kind: 'none', refusal: PAYMENT_TEXTS.refundInProgress };
  if (!input.replay && earlier?.status === 'OK')
    return { kind: 'none', refusal: PAYMENT_TEXTS.refundRepeated };
  const reserved = inFlight.reduce((sum, r) => sum + r.amount, 0);
  const refundable = pay.amount - pay.refundedAmount - reserved;
  const asked = Math.max(0, Math.trunc(input.amount));
  if (refundable <= 0 || asked <= 0) return { kind: 'none', refusal: PAYMENT_TEXTS.nothingToRefund };
  // An operator names an amount: more than is left (counting refunds under way) is refused, never cut down to what
  // fits. A cancel or a return asks for its card part, which is capped at what is left.
  if (!input.replay && asked > refundable) return { kind: 'none', refusal: PAYMENT_TEXTS.refundOver };
  const amount = Math.min(asked, refundable);

  const callNow = inFlight.length === 0;
  const row = {
    amount,
    status: PENDING,
    resultCode: null,
    resultMsg: null,
    reason: input.reason.trim().slice(0, 200),
    requestedBy: input.requestedBy.slice(0, 20),
    // The recording request owns the first call; otherwise the job takes it when the one in flight is settled.
    claimedAt: callNow ? now : null,
  };
  const [saved] = await tx
    .insert(paymentRefund)
    .values({ oid: pay.oid, refundKey, ...row })
    .onConflictDoUpdate({ target: [paymentRefund.oid, paymentRefund.refundKey], set: row })
    .returning({ id: paymentRefund.id });
  return { kind: 'pending', refundId: saved!.id, amount, callNow };
}

/**
 * Step two, after the recording transaction committed: calls INIAPI for a PENDING refund and settles it. Called by
 * the request that recorded it (`claimed`) or by the periodic job, which first claims it (a conditional update under
 * the payment's row lock: one caller at a time, and never while another refund of the payment is in flight, since
 * a partial refund's confirmPrice depends on the one before). No answer leaves it PENDING for the job; the provider
 * refuses a repeat of a refund it already made (gateway.alreadyRefundedCodes), which settles it as done, so a
 * crash between the call and the settle never refunds twice.
 * Returns the settled status, or PENDING when it is still open; `ours`: this call held the row (claimed it, or was
 * given it), so PENDING means its provider call got no answer rather than that it was another's turn.
 */
export async function completeRefund(
  deps: RefundDeps,
  refundId: number,
  claimed: boolean,
): Promise<{ status: 'OK' | 'FAIL' | 'PENDING'; amount: number; settledHere: boolean; ours: boolean }> {
  const now = deps.now();
  const taken = claimed
    ? { row: await findPending(deps.db, refundId), calledBefore: false }
    : await claim(deps.db, refundId, now);
  const target = taken?.row ?? null;
  if (!target) return { ...(await currentState(deps.db, refundId)), settledHere: false, ours: false };
  const pay = await repo.findPayment(deps.db, target.oid);
  if (!pay?.tid) return { status: 'PENDING', amount: target.amount, settledHere: false, ours: true };
  const full = pay.refundedAmount === 0 && target.amount === pay.amount;
  const answer = await answerOrNull(
    iniapiRefund(deps.gateway, now, {
      tid: pay.tid,
      amount: target.amount,
      remaining: pay.amount - pay.refundedAmount - target.amount,
      full,
      msg: target.reason,
    }),
  );
  if (!answer) return { status: 'PENDING', amount: target.amount, settledHere: false, ours: true };
  // "Already refunded" settles it as done only for a row that may have been called before (claimed, then lost): on
  // a first call the same answer means a refund made elsewhere (the provider's console), which ours is not.
  const already =
    taken?.calledBefore === true && deps.gateway.alreadyRefundedCodes.includes(answer.resultCode);
  const ok = answer.resultCode === '00' || already;
  const settledHere = await settle(deps.db, deps.now(), target, full, {
    ok,
    resultCode: answer.resultCode,
    resultMsg: already ? `이전 요청에서 처리됨 (${answer.resultMsg})` : answer.resultMsg,
  });
  if (!settledHere) return { ...(await currentState(deps.db, refundId)), settledHere, ours: true };
  return { status: ok ? 'OK' : 'FAIL', amount: target.amount, settledHere, ours: true };
}

async function currentState(db: Db, id: number) {
  const [row] = await db.select().from(paymentRefund).where(eq(paymentRefund.id, id));
  const status = row?.status === 'OK' || row?.status === 'FAIL' ? row.status : 'PENDING';
  return { status, amount: row?.amount ?? 0 } as const;
}

type PendingRow = typeof paymentRefund.$inferSelect;

const findPending = (db: Db, id: number) =>
  db
    .select()
    .from(paymentRefund)
    .where(and(eq(paymentRefund.id, id), eq(paymentRefund.status, PENDING)))
    .then((rows) => rows[0] ?? null);

/**
 * Takes a PENDING refund whose last claim has lapsed, unless another refund of its payment holds a live claim.
 * `calledBefore`: it had been claimed before, so the provider may already have made it.
 */
async function claim(
  db: Db,
  id: number,
  now: Date,
): Promise<{ row: PendingRow; calledBefore: boolean } | null> {
  const lapsed = new Date(now.getTime() - REFUND_CLAIM_MS);
  return db.transaction(async (tx) => {
    const row = await tx
      .select({ oid: paymentRefund.oid, claimedAt: paymentRefund.claimedAt })
      .from(paymentRefund)
      .where(eq(paymentRefund.id, id))
      .then((rows) => rows[0] ?? null);
    if (!row) return null;
    await repo.lockPayment(tx, row.oid);
    const live = await tx
      .select({ id: paymentRefund.id })
      .from(paymentRefund)
      .where(
        and(
          eq(paymentRefund.oid, row.oid),
          eq(paymentRefund.status, PENDING),
          sql`${paymentRefund.id} <> ${id}`,
          sql`${paymentRefund.claimedAt} >= ${lapsed.toISOString()}`,
        ),
      );
    if (live.length > 0) return null;
    const [taken] = await tx
      .update(paymentRefund)
      .set({ claimedAt: now })
      .where(
        and(
          eq(paymentRefund.id, id),
          eq(paymentRefund.status, PENDING),
          or(isNull(paymentRefund.claimedAt), lt(paymentRefund.claimedAt, lapsed)),
        ),
      )
      .returning();
    return taken ? { row: taken, calledBefore: row.claimedAt !== null } : null;
  });
}

/** PENDING -> OK (and the payment's refunded amount and status) or FAIL, once: a conditional update on the row. */
async function settle(
  db: Db,
  now: Date,
  r: PendingRow,
  full: boolean,
  answer: { ok: boolean; resultCode: string; resultMsg: string },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    // The payment before its refund row, as the claim and the record take them (decision 024).
    const pay = await repo.lockPayment(tx, r.oid);
    const [moved] = await tx
      .update(paymentRefund)
      .set({
        status: answer.ok ? 'OK' : 'FAIL',
        resultCode: answer.resultCode.slice(0, 10),
        resultMsg: answer.resultMsg.slice(0, 200),
      })
      .where(and(eq(paymentRefund.id, r.id), eq(paymentRefund.status, PENDING)))
      .returning();
    if (!moved) return false;
    if (!answer.ok) {
      await repo.addHistory(tx, {
        oid: r.oid,
        kind: 'REFUND_FAIL',
        resultCode: answer.resultCode,
        resultMsg: answer.resultMsg,
      });
      return true;
    }
    if (!pay) return true;
    const next = nextPaymentStatus(pay.status as PaymentStatus, 'refund', {
      paid: pay.amount,
      refundedBefore: pay.refundedAmount,
      amount: r.amount,
    });
    // Reservations keep refunds within the paid amount, so this holds; if not, the settle rolls back (stays PENDING).
    if (typeof next !== 'string') throw conflict(PAYMENT_TEXTS.refundOver);
    await tx
      .update(payment)
      .set({ status: next, refundedAmount: sql`${payment.refundedAmount} + ${r.amount}`, updatedAt: now })
      .where(eq(payment.oid, r.oid));
    await repo.addHistory(tx, {
      oid: r.oid,
      kind: full ? 'REFUND' : 'PARTIAL_REFUND',
      resultCode: answer.resultCode,
      resultMsg: `${r.amount}원 ${answer.resultMsg}`,
    });
    // After the provider confirmed it, with the payment's new totals (decision 038).
    await queuePaymentWebhook(tx, { oid: r.oid, type: 'payment.refunded', now });
    return true;
  });
}

/**
 * The periodic job (decision 023): finishes PENDING refunds whose claim has lapsed (a crash or lost answer between
 * recording and settling), those never tried first. Safe in several processes at once: each row is claimed before its call.
 * Returns the refunds it settled, so the callers that wait on them (returns) can move on.
 */
export async function finishPendingRefunds(
  deps: RefundDeps & { log: JobLog },
  limit = 20,
): Promise<{ refundKey: string; status: 'OK' | 'FAIL'; amount: number }[]> {
  const lapsed = new Date(deps.now().getTime() - REFUND_CLAIM_MS);
  const rows = await deps.db
    .select({ id: paymentRefund.id, refundKey: paymentRefund.refundKey })
    .from(paymentRefund)
    .where(
      and(
        eq(paymentRefund.status, PENDING),
        or(isNull(paymentRefund.claimedAt), lt(paymentRefund.claimedAt, lapsed)),
      ),
    )
    // Never claimed first, then the longest ago: a row that fails every time goes to the back, not ahead of new ones.
    .orderBy(sql`${paymentRefund.claimedAt} asc nulls first`, asc(paymentRefund.id))
    .limit(limit);
  const settled: { refundKey: string; status: 'OK' | 'FAIL'; amount: number }[] = [];
  for (const row of rows) {
    // One row that cannot be settled must not hold up the others (nor lose what they settled).
    try {
      const done = await completeRefund(deps, row.id, false);
      if (done.settledHere && done.status !== 'PENDING')
        settled.push({ refundKey: row.refundKey, status: done.status, amount: done.amount });
    } catch (err) {
      deps.log.error({ err, refundId: row.id }, 'pending refund not settled');
    }
  }
  return settled;
}

/** The refund port deliveries use (cancels, refunded returns), bound to the app's database and gateway. */
export function paymentRefundPort(deps: RefundDeps): PaymentRefundPort {
  return {
    recordRefund: (tx, input) => recordRefund(tx, deps.now(), { ...input, replay: true }),
    completeRefund: async (recorded) => {
      if (recorded.kind === 'none') return { refundedAmount: 0, paymentPending: false };
      if (recorded.kind === 'done') return { refundedAmount: recorded.amount, paymentPending: false };
      if (!recorded.callNow) return { refundedAmount: 0, paymentPending: true };
      const r = await completeRefund(deps, recorded.refundId, true);
      return r.status === 'OK'
        ? { refundedAmount: r.amount, paymentPending: false }
        : { refundedAmount: 0, paymentPending: true };
    },
  };
}

/**
 * How long an operator's refund waits for its turn behind the refunds of the same payment under way before it
 * answers "in progress" and leaves its call to the job. About two slow provider answers; a typical turn is a few
 * hundred milliseconds.
 */
export const REFUND_TURN_WAIT_MS = 30_000;
const TURN_POLL_FIRST_MS = 20;
const TURN_POLL_MAX_MS = 250;

/**
 * Waits for a recorded refund's turn (decision 023): one provider call per payment at a time, since a
 * partial refund's confirmPrice is what the one before left. Each try is the job's claim (a short transaction under
 * the payment's row lock that takes the row only while no other refund of the payment holds a live claim), so
 * nothing is locked and no connection is held while it waits, and waiters in several processes take turns through
 * the database. When the turn comes the claim is ours and the call and settle follow; when the job took the row
 * meanwhile, its result is read. Past `REFUND_TURN_WAIT_MS` the row stays PENDING for the job.
 */
async function completeInTurn(
  deps: RefundDeps,
  refundId: number,
  waitMs = REFUND_TURN_WAIT_MS,
): Promise<{ status: 'OK' | 'FAIL' | 'PENDING'; amount: number }> {
  const deadline = Date.now() + waitMs;
  let pause = TURN_POLL_FIRST_MS;
  for (;;) {
    const r = await completeRefund(deps, refundId, false);
    // Settled, or ours and unanswered (the job repeats the call safely later).
    if (r.status !== 'PENDING' || r.ours) return r;
    // Still PENDING and not ours: another refund of the payment is with the provider (or the job holds this row
    // and its answer is still to come); wait a little and try again.
    if (Date.now() + pause > deadline) return r;
    await new Promise((resolve) => setTimeout(resolve, pause));
    pause = Math.min(pause * 2, TURN_POLL_MAX_MS);
  }
}

/**
 * The operator's refund (payment screen): records, calls and settles. Refunds of one payment asked for at the same
 * time are queued, not refused: each reserves its amount at once (so those that together exceed what is left are
 * refused with refundOver), then waits for its turn at the provider. A request that would refund nothing is refused
 * with the reason (already refunded, nothing left, the same request again or still under way).
 */
export async function refundByOperator(
  deps: RefundDeps,
  input: { ordSn: number; amount: number; reason: string; requestedBy: string },
): Promise<{ refundedAmount: number; paymentPending: boolean }> {
  const reason = input.reason.trim().slice(0, 200);
  const recorded = await deps.db.transaction((tx) =>
    recordRefund(tx, deps.now(), {
      ...input,
      reason,
      refundKey: `operator:${input.amount}:${reason}`,
      replay: false,
    }),
  );
  if (recorded.kind === 'none') throw conflict(recorded.refusal ?? PAYMENT_TEXTS.nothingToRefund);
  if (recorded.kind === 'done') throw conflict(PAYMENT_TEXTS.refundRepeated);
  const r = recorded.callNow
    ? await completeRefund(deps, recorded.refundId, true)
    : await completeInTurn(deps, recorded.refundId);
  if (r.status === 'FAIL') {
    const [row] = await deps.db.select().from(paymentRefund).where(eq(paymentRefund.id, recorded.refundId));
    throw conflict(`${PAYMENT_TEXTS.refundFailed} (${row?.resultMsg || row?.resultCode || ''})`);
  }
  return r.status === 'OK'
    ? { refundedAmount: r.amount, paymentPending: false }
    : { refundedAmount: 0, paymentPending: true };
}
