import { randomBytes } from 'node:crypto';
import {
  amountAboveBudget,
  type DeliveryAddress,
  digitsOnly,
  MESSAGE_CODE,
  MOBILE_FORM_LIMITS,
  MOBILE_PAYMENT_RESERVED,
  type MobilePrepareReply,
  type mobilePrepareRequestSchema,
  NOT_FOUND_TEXT,
  orderTotal,
  PAY_METHODS,
  PAYMENT_MESSAGES,
  PAYMENT_PATH,
  PAYMENT_STATUS,
  PAYMENT_TEXTS,
  type PaymentInfo,
  SOLUTION_CODE,
  toEucKrSafe,
  WM_GBN,
} from '@pcs/domain';
import type { z } from 'zod';
import { mobileChkFake, stdMKey, stdSignature, stdVerification } from '../../adapters/payment/inicis-sign';
import type { PaymentGateway } from '../../adapters/payment/payment-gateway';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../http/auth-guard';
import { badRequest, conflict, notFound } from '../../http/errors';
import { chosenExtras, type ExtrasInput, isEventOpen, loadRecipientEvent, recipientBudget } from '../gift';
import * as repo from './repository';

type Deps = { db: Db; now: () => Date; config: Config };

/** Our order id for the provider: P{ordSn}T{time}{random}, letters and digits only (≤ 40). */
export const newOid = (ordSn: number, now: Date) =>
  `P${ordSn}T${now.getTime().toString(36)}${randomBytes(3).toString('hex')}`.toUpperCase();

/**
 * POST /v1/ebmp/pcs/payment/ready.json: the apply screen's 결제하기. Saves the address on the caller's draft, closes
 * any earlier open payment of it (a new start resets everything), and opens a payment for exactly the amount above
 * the budget (spec §3 remainPayAmount). Nothing is taken yet: stock and allowance are taken when the card payment is
 * approved (complete-payment.ts).
 */
export async function readyPayment(
  deps: Deps,
  gw: PaymentGateway,
  user: AuthUser,
  input: DeliveryAddress & ExtrasInput & { ordSn: number; wmGbn: '01' | '02'; payMethod: string },
): Promise<PaymentInfo> {
  const now = deps.now();
  const mobile = input.wmGbn === WM_GBN.mobile;
  if (!(PAY_METHODS[mobile ? 'mobile' : 'web'] as readonly string[]).includes(input.payMethod))
    throw badRequest(PAYMENT_MESSAGES.invalidPayMethod);
  const { ordSn, wmGbn, payMethod, packageYn, cardYn, cardMsg, ...address } = input;
  return deps.db.transaction(async (tx) => {
    const found = await repo.orderForPayment(tx, ordSn);
    if (!found || found.order.unqUserId !== user.unqUserId) throw notFound(NOT_FOUND_TEXT.order);
    const { order } = found;
    if (order.ordStatCd !== '00') throw conflict();
    const event = await loadRecipientEvent(tx, user.unqUserId, order.eventSn, now);
    if (!isEventOpen(event, now)) throw conflict(undefined, { code: MESSAGE_CODE.eventNotOpen });
    // The extras are kept on the draft with the address: the approval applies the draft as it is (decision 028).
    const extras = await chosenExtras(tx, user.unqUserId, ordSn, { packageYn, cardYn, cardMsg });
    const budget = await recipientBudget(tx, order.eventSn, user.unqUserId, ordSn);
    const due = amountAboveBudget({
      orderTotal: orderTotal({ ...order, extrasAmt: extras.extrasAmt }),
      ...budget,
    });
    if (!due.allowed) throw conflict(PAYMENT_TEXTS.overBudgetNotAllowed);
    if (due.remainPayAmount <= 0) throw conflict(PAYMENT_TEXTS.nothingToPay);

    await repo.saveDraftAddress(tx, ordSn, user.unqUserId, { ...address, ...extras });
    for (const old of await repo.cancelOpenPayments(tx, ordSn, now)) {
      await repo.addHistory(tx, { oid: old.oid, kind: 'RESET', resultMsg: '새 결제 요청으로 대체됨' });
    }
    const oid = newOid(ordSn, now);
    const goodName = order.quantity > 1 ? `${found.prodNm} ${order.quantity}개` : found.prodNm;
    await repo.insertPayment(tx, {
      oid,
      ordSn,
      provider: gw.provider,
      wmGbn,
      payMethod,
      amount: due.remainPayAmount,
      currency: 'WON',
      status: PAYMENT_STATUS.ready,
      mid: gw.mid,
      goodName: goodName.slice(0, 200),
      createdAt: now,
      updatedAt: now,
    });
    await repo.addHistory(tx, { oid, kind: 'READY' });
    return paymentInfoOf(gw, {
      oid,
      ordSn,
      price: due.remainPayAmount,
      goodName,
      wmGbn,
      payMethod,
      buyer: found,
      now,
    });
  });
}

/**
 * spec §3 Payment info of a payment just opened: the start checks' fields, and for the desktop form the signed
 * INIStdPay fields (signature, verification, mKey) with our return and close URLs. A return fee's payment is
 * shaped the same (decision 028), so the same panels and callbacks carry it.
 */
export function paymentInfoOf(
  gw: PaymentGateway,
  p: {
    oid: string;
    ordSn: number;
    price: number;
    goodName: string;
    wmGbn: string;
    payMethod: string;
    buyer: { userNm: string; telNo: string | null; email: string | null };
    now: Date;
  },
): PaymentInfo {
  const { oid, ordSn, price, goodName, wmGbn, payMethod } = p;
  const mobile = wmGbn === WM_GBN.mobile;
  const base = gw.callbackBase;
  const buyerTel = digitsOnly(p.buyer.telNo ?? '');
  const buyerEmail = p.buyer.email ?? '';
  const timestamp = String(p.now.getTime());
  const stdFields: Record<string, string> = mobile
    ? {}
    : {
        version: '1.0',
        mid: gw.mid,
        oid,
        goodname: goodName,
        price: String(price),
        currency: 'WON',
        buyername: p.buyer.userNm,
        buyertel: buyerTel,
        buyeremail: buyerEmail,
        timestamp,
        use_chkfake: 'Y',
        signature: stdSignature(oid, price, timestamp),
        verification: stdVerification(oid, price, gw.signKey, timestamp),
        mKey: stdMKey(gw.signKey),
        returnUrl: `${base}${PAYMENT_PATH.stdReturn}`,
        closeUrl: `${base}${PAYMENT_PATH.stdClose}`,
        gopaymethod: payMethod,
        acceptmethod: 'centerCd(Y):below1000:va_receipt',
        charset: 'UTF-8',
        payViewType: 'overlay',
        merchantData: `ordSn=${ordSn}`,
        // spec §7 desktop fields
        solCd: SOLUTION_CODE,
        wmGbn,
        solOid: String(ordSn),
        remainPayAmount: String(price),
      };
  return {
    solCd: SOLUTION_CODE,
    wmGbn,
    solOid: String(ordSn),
    oid,
    currency: 'WON',
    gopaymethod: mobile ? null : payMethod,
    iniPayment: mobile ? payMethod : null,
    mid: gw.mid,
    price,
    goodName,
    buyerName: p.buyer.userNm,
    buyerTel,
    buyerEmail,
    remainPayAmount: price,
    nextUrl: mobile ? `${base}${PAYMENT_PATH.mobileNext}?oid=${oid}` : null,
    actionUrl: mobile ? PAYMENT_PATH.mobilePrepare : gw.stdActionUrl,
    providerOrigin: gw.providerOrigin,
    scriptUrl: mobile ? null : gw.stdScriptUrl,
    stdFields,
  };
}

/**
 * spec §7 Payment preparation (mobile): the hidden page POSTs its payload here with a bearer token; the reply's
 * resultData.oid (plus the signed P_* fields) lets it submit the EUC-KR form to the provider. The payload must match
 * the open payment of the caller's order (amount, merchant), or nothing is signed.
 */
export async function prepareMobilePayment(
  deps: Deps,
  gw: PaymentGateway,
  user: AuthUser,
  input: z.infer<typeof mobilePrepareRequestSchema>,
): Promise<MobilePrepareReply> {
  const pay = await repo.findPayment(deps.db, input.oid);
  const found = pay?.ordSn ? await repo.orderForPayment(deps.db, pay.ordSn) : null;
  if (!pay || !found || found.order.unqUserId !== user.unqUserId || String(pay.ordSn) !== input.solOid)
    throw notFound(PAYMENT_TEXTS.paymentNotFound);
  if (pay.status !== PAYMENT_STATUS.ready) throw conflict();
  if (pay.amount !== input.amt || input.mid !== gw.mid || pay.wmGbn !== WM_GBN.mobile)
    throw badRequest(PAYMENT_TEXTS.amountMismatch);
  const timestamp = String(deps.now().getTime());
  const nextUrl = `${gw.callbackBase}${PAYMENT_PATH.mobileNext}?oid=${pay.oid}`;
  const fields: Record<string, string> = {
    // spec §2 Hidden mobile payment page: solution code, mall type, solution order id, currency ...
    solCd: input.solCd,
    mallType: '01',
    solOid: input.solOid,
    currency: input.currency,
    P_INI_PAYMENT: input.iniPayment,
    P_MID: gw.mid,
    P_OID: pay.oid,
    P_AMT: String(pay.amount),
    P_GOODS: toEucKrSafe(input.goods, MOBILE_FORM_LIMITS.P_GOODS),
    P_UNAME: toEucKrSafe(input.uname, MOBILE_FORM_LIMITS.P_UNAME),
    P_MOBILE: digitsOnly(input.mobile),
    P_EMAIL: toEucKrSafe(input.email, MOBILE_FORM_LIMITS.P_EMAIL),
    // Carries our order id back: the provider may leave P_OID out of its callback.
    P_NOTI: pay.oid,
    P_NEXT_URL: nextUrl,
    P_CHARSET: 'utf8',
    P_TIMESTAMP: timestamp,
    P_CHKFAKE: mobileChkFake(pay.amount, pay.oid, timestamp, gw.mobileHashKey),
    P_RESERVED: MOBILE_PAYMENT_RESERVED,
  };
  return { oid: pay.oid, formAction: gw.mobileFormUrl, fields };
}
