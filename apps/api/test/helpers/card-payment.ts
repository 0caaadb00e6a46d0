import { AUTH_CD, type PaymentInfo } from '@pcs/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { createPaymentGateway, type PaymentGateway } from '../../src/adapters/payment/payment-gateway';
import { issueAuthToken } from '../../src/adapters/payment/test-provider';
import type { Config } from '../../src/config';
import type { Db } from '../../src/db/client';
import { estimate, eventProduct, payment } from '../../src/db/schema/index';
import { formEncode } from '../../src/lib/euc-kr';
import { createCompany, createEvent, createProduct, createUser } from './factories';
import { loginAs, post } from './test-app';

export const ADDRESS = {
  receiverNm: '박지훈',
  receiverTelNo: '01098765432',
  zipCd: '04524',
  addr: '서울특별시 중구 세종대로 110',
  addrDtl: '1층',
};
/** The test provider's address as the test app's PUBLIC_URL gives it. */
export const TEST_PG_BASE = 'http://localhost:3000';

/**
 * The test provider behind a handle a test steers: refund calls counted (all, and those the provider accepted), an
 * optional delay before each refund answer, and a signal when a refund call starts.
 */
export function controllableGateway(config: Config, db: Db) {
  const inner = createPaymentGateway(config, db);
  const control = {
    refundDelayMs: 0,
    refundCalls: 0,
    refundsAccepted: 0,
    onRefundStart: null as null | (() => void),
    /** A lost answer: 'before' the provider saw the call, or 'after' it refunded (as a crash or timeout would). */
    failRefund: null as null | 'before' | 'after',
    /** Every approval call (desktop payAuth, mobile payReq) fails as an unreachable host would. */
    failApproval: false,
  };
  const gateway: PaymentGateway = {
    ...inner,
    post: async (url, form) => {
      if (control.failApproval && /payAuth|payReq/.test(url)) throw new Error('connect ETIMEDOUT');
      if (url !== inner.refundUrl) return inner.post(url, form);
      control.refundCalls += 1;
      control.onRefundStart?.();
      if (control.refundDelayMs > 0) await new Promise((r) => setTimeout(r, control.refundDelayMs));
      if (control.failRefund === 'before') throw new Error('connection reset');
      const reply = await inner.post(url, form);
      if ((JSON.parse(reply.body.toString('utf8')) as { resultCode?: string }).resultCode === '00')
        control.refundsAccepted += 1;
      if (control.failRefund === 'after') throw new Error('timeout');
      return reply;
    },
  };
  return { gateway, control };
}

/**
 * A new company's running event with one product and `recipients` signed-in recipients. Defaults: price 20,000,
 * budget 30,000, two choices: one unit is within budget (a plain apply), two units pay 10,000 by card.
 */
export async function cardEvent(
  app: FastifyInstance,
  db: Db,
  opts: {
    price?: number;
    stock?: number;
    budget?: number | null;
    selectCnt?: number;
    recipients?: number;
  } = {},
) {
  const cmpy = await createCompany(db);
  const users = await Promise.all(
    Array.from({ length: opts.recipients ?? 1 }, () =>
      createUser(db, AUTH_CD.clientEmployee, { cmpyCd: cmpy.cmpyCd }),
    ),
  );
  const prod = await createProduct(db, { price: opts.price ?? 20_000 });
  const selectCnt = opts.selectCnt ?? 2;
  const ev = await createEvent(db, {
    cmpyCd: cmpy.cmpyCd,
    products: [{ prodSn: prod.prodSn, stockQty: opts.stock ?? 10 }],
    recipients: users.map((u) => u.unqUserId),
    selectCnt,
    selectType: selectCnt > 1 ? '02' : '01',
    overrides: { budgetAmt: opts.budget === undefined ? 30_000 : opts.budget, overPayYn: 'Y' },
  });
  const tokens = await Promise.all(users.map((u) => loginAs(app, u.userId)));
  return { cmpy, users, prod, ev, tokens };
}

export async function draftOrder(
  app: FastifyInstance,
  token: string,
  eventSn: number,
  prodSn: number,
  quantity = 1,
) {
  const r = await post(app, '/v1/ebmp/pcs/gift/select.json', { eventSn, prodSn, quantity }, token);
  expect(r.statusCode, r.body.resultStatus.messageText).toBe(200);
  return (r.body.resultData as { ordSn: number }).ordSn;
}

/** Starts the card payment of a draft: desktop ('01') or mobile ('02'). */
export async function readyPayment(
  app: FastifyInstance,
  token: string,
  ordSn: number,
  wmGbn: '01' | '02' = '01',
) {
  const r = await post(
    app,
    '/v1/ebmp/pcs/payment/ready.json',
    { ordSn, ...ADDRESS, wmGbn, payMethod: wmGbn === '01' ? 'Card' : 'CARD' },
    token,
  );
  expect(r.statusCode, r.body.resultStatus.messageText).toBe(200);
  return r.body.resultData as PaymentInfo;
}

export const postForm = (
  app: FastifyInstance,
  url: string,
  fields: Record<string, string>,
  charset: 'utf-8' | 'euc-kr' = 'utf-8',
) =>
  app.inject({
    method: 'POST',
    url,
    payload: formEncode(fields, charset),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

/** The desktop returnUrl post the test provider makes after the card holder's choice. */
export const stdReturnPost = (
  app: FastifyInstance,
  oid: string,
  price: number,
  decision: 'approve' | 'decline' = 'approve',
  extra: Record<string, string> = {},
) =>
  postForm(app, '/v1/ebmp/pcs/payment/std/return', {
    resultCode: '0000',
    resultMsg: '성공',
    mid: 'INIpayTest',
    orderNumber: oid,
    authToken: issueAuthToken({ oid, price, decision }),
    authUrl: `${TEST_PG_BASE}/test-pg/api/payAuth`,
    netCancelUrl: `${TEST_PG_BASE}/test-pg/api/netCancel`,
    idc_name: 'stg',
    charset: 'UTF-8',
    ...extra,
  });

/** A recipient's order of `quantity` units paid by card (approved on the test provider); its estimate and payment. */
export async function paidOrder(
  app: FastifyInstance,
  db: Db,
  token: string,
  eventSn: number,
  prodSn: number,
  quantity: number,
  cardAmount: number,
) {
  const ordSn = await draftOrder(app, token, eventSn, prodSn, quantity);
  const info = await readyPayment(app, token, ordSn);
  expect(info.price).toBe(cardAmount);
  await stdReturnPost(app, info.oid, cardAmount);
  const [pay] = await db.select().from(payment).where(eq(payment.oid, info.oid));
  expect(pay!.status).toBe('PAID');
  const [esti] = await db.select().from(estimate).where(eq(estimate.ordSn, ordSn));
  return { ordSn, oid: info.oid, estiSn: esti!.estiSn };
}

export const stockOf = async (db: Db, eventSn: number) =>
  (await db.select().from(eventProduct).where(eq(eventProduct.eventSn, eventSn)))[0]!.stockQty;

export const paymentOf = async (db: Db, oid: string) =>
  (await db.select().from(payment).where(eq(payment.oid, oid)))[0]!;
