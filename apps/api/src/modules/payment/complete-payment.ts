import { kstStamp, PAYMENT_STATUS, PAYMENT_TEXTS, RETURN_FEE_TEXT } from '@pcs/domain';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { authSignature, authVerification, iniapiHashData } from '../../adapters/payment/inicis-sign';
import type { GatewayReply, PaymentGateway } from '../../adapters/payment/payment-gateway';
import type { Db } from '../../db/client';
import { AppError, conflict } from '../../http/errors';
import { decodeEucKr, parseForm } from '../../lib/euc-kr';
import { submitPaidReturn } from '../delivery';
import { fulfilOrder } from '../gift';
import { notifyPaymentFailed } from './notify-payment-failed';
import { queuePaymentWebhook } from './payment-webhook';
import * as repo from './repository';

type Deps = { db: Db; now: () => Date; config?: { publicUrl: string } };

/** Where a callback leaves the buyer: the waiting page (paid or still open) or the fail page. */
export type CallbackOutcome =
  | { kind: 'paid' | 'failed'; ordSn: number; oid: string }
  /** Forged or unknown: nothing changed, nothing to show but the fail page's default text. */
  | { kind: 'refused'; ordSn: number | null; oid: string | null };

const S = PAYMENT_STATUS;

/** Replays end where the first call ended: a settled payment is reported as it is, with no provider call. */
function settled(p: repo.PaymentRow): CallbackOutcome {
  return { kind: p.status === S.paid ? 'paid' : 'failed', ordSn: p.ordSn ?? 0, oid: p.oid };
}

/**
 * The provider gave no answer we can read: the call failed or timed out (the port's post rejects only then), or what
 * came back was not the JSON the call answers with. Whether the provider acted is unknown.
 */
export class NoProviderAnswer extends Error {
  constructor(what: string, cause: unknown) {
    super(`no answer from the payment provider (${what})`, { cause });
    this.name = 'NoProviderAnswer';
  }
}

/** A server-to-server call of the provider; a rejected post becomes NoProviderAnswer. */
async function callProvider(
  gw: PaymentGateway,
  url: string,
  form: Record<string, string>,
): Promise<GatewayReply> {
  try {
    return await gw.post(url, form);
  } catch (error) {
    throw new NoProviderAnswer('call failed', error);
  }
}

/** A provider call that may go unanswered: null then; any other failure is thrown. */
export const answerOrNull = <T>(call: Promise<T>): Promise<T | null> =>
  call.catch((error: unknown) => {
    if (error instanceof NoProviderAnswer) return null;
    throw error;
  });

/**
 * Desktop returnUrl (INIStdPay): the provider POSTs resultCode, orderNumber, authToken, authUrl, netCancelUrl.
 * authUrl must be one of the provider's hosts; the approval reply's MOID and TotPrice must equal our payment before
 * it is marked paid; when our own processing fails after approval the same parameters go to netCancelUrl.
 * Idempotent on the payment: only a READY payment is ever moved.
 */
export async function completeStdReturn(
  deps: Deps,
  gw: PaymentGateway,
  log: FastifyBaseLogger,
  f: Record<string, string>,
): Promise<CallbackOutcome> {
  const oid = f.orderNumber || f.MOID || '';
  const pay = oid ? await repo.findPayment(deps.db, oid) : null;
  if (!pay || pay.provider !== gw.provider || pay.ordSn === null) {
    log.warn({ event: 'payment-callback-refused', reason: 'unknown-order' }, 'payment callback refused');
    return { kind: 'refused', ordSn: null, oid: null };
  }
  if (pay.status !== S.ready) return settled(pay);
  // Anyone can post a failure code with our order number: it proves nothing, so the payment stays READY (the
  // buyer's own close, a new start or the expiry job ends it).
  if (f.resultCode !== '0000') return ignored(log, pay, 'provider-failure-code');
  const authUrl = f.authUrl ?? '';
  const netCancelUrl = f.netCancelUrl ?? '';
  if (!gw.isAuthUrl(authUrl) || (netCancelUrl !== '' && !gw.isNetCancelUrl(netCancelUrl)) || !f.authToken) {
    log.warn({ event: 'payment-callback-refused', reason: 'provider-host', oid }, 'payment callback refused');
    await repo.addHistory(deps.db, { oid, kind: 'FORGED', resultMsg: '허용되지 않은 승인 주소' });
    return { kind: 'refused', ordSn: pay.ordSn, oid };
  }
  const timestamp = String(deps.now().getTime());
  const params = {
    mid: gw.mid,
    authToken: f.authToken,
    timestamp,
    signature: authSignature(f.authToken, timestamp),
    verification: authVerification(f.authToken, gw.signKey, timestamp),
    charset: 'UTF-8',
    format: 'JSON',
    price: String(pay.amount),
  };
  const netCancel = async () => {
    if (!gw.isNetCancelUrl(netCancelUrl)) return 'skipped';
    const r = await answerOrNull(callProvider(gw, netCancelUrl, params));
    return r ? (readJson(r).resultCode ?? 'error') : 'error';
  };
  let approval: Record<string, string>;
  try {
    approval = readJson(await callProvider(gw, authUrl, params));
  } catch (error) {
    if (!(error instanceof NoProviderAnswer)) throw error;
    // No answer: the approval may or may not have happened, so it is cancelled on the provider's side. Whoever
    // posted the token is unproven (a garbage token at a host that errs looks the same), so the payment stays READY:
    // the buyer starts again, or the expiry job ends it.
    const nc = await netCancel();
    await repo.addHistory(deps.db, {
      oid,
      kind: 'NETCANCEL',
      resultCode: 'NETWORK',
      resultMsg: `승인 응답 없음 (망취소 ${nc})`,
    });
    return ignored(log, pay, `no-approval-answer (net-cancel ${nc})`);
  }
  // A refused approval says only that this authToken approves nothing (a garbage or foreign token does the same).
  if (approval.resultCode !== '0000') return ignored(log, pay, 'approval-refused');
  if (approval.MOID !== pay.oid || !approval.tid) {
    // A genuine approval of another order posted with ours: cancelled at the provider, ours untouched.
    const nc = await netCancel();
    return ignored(log, pay, `approval-of-another-order (net-cancel ${nc})`);
  }
  if (Number(approval.TotPrice) !== pay.amount) {
    log.warn({ event: 'payment-approval-mismatch', oid }, 'approved amount or order differs: net-cancelled');
    const nc = await netCancel();
    return fail(
      deps,
      pay,
      approval.resultCode,
      `${PAYMENT_TEXTS.amountMismatch} (망취소 ${nc})`,
      'NETCANCEL',
      S.netCancelled,
      PAYMENT_TEXTS.amountMismatch,
    );
  }
  return settleApproved(
    deps,
    log,
    pay,
    {
      tid: approval.tid,
      applNum: approval.applNum ?? null,
      code: approval.resultCode,
      msg: approval.resultMsg ?? '',
    },
    async () => `망취소 ${await netCancel()}`,
  );
}

/**
 * Mobile P_NEXT_URL: P_STATUS 00 then approval by POSTing {P_MID, P_TID} to P_REQ_URL (provider hosts only); the
 * reply's P_OID and P_AMT must equal ours. Our order id comes from P_NOTI (or the next-URL's oid) since P_OID may be
 * missing. A failure of our own after approval cancels through INIAPI (the mobile flow has no net-cancel URL).
 */
export async function completeMobileNext(
  deps: Deps,
  gw: PaymentGateway,
  log: FastifyBaseLogger,
  f: Record<string, string>,
  queryOid: string | undefined,
): Promise<CallbackOutcome> {
  const oid = f.P_NOTI || queryOid || '';
  const pay = oid ? await repo.findPayment(deps.db, oid) : null;
  if (!pay || pay.provider !== gw.provider || pay.ordSn === null) {
    log.warn({ event: 'payment-callback-refused', reason: 'unknown-order' }, 'payment callback refused');
    return { kind: 'refused', ordSn: null, oid: null };
  }
  if (pay.status !== S.ready) return settled(pay);
  // As on desktop: a failure status in an unauthenticated post changes nothing.
  if (f.P_STATUS !== '00') return ignored(log, pay, 'provider-failure-code');
  const reqUrl = f.P_REQ_URL ?? '';
  if (!gw.isMobileReqUrl(reqUrl) || !f.P_TID) {
    log.warn({ event: 'payment-callback-refused', reason: 'provider-host', oid }, 'payment callback refused');
    await repo.addHistory(deps.db, { oid, kind: 'FORGED', resultMsg: '허용되지 않은 승인 주소' });
    return { kind: 'refused', ordSn: pay.ordSn, oid };
  }
  const tid = f.P_TID;
  const cancel = async () => {
    // The tid came in an unauthenticated post: never refund one a payment of ours already holds (a paid order's).
    if (await repo.tidOnFile(deps.db, tid)) return '승인취소 생략 (등록된 거래)';
    const r = await answerOrNull(
      iniapiRefund(gw, deps.now(), {
        tid,
        amount: pay.amount,
        remaining: 0,
        full: true,
        msg: '승인 후 처리 실패',
      }),
    );
    return `승인취소 ${r?.resultCode ?? 'error'}`;
  };
  let approval: Record<string, string>;
  try {
    const r = await callProvider(gw, reqUrl, { P_MID: gw.mid, P_TID: tid });
    const charset = /utf-?8/i.test(r.contentType) ? 'utf-8' : 'euc-kr';
    approval = parseForm(r.body.toString('latin1'), charset);
  } catch (error) {
    if (!(error instanceof NoProviderAnswer)) throw error;
    // As on desktop: cancelled at the provider (unless the tid is one of ours), the payment left READY.
    const c = await cancel();
    await repo.addHistory(deps.db, {
      oid,
      kind: 'NETCANCEL',
      resultCode: 'NETWORK',
      resultMsg: `승인 응답 없음 (${c})`,
    });
    return ignored(log, pay, `no-approval-answer (${c})`);
  }
  if (approval.P_STATUS !== '00') return ignored(log, pay, 'approval-refused');
  // The approval reply names its order (reference: unverified for every account, so a reply without P_OID falls
  // back to the amount check below, as before).
  if (approval.P_OID && approval.P_OID !== pay.oid) {
    // Another order's approval posted with ours: cancelled at the provider, ours untouched.
    const c = await cancel();
    return ignored(log, pay, `approval-of-another-order (${c})`);
  }
  if (Number(approval.P_AMT) !== pay.amount) {
    log.warn({ event: 'payment-approval-mismatch', oid }, 'approved amount or order differs: cancelled');
    const c = await cancel();
    return fail(
      deps,
      pay,
      approval.P_STATUS,
      `${PAYMENT_TEXTS.amountMismatch} (${c})`,
      'NETCANCEL',
      S.netCancelled,
      PAYMENT_TEXTS.amountMismatch,
    );
  }
  return settleApproved(
    deps,
    log,
    pay,
    { tid, applNum: approval.P_APPL_NUM ?? null, code: approval.P_STATUS, msg: approval.P_RMESG1 ?? '' },
    cancel,
  );
}

/**
 * One transaction: the payment READY -> PAID (conditional; the tid is unique per provider), the draft -> applied,
 * then the order's stock, allowance and budget exactly as apply takes them (or, for a return fee, its request
 * 00 -> 01). If any of that is refused (sold out in
 * the meantime, choices used up, event closed), everything rolls back and the approval is cancelled at the provider.
 */
async function settleApproved(
  deps: Deps,
  log: FastifyBaseLogger,
  pay: repo.PaymentRow,
  a: { tid: string; applNum: string | null; code: string; msg: string },
  cancelAtProvider: () => Promise<string>,
): Promise<CallbackOutcome> {
  const now = deps.now();
  try {
    await deps.db.transaction(async (tx) => {
      // The draft before its payment (decision 024): starting another payment of the same draft locks them so.
      await tx.execute(sql`select 1 from gift_order where ord_sn = ${pay.ordSn!} for no key update`);
      const moved = await repo.movePayment(
        tx,
        pay.oid,
        [S.ready],
        {
          status: S.paid,
          tid: a.tid,
          applNum: a.applNum?.slice(0, 20) ?? null,
          resultCode: a.code,
          resultMsg: a.msg.slice(0, 200),
          approvedAt: now,
        },
        now,
      );
      if (!moved) throw new ReplayedError();
      if (pay.refundSn !== null) {
        // A return fee (decision 028): the request it paid for is submitted to operators, or, withdrawn meanwhile,
        // the approval is cancelled at the provider like a gift sold out after approval.
        const submitted = await submitPaidReturn(tx, {
          refundSn: pay.refundSn,
          amount: pay.amount,
          now,
          changedBy: null,
        });
        if (!submitted) throw conflict(RETURN_FEE_TEXT.notWaiting);
      } else {
        const order = await repo.markDraftApplied(tx, pay.ordSn!, now);
        if (!order) throw conflict();
        await fulfilOrder(tx, order, now, pay.amount);
      }
      await repo.addHistory(tx, {
        oid: pay.oid,
        kind: 'APPROVED',
        resultCode: a.code,
        resultMsg: a.applNum ? `승인번호 ${a.applNum}` : null,
      });
      await queuePaymentWebhook(tx, { oid: pay.oid, type: 'payment.approved', now });
    });
    return { kind: 'paid', ordSn: pay.ordSn!, oid: pay.oid };
  } catch (error) {
    if (error instanceof ReplayedError) {
      const now2 = await repo.findPayment(deps.db, pay.oid);
      return now2 ? settled(now2) : { kind: 'refused', ordSn: pay.ordSn, oid: pay.oid };
    }
    if (isUniqueViolation(error)) {
      // The same provider transaction already settled another payment: a replayed callback aimed elsewhere.
      log.warn(
        { event: 'payment-callback-refused', reason: 'tid-reused', oid: pay.oid },
        'payment callback refused',
      );
      await repo.addHistory(deps.db, { oid: pay.oid, kind: 'FORGED', resultMsg: '이미 사용된 거래번호' });
      return { kind: 'refused', ordSn: pay.ordSn, oid: pay.oid };
    }
    const reason = error instanceof AppError ? error.message : PAYMENT_TEXTS.refundFailed;
    if (!(error instanceof AppError)) log.error({ err: error, oid: pay.oid }, 'payment settlement failed');
    const cancelled = await cancelAtProvider();
    return fail(deps, pay, a.code, `${reason} (${cancelled})`, 'NETCANCEL', S.netCancelled, reason, a.tid);
  }
}

/**
 * A callback that proves nothing about the payment: logged with the order id and a reason only (no personal data),
 * and the payment is left as it is. The buyer is sent to the fail page, which reads the payment's real state.
 */
function ignored(log: FastifyBaseLogger, pay: repo.PaymentRow, reason: string): CallbackOutcome {
  log.warn({ event: 'payment-callback-ignored', reason, oid: pay.oid }, 'payment callback ignored');
  return { kind: 'refused', ordSn: pay.ordSn, oid: pay.oid };
}

class ReplayedError extends Error {}

const isUniqueViolation = (e: unknown): boolean => {
  const code =
    (e as { code?: string; cause?: { code?: string } } | null)?.code ??
    (e as { cause?: { code?: string } } | null)?.cause?.code;
  return code === '23505';
};

/** READY -> FAILED (or NETCANCEL), recorded with the provider's code and text; a replay finds it settled. */
async function fail(
  deps: Deps,
  pay: repo.PaymentRow,
  code: string | undefined,
  msg: string,
  kind: string,
  status: string = S.failed,
  failText: string | null = null,
  tid: string | null = null,
): Promise<CallbackOutcome> {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const moved = await repo.movePayment(
      tx,
      pay.oid,
      [S.ready],
      {
        status,
        resultCode: code?.slice(0, 10) ?? null,
        resultMsg: msg.slice(0, 200),
        failText,
        ...(tid ? { tid } : {}),
      },
      now,
    );
    if (!moved) return;
    await repo.addHistory(tx, { oid: pay.oid, kind, resultCode: code ?? null, resultMsg: msg });
    // The event's managers hear of it in their messengers (decision 056), once: only the move records it.
    await notifyPaymentFailed(tx, deps.config?.publicUrl, pay.oid);
  });
  return { kind: 'failed', ordSn: pay.ordSn ?? 0, oid: pay.oid };
}

function readJson(r: GatewayReply): Record<string, string> {
  const text = /euc-kr/i.test(r.contentType) ? decodeEucKr(r.body) : r.body.toString('utf8');
  let parsed: Record<string, unknown>;
  try {
    parsed = JSON.parse(text) as Record<string, unknown>;
  } catch (error) {
    if (error instanceof SyntaxError) throw new NoProviderAnswer('unreadable answer', error);
    throw error;
  }
  return Object.fromEntries(
    Object.entries(parsed).map(([k, v]) => [k, v === null || v === undefined ? '' : String(v)]),
  );
}

/**
 * INIAPI v1 refund (full or partial), hashData as the reference gives it. `remaining` is what stays paid after a
 * partial refund (confirmPrice).
 */
export async function iniapiRefund(
  gw: PaymentGateway,
  now: Date,
  p: { tid: string; amount: number; remaining: number; full: boolean; msg: string },
): Promise<{ resultCode: string; resultMsg: string }> {
  const type = p.full ? 'Refund' : 'PartialRefund';
  const timestamp = kstStamp(now);
  const base = {
    type,
    paymethod: 'Card',
    timestamp,
    clientIp: gw.clientIp,
    mid: gw.mid,
    tid: p.tid,
    msg: p.msg.slice(0, 100),
  };
  const hashData = iniapiHashData({
    key: gw.iniapiKey,
    ...base,
    type,
    ...(p.full ? {} : { price: p.amount, confirmPrice: p.remaining }),
  });
  const form: Record<string, string> = p.full
    ? { ...base, hashData }
    : { ...base, price: String(p.amount), confirmPrice: String(p.remaining), hashData };
  const r = readJson(await callProvider(gw, gw.refundUrl, form));
  return { resultCode: r.resultCode ?? '', resultMsg: r.resultMsg ?? '' };
}
