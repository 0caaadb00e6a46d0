import {
  AUTH_CD,
  DELIVERY_FLOW_PATH as P,
  PAYMENT_PATH,
  type PaymentInfo,
  RETURN_FEE_TEXT,
  RETURN_RULE_DEFAULT,
} from '@pcs/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { PaymentGateway } from '../src/adapters/payment/payment-gateway';
import { issueTid } from '../src/adapters/payment/test-provider';
import {
  deliveryHistory,
  estimate,
  estimateItem,
  payment,
  paymentHistory,
  paymentRefund,
  refund,
} from '../src/db/schema/index';
import { applyGiftAs } from './helpers/apply-gift';
import {
  cardEvent,
  controllableGateway,
  paidOrder,
  paymentOf,
  postForm,
  stdReturnPost,
  TEST_PG_BASE,
} from './helpers/card-payment';
import { createUser } from './helpers/factories';
import { loginAs, post, setupTestApp } from './helpers/test-app';

let control: ReturnType<typeof controllableGateway>['control'];
let gateway: PaymentGateway;
const t = setupTestApp(undefined, {}, (config, db) => {
  const made = controllableGateway(config, db);
  control = made.control;
  gateway = made.gateway;
  return { paymentGateway: made.gateway };
});

const FEE = RETURN_RULE_DEFAULT.shipFee;

/**
 * A gift of two units (40,000) with 10,000 paid by card above the budget, delivered: its recipient may ask for a
 * change-of-mind return, for which the global rule makes them pay the return fee (3,000).
 */
async function deliveredPaidGift() {
  const db = t.database.db;
  const s = await cardEvent(t.app, db);
  const [token] = s.tokens as [string];
  const paid = await paidOrder(t.app, db, token, s.ev.eventSn, s.prod.prodSn, 2, 10_000);
  const [item] = await db.select().from(estimateItem).where(eq(estimateItem.estiSn, paid.estiSn));
  const line = { estiSn: paid.estiSn, estiItemSn: item!.estiItemSn };
  const admin = await loginAs(t.app, (await createUser(db, AUTH_CD.operatorAdmin)).userId);
  for (const [action, extra] of [
    ['placeOrder', {}],
    ['release', { carrierCd: '01', invoiceNo: '123456789012' }],
    ['confirmDelivery', {}],
  ] as const) {
    const r = await post(t.app, P.lineAction, { ...line, action, ...extra }, admin);
    expect(r.statusCode, `${action}: ${r.body.resultStatus.messageText}`).toBe(200);
  }
  const request = (body: Record<string, unknown>) =>
    post(t.app, P.myReturnRequest, { ...line, refundGbn: 'RETURN', reasonCd: '01', ...body }, token);
  const act = (refundSn: number, action: string, extra: Record<string, unknown> = {}) =>
    post(t.app, P.returnAction, { ...line, refundSn, action, ...extra }, admin);
  return { s, token, admin, paid, line, request, act };
}

const returnRow = async (refundSn: number) =>
  (await t.database.db.select().from(refund).where(eq(refund.refundSn, refundSn)))[0]!;

async function payFee(token: string, refundSn: number, wmGbn: '01' | '02' = '01') {
  const r = await post(
    t.app,
    PAYMENT_PATH.returnFeeReady,
    { refundSn, wmGbn, payMethod: wmGbn === '01' ? 'Card' : 'CARD' },
    token,
  );
  expect(r.statusCode, r.body.resultStatus.messageText).toBe(200);
  return r.body.resultData as PaymentInfo;
}

/** What the operators' return lists hold for the line. */
async function operatorSees(admin: string, refundSn: number) {
  const lists = await Promise.all(
    [P.returnList, P.returnManagedList].map((path) => post(t.app, path, { page: 1, pageSize: 100 }, admin)),
  );
  return lists.map((l) =>
    (l.body.resultData as { list: { refundSn: number }[] }).list.some((r) => r.refundSn === refundSn),
  );
}

describe('a change-of-mind return fee paid by card', () => {
  it('waits unseen by operators until paid on the test provider; a repeated callback changes nothing', async () => {
    const g = await deliveredPaidGift();
    const noMethod = await g.request({});
    expect(noMethod.statusCode).toBe(400);
    expect(noMethod.body.resultStatus.messageText).toBe(RETURN_FEE_TEXT.methodRequired);

    const asked = await g.request({ feeMethod: 'CARD', reason: '마음이 바뀌었습니다' });
    expect(asked.statusCode, asked.body.resultStatus.messageText).toBe(200);
    const { refundSn, refundStatCd, feeDue } = asked.body.resultData as {
      refundSn: number;
      refundStatCd: string;
      feeDue: number;
    };
    expect({ refundStatCd, feeDue }).toEqual({ refundStatCd: '00', feeDue: FEE });
    expect(await operatorSees(g.admin, refundSn)).toEqual([false, false]);
    expect((await post(t.app, P.returnDetail, { ...g.line, refundSn }, g.admin)).statusCode).toBe(404);
    expect((await g.act(refundSn, 'approve')).statusCode).toBe(409);

    // A first start replaced by a second: only the second is open.
    const first = await payFee(g.token, refundSn);
    const info = await payFee(g.token, refundSn);
    expect(info.price).toBe(FEE);
    expect((await paymentOf(t.database.db, first.oid)).status).toBe('CANCELED');
    const callback = await stdReturnPost(t.app, info.oid, FEE);
    // The buyer is sent back to the return (desktop: the order detail that lists it).
    expect(callback.body).toContain(`/delivery/order/${g.line.estiSn}/${g.line.estiItemSn}`);
    expect(await paymentOf(t.database.db, info.oid)).toMatchObject({ status: 'PAID', refundSn, amount: FEE });
    expect((await returnRow(refundSn)).refundStatCd).toBe('01');
    expect(await operatorSees(g.admin, refundSn)).toEqual([true, true]);

    const historyRows = () =>
      t.database.db.select().from(deliveryHistory).where(eq(deliveryHistory.refundSn, refundSn));
    const approvals = () =>
      t.database.db
        .select()
        .from(paymentHistory)
        .where(and(eq(paymentHistory.oid, info.oid), eq(paymentHistory.kind, 'APPROVED')));
    expect((await historyRows()).map((h) => h.memo)).toEqual([
      `반품 신청: 단순 변심 (반품 배송비 ${FEE.toLocaleString('ko-KR')}원 카드 결제)`,
    ]);
    await stdReturnPost(t.app, info.oid, FEE);
    expect(await historyRows()).toHaveLength(1);
    expect(await approvals()).toHaveLength(1);
    expect((await returnRow(refundSn)).refundStatCd).toBe('01');

    // The operator's return detail and the payment list show the fee payment.
    const detail = await post(t.app, P.returnDetail, { ...g.line, refundSn }, g.admin);
    expect(detail.body.resultData).toMatchObject({
      shipFee: FEE,
      feeMethodCd: 'CARD',
      feeMethodNm: '카드 결제',
      feePayment: { oid: info.oid, amount: FEE, status: 'PAID', statusNm: '결제완료' },
    });
    const list = await post(t.app, PAYMENT_PATH.list, { page: 1, pageSize: 100 }, g.admin);
    expect((list.body.resultData as { list: unknown[] }).list).toContainEqual(
      expect.objectContaining({ oid: info.oid, refundSn, purposeNm: '반품 배송비', amount: FEE }),
    );
    // The gift's own refund is untouched by the fee: approve, collect, refund gives back the 10,000 paid for it.
    for (const action of ['approve', 'collect', 'refund'])
      expect((await g.act(refundSn, action, { resellableYn: 'N' })).statusCode).toBe(200);
    expect(await returnRow(refundSn)).toMatchObject({ refundStatCd: '06', refundAmount: 10_000 });
    expect(await paymentOf(t.database.db, g.paid.oid)).toMatchObject({ refundedAmount: 10_000 });
    expect(await paymentOf(t.database.db, info.oid)).toMatchObject({ status: 'PAID', refundedAmount: 0 });
  });

  it('on mobile the approval submits the request and sends the buyer to the mobile return screen', async () => {
    const g = await deliveredPaidGift();
    const asked = await g.request({ feeMethod: 'CARD' });
    const { refundSn } = asked.body.resultData as { refundSn: number };
    const info = await payFee(g.token, refundSn, '02');
    const prepared = await post(
      t.app,
      PAYMENT_PATH.mobilePrepare,
      {
        solCd: info.solCd,
        wmGbn: info.wmGbn,
        solOid: info.solOid,
        currency: 'WON',
        iniPayment: 'CARD',
        mid: info.mid,
        oid: info.oid,
        amt: FEE,
        goods: info.goodName,
        uname: info.buyerName,
        mobile: info.buyerTel,
        email: info.buyerEmail,
      },
      g.token,
    );
    expect(prepared.statusCode, prepared.body.resultStatus.messageText).toBe(200);
    const next = await postForm(t.app, `/v1/ebmp/pcs/payment/mobile/next?oid=${info.oid}`, {
      P_STATUS: '00',
      P_RMESG1: '',
      P_TID: issueTid('mobile', info.oid, FEE),
      P_REQ_URL: `${TEST_PG_BASE}/test-pg/smart/payReq.ini`,
      P_NOTI: info.oid,
      idc_name: 'stg',
    });
    expect(next.headers.location).toBe(`/m/return/${g.line.estiSn}/${g.line.estiItemSn}/${refundSn}`);
    expect((await returnRow(refundSn)).refundStatCd).toBe('01');
  });

  it('an approval arriving after the request was withdrawn is cancelled at the provider', async () => {
    const g = await deliveredPaidGift();
    const { refundSn } = (await g.request({ feeMethod: 'CARD' })).body.resultData as { refundSn: number };
    const info = await payFee(g.token, refundSn);
    const withdrawn = await post(t.app, P.myReturnWithdraw, { refundSn }, g.token);
    expect(withdrawn.body.resultData).toMatchObject({ refundStatCd: '08' });
    await stdReturnPost(t.app, info.oid, FEE);
    expect((await paymentOf(t.database.db, info.oid)).status).toBe('NETCANCEL');
    expect((await returnRow(refundSn)).refundStatCd).toBe('08');
    // Nothing of it reached the line's history.
    expect(
      await t.database.db.select().from(deliveryHistory).where(eq(deliveryHistory.refundSn, refundSn)),
    ).toHaveLength(0);
  });
});

describe('a paid return fee comes back when the request ends without a return', () => {
  const feeRefunds = (oid: string) =>
    t.database.db.select().from(paymentRefund).where(eq(paymentRefund.oid, oid));

  it('withdrawn by the recipient: the fee is refunded once, through the pending refund', async () => {
    const g = await deliveredPaidGift();
    const { refundSn } = (await g.request({ feeMethod: 'CARD' })).body.resultData as { refundSn: number };
    const info = await payFee(g.token, refundSn);
    await stdReturnPost(t.app, info.oid, FEE);
    const before = control.refundsAccepted;
    const withdrawn = await post(t.app, P.myReturnWithdraw, { refundSn }, g.token);
    expect(withdrawn.statusCode, withdrawn.body.resultStatus.messageText).toBe(200);
    expect(await paymentOf(t.database.db, info.oid)).toMatchObject({
      status: 'REFUNDED',
      refundedAmount: FEE,
    });
    expect(await feeRefunds(info.oid)).toEqual([
      expect.objectContaining({ refundKey: `returnFee:${refundSn}`, amount: FEE, status: 'OK' }),
    ]);
    expect(control.refundsAccepted - before).toBe(1);
    // The gift's own payment is not touched.
    expect(await paymentOf(t.database.db, g.paid.oid)).toMatchObject({ status: 'PAID', refundedAmount: 0 });
    expect((await post(t.app, P.myReturnWithdraw, { refundSn }, g.token)).statusCode).toBe(409);
    expect(control.refundsAccepted - before).toBe(1);
  });

  it('rejected by an operator: the fee is refunded', async () => {
    const g = await deliveredPaidGift();
    const { refundSn } = (await g.request({ feeMethod: 'CARD' })).body.resultData as { refundSn: number };
    const info = await payFee(g.token, refundSn);
    await stdReturnPost(t.app, info.oid, FEE);
    const rejected = await g.act(refundSn, 'reject', { rejectReason: '사용 흔적이 있습니다' });
    expect(rejected.statusCode, rejected.body.resultStatus.messageText).toBe(200);
    expect(await paymentOf(t.database.db, info.oid)).toMatchObject({
      status: 'REFUNDED',
      refundedAmount: FEE,
    });
    expect(await feeRefunds(info.oid)).toHaveLength(1);
  });
});

describe('a return fee deducted from the card refund', () => {
  it('submits the request at once and refunds the card part less the fee', async () => {
    const g = await deliveredPaidGift();
    const asked = await g.request({ feeMethod: 'DEDUCT' });
    expect(asked.body.resultData).toMatchObject({ refundStatCd: '01', feeDue: 0 });
    const { refundSn } = asked.body.resultData as { refundSn: number };
    expect(await returnRow(refundSn)).toMatchObject({ feeMethodCd: 'DEDUCT', shipFee: FEE });
    // A submitted request keeps its fee: a change that would alter it is refused.
    const edit = await g.request({ refundSn, reasonCd: '02' });
    expect(edit.statusCode).toBe(409);
    expect(edit.body.resultStatus.messageText).toBe(RETURN_FEE_TEXT.feeChangedOnEdit);
    for (const action of ['approve', 'collect', 'refund'])
      expect((await g.act(refundSn, action, { resellableYn: 'N' })).statusCode).toBe(200);
    expect(await returnRow(refundSn)).toMatchObject({ refundStatCd: '06', refundAmount: 10_000 - FEE });
    expect(await paymentOf(t.database.db, g.paid.oid)).toMatchObject({
      status: 'PARTREFUND',
      refundedAmount: 10_000 - FEE,
    });
    expect(await t.database.db.select().from(payment).where(eq(payment.refundSn, refundSn))).toHaveLength(0);
  });

  it('is refused when the order paid nothing by card, or for an exchange', async () => {
    const db = t.database.db;
    const s = await cardEvent(t.app, db, { budget: null });
    const user = s.users[0]!;
    const { ordSn } = await applyGiftAs(t.app, user.userId, {
      eventSn: s.ev.eventSn,
      prodSn: s.prod.prodSn,
      receiverNm: '김하나',
    });
    const [item] = await db
      .select({ estiSn: estimateItem.estiSn, estiItemSn: estimateItem.estiItemSn })
      .from(estimateItem)
      .innerJoin(estimate, eq(estimate.estiSn, estimateItem.estiSn))
      .where(eq(estimate.ordSn, ordSn));
    await db
      .update(estimateItem)
      .set({ deliStatCd: '04', deliveredAt: new Date() })
      .where(eq(estimateItem.estiItemSn, item!.estiItemSn));
    const token = s.tokens[0]!;
    const ask = (refundGbn: string) =>
      post(t.app, P.myReturnRequest, { ...item, refundGbn, reasonCd: '01', feeMethod: 'DEDUCT' }, token);
    const noCard = await ask('RETURN');
    expect(noCard.statusCode).toBe(409);
    expect(noCard.body.resultStatus.messageText).toBe(RETURN_FEE_TEXT.deductNotPossible);
    const g = await deliveredPaidGift();
    const exchange = await g.request({ refundGbn: 'EXCHANGE', feeMethod: 'DEDUCT' });
    expect(exchange.statusCode).toBe(409);
    expect(exchange.body.resultStatus.messageText).toBe(RETURN_FEE_TEXT.deductNotPossible);
    // A seller-fault reason owes nothing: no method needed.
    const damaged = await g.request({ reasonCd: '02' });
    expect(damaged.body.resultData).toMatchObject({ refundStatCd: '01', feeDue: 0 });
    void gateway;
  });
});
