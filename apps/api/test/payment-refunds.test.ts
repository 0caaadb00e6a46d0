import { AUTH_CD, DELIVERY_FLOW_PATH, PAYMENT_PATH, PAYMENT_TEXTS } from '@pcs/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { PaymentGateway } from '../src/adapters/payment/payment-gateway';
import { type Database, openDatabase } from '../src/db/client';
import { estimateItem, paymentHistory, paymentRefund, refund as refund_ } from '../src/db/schema/index';
import { settleReturnsOfRefunds } from '../src/modules/delivery/settle-returns-of-refunds';
import { finishPendingRefunds } from '../src/modules/payment/refund-payment';
import {
  ADDRESS,
  cardEvent,
  controllableGateway,
  draftOrder,
  paidOrder,
  paymentOf,
  postForm,
  readyPayment,
  stdReturnPost,
  stockOf,
  TEST_PG_BASE,
} from './helpers/card-payment';
import { createUser } from './helpers/factories';
import { testDatabaseUrl } from './helpers/other-process';
import { buildTestApp, loginAs, post, setupTestApp, testClock } from './helpers/test-app';

let control: ReturnType<typeof controllableGateway>['control'];
let gateway: PaymentGateway;
const t = setupTestApp(testClock(), {}, (config, db) => {
  const made = controllableGateway(config, db);
  control = made.control;
  gateway = made.gateway;
  return { paymentGateway: made.gateway };
});

/** A job's per-row failure log: a test fails on it. */
const failOnError = {
  error: (obj: object, msg: string) => {
    throw new Error(`${msg}: ${JSON.stringify(obj)}`);
  },
};

/** Real parallel requests need a server with several connections: PGlite runs one statement at a time. */
const onPostgres = process.env.PCS_TEST_BACKEND === 'postgres';

function resetGateway() {
  control.failApproval = false;
  control.refundDelayMs = 0;
  control.refundCalls = 0;
  control.refundsAccepted = 0;
  control.onRefundStart = null;
  control.failRefund = null;
}

const refundHistory = (oid: string) =>
  t.database.db
    .select()
    .from(paymentHistory)
    .where(and(eq(paymentHistory.oid, oid), eq(paymentHistory.kind, 'REFUND')));

describe('callbacks whose approval call gets no answer', () => {
  it('never refund a transaction a paid order of ours holds, and leave the posted payment READY', async () => {
    resetGateway();
    const db = t.database.db;
    const s = await cardEvent(t.app, db, { recipients: 1, selectCnt: 4 });
    const token = s.tokens[0]!;
    const paid = await paidOrder(t.app, db, token, s.ev.eventSn, s.prod.prodSn, 2, 10_000);
    const paidTid = (await paymentOf(db, paid.oid)).tid!;
    const draft = await draftOrder(t.app, token, s.ev.eventSn, s.prod.prodSn, 2);
    const mobile = await readyPayment(t.app, token, draft, '02');
    control.failApproval = true;
    await postForm(t.app, `/v1/ebmp/pcs/payment/mobile/next?oid=${mobile.oid}`, {
      P_STATUS: '00',
      P_RMESG1: '',
      P_TID: paidTid,
      P_REQ_URL: `${TEST_PG_BASE}/test-pg/smart/payReq.ini`,
      P_NOTI: mobile.oid,
      idc_name: 'stg',
    });
    expect(control.refundCalls).toBe(0);
    expect((await paymentOf(db, paid.oid)).status).toBe('PAID');
    expect((await paymentOf(db, mobile.oid)).status).toBe('READY');

    const desktop = await readyPayment(t.app, token, draft, '01');
    await stdReturnPost(t.app, desktop.oid, desktop.price, 'approve', { authToken: 'garbage' });
    expect((await paymentOf(db, desktop.oid)).status).toBe('READY');
    control.failApproval = false;
    // The buyer's genuine approval still goes through.
    await stdReturnPost(t.app, desktop.oid, desktop.price);
    expect((await paymentOf(db, desktop.oid)).status).toBe('PAID');
  });
});

describe('card refunds outside the stock transaction', () => {
  it.runIf(onPostgres)(
    "an apply of the same product completes while a cancel's refund waits at a slow gateway",
    async () => {
      const db = t.database.db;
      for (let round = 0; round < 3; round += 1) {
        resetGateway();
        const s = await cardEvent(t.app, db, { recipients: 2 });
        const [payer, applier] = s.tokens as [string, string];
        // Two units (40,000) pay 10,000 above the 30,000 budget; one unit is a plain apply.
        const paid = await paidOrder(t.app, db, payer, s.ev.eventSn, s.prod.prodSn, 2, 10_000);
        const applierDraft = await draftOrder(t.app, applier, s.ev.eventSn, s.prod.prodSn, 1);

        control.refundDelayMs = 1_500;
        const refundStarted = new Promise<void>((resolve) => {
          control.onRefundStart = resolve;
        });
        const cancelStart = Date.now();
        const cancel = post(
          t.app,
          DELIVERY_FLOW_PATH.myCancel,
          { estiSn: paid.estiSn, reason: '변심' },
          payer,
        );
        await refundStarted;
        const applyStart = Date.now();
        const apply = await post(
          t.app,
          '/v1/ebmp/pcs/gift/apply.json',
          { ordSn: applierDraft, ...ADDRESS },
          applier,
        );
        const applyMs = Date.now() - applyStart;
        const cancelled = await cancel;
        const cancelMs = Date.now() - cancelStart;

        expect(apply.statusCode, apply.body.resultStatus.messageText).toBe(200);
        expect(cancelled.statusCode, cancelled.body.resultStatus.messageText).toBe(200);
        expect(cancelMs).toBeGreaterThanOrEqual(1_500);
        // The apply never waited for the gateway: it answered well inside the refund's delay.
        expect(applyMs, `round ${round}: apply took ${applyMs} ms`).toBeLessThan(750);
        expect(cancelled.body.resultData).toEqual({ refundedAmount: 10_000, paymentPending: false });
        const pay = await paymentOf(db, paid.oid);
        expect(pay).toMatchObject({ status: 'REFUNDED', refundedAmount: 10_000 });
        expect(await stockOf(db, s.ev.eventSn)).toBe(9);
        expect(control.refundsAccepted).toBe(1);
      }
    },
  );

  for (const crash of ['before', 'after'] as const) {
    it(`a refund left pending by a crash ${crash} the provider call is finished once by the job, run twice and in parallel`, async () => {
      resetGateway();
      const db = t.database.db;
      const s = await cardEvent(t.app, db);
      const [payer] = s.tokens as [string];
      const paid = await paidOrder(t.app, db, payer, s.ev.eventSn, s.prod.prodSn, 2, 10_000);

      // The process dies around the provider call: 'before' it reached the provider, 'after' the provider refunded.
      control.failRefund = crash;
      const cancelled = await post(
        t.app,
        DELIVERY_FLOW_PATH.myCancel,
        { estiSn: paid.estiSn, reason: '변심' },
        payer,
      );
      expect(cancelled.statusCode, cancelled.body.resultStatus.messageText).toBe(200);
      expect(cancelled.body.resultData).toEqual({ refundedAmount: 0, paymentPending: true });
      expect(await stockOf(db, s.ev.eventSn)).toBe(10);
      const [pending] = await db.select().from(paymentRefund).where(eq(paymentRefund.oid, paid.oid));
      expect(pending).toMatchObject({ status: 'PENDING', amount: 10_000 });
      control.failRefund = null;
      expect(control.refundsAccepted).toBe(crash === 'after' ? 1 : 0);

      const soon = { db, gateway, now: t.clock.now, log: failOnError };
      // Still within the request's own claim: the job leaves it alone.
      expect(await finishPendingRefunds(soon)).toEqual([]);
      const later = { ...soon, now: () => new Date(t.clock.now().getTime() + 5 * 60_000) };
      const rounds = await Promise.all([finishPendingRefunds(later), finishPendingRefunds(later)]);
      expect(rounds.flat()).toEqual([{ refundKey: `cancel:${paid.ordSn}`, status: 'OK', amount: 10_000 }]);
      expect(await finishPendingRefunds(later)).toEqual([]);

      expect(control.refundsAccepted).toBe(1);
      // The request's own call and exactly one call by the jobs.
      expect(control.refundCalls).toBe(2);
      const pay = await paymentOf(db, paid.oid);
      expect(pay).toMatchObject({ status: 'REFUNDED', refundedAmount: 10_000 });
      expect(await refundHistory(paid.oid)).toHaveLength(1);
      const rows = await db.select().from(paymentRefund).where(eq(paymentRefund.oid, paid.oid));
      expect(rows.map((r) => r.status)).toEqual(['OK']);
    });
  }
});

describe("an operator's cancel of a paid line", () => {
  it('gives the stock back and refunds the card part after its transaction, once', async () => {
    resetGateway();
    const db = t.database.db;
    const s = await cardEvent(t.app, db);
    const paid = await paidOrder(t.app, db, s.tokens[0]!, s.ev.eventSn, s.prod.prodSn, 2, 10_000);
    const [item] = await db.select().from(estimateItem).where(eq(estimateItem.estiSn, paid.estiSn));
    const admin = await loginAs(t.app, (await createUser(db, AUTH_CD.operatorAdmin)).userId);
    const cancel = () =>
      post(
        t.app,
        DELIVERY_FLOW_PATH.lineAction,
        { estiSn: paid.estiSn, estiItemSn: item!.estiItemSn, action: 'cancel' },
        admin,
      );
    expect((await cancel()).statusCode).toBe(200);
    expect(await stockOf(db, s.ev.eventSn)).toBe(10);
    expect(await paymentOf(db, paid.oid)).toMatchObject({ status: 'REFUNDED', refundedAmount: 10_000 });
    expect((await cancel()).statusCode).toBe(409);
    expect(control.refundCalls).toBe(1);
  });
});

/** A paid order delivered and its return approved and collected, ready for the operator's refund. */
async function collectedReturn() {
  const db = t.database.db;
  const s = await cardEvent(t.app, db);
  const [payer] = s.tokens as [string];
  const paid = await paidOrder(t.app, db, payer, s.ev.eventSn, s.prod.prodSn, 2, 10_000);
  const [item] = await db.select().from(estimateItem).where(eq(estimateItem.estiSn, paid.estiSn));
  const line = { estiSn: paid.estiSn, estiItemSn: item!.estiItemSn };
  const admin = await loginAs(t.app, (await createUser(db, AUTH_CD.operatorAdmin)).userId);
  for (const [action, extra] of [
    ['placeOrder', {}],
    ['release', { carrierCd: '01', invoiceNo: '123456789012' }],
    ['ship', {}],
    ['confirmDelivery', {}],
  ] as const) {
    const r = await post(t.app, DELIVERY_FLOW_PATH.lineAction, { ...line, action, ...extra }, admin);
    expect(r.statusCode, `${action}: ${r.body.resultStatus.messageText}`).toBe(200);
  }
  const requested = await post(
    t.app,
    DELIVERY_FLOW_PATH.myReturnRequest,
    { ...line, refundGbn: 'RETURN', reasonCd: '02', reason: '상자가 찌그러졌습니다' },
    payer,
  );
  expect(requested.statusCode, requested.body.resultStatus.messageText).toBe(200);
  const key = { ...line, refundSn: (requested.body.resultData as { refundSn: number }).refundSn };
  for (const action of ['approve', 'collect'] as const)
    expect((await post(t.app, DELIVERY_FLOW_PATH.returnAction, { ...key, action }, admin)).statusCode).toBe(
      200,
    );
  const refund = () =>
    post(t.app, DELIVERY_FLOW_PATH.returnAction, { ...key, action: 'refund', resellableYn: 'N' }, admin);
  const returnRow = async () =>
    (await db.select().from(refund_).where(eq(refund_.refundSn, key.refundSn)))[0]!;
  return { paid, refund, returnRow };
}

describe('refunded returns', () => {
  it('the card part is refunded after the return moved, and the return completes', async () => {
    resetGateway();
    const r = await collectedReturn();
    const reply = await r.refund();
    expect(reply.body.resultData).toEqual({ refundStatCd: '06', refundStatNm: '반품완료' });
    expect(await r.returnRow()).toMatchObject({ refundStatCd: '06', refundAmount: 10_000 });
    expect(await paymentOf(t.database.db, r.paid.oid)).toMatchObject({
      status: 'REFUNDED',
      refundedAmount: 10_000,
    });
    expect(control.refundsAccepted).toBe(1);
  });

  it('a lost provider answer leaves the return waiting; the job refunds once and completes it', async () => {
    resetGateway();
    const r = await collectedReturn();
    control.failRefund = 'after';
    const reply = await r.refund();
    expect(reply.body.resultData).toEqual({ refundStatCd: '05', refundStatNm: '환불대기(결제 취소 처리중)' });
    control.failRefund = null;
    const later = {
      db: t.database.db,
      gateway,
      log: failOnError,
      now: () => new Date(t.clock.now().getTime() + 5 * 60_000),
    };
    await settleReturnsOfRefunds(later, await finishPendingRefunds(later));
    await settleReturnsOfRefunds(later, await finishPendingRefunds(later));
    expect(await r.returnRow()).toMatchObject({ refundStatCd: '06', refundAmount: 10_000 });
    expect(await paymentOf(t.database.db, r.paid.oid)).toMatchObject({
      status: 'REFUNDED',
      refundedAmount: 10_000,
    });
    expect(control.refundsAccepted).toBe(1);
  });
});

describe('refund replies', () => {
  it.runIf(onPostgres)(
    'three parallel full refunds: one 2000, the others refused; a later 1-won refund refused; one provider call',
    async () => {
      resetGateway();
      const db = t.database.db;
      const s = await cardEvent(t.app, db);
      const paid = await paidOrder(t.app, db, s.tokens[0]!, s.ev.eventSn, s.prod.prodSn, 2, 10_000);
      const admin = await createUser(db, AUTH_CD.operatorAdmin);
      const token = await loginAs(t.app, admin.userId);
      control.refundDelayMs = 200;
      const refund = (amount: number) =>
        post(t.app, PAYMENT_PATH.refund, { estiSn: paid.estiSn, amount, reason: '운영자 환불' }, token);

      const replies = await Promise.all([refund(10_000), refund(10_000), refund(10_000)]);
      const done = replies.filter((r) => r.body.resultStatus.messageCode === '2000');
      expect(done).toHaveLength(1);
      expect(done[0]!.body.resultData).toMatchObject({ refundedAmount: 10_000 });
      const refusals = [
        PAYMENT_TEXTS.alreadyRefunded,
        PAYMENT_TEXTS.nothingToRefund,
        PAYMENT_TEXTS.refundInProgress,
      ];
      for (const r of replies.filter((x) => x !== done[0])) {
        expect(r.statusCode).toBe(409);
        expect(refusals).toContain(r.body.resultStatus.messageText);
      }
      const late = await refund(1);
      expect(late.statusCode).toBe(409);
      expect(late.body.resultStatus.messageText).toBe(PAYMENT_TEXTS.alreadyRefunded);
      expect(control.refundCalls).toBe(1);
      expect(await paymentOf(db, paid.oid)).toMatchObject({ status: 'REFUNDED', refundedAmount: 10_000 });
    },
  );
});

describe('parallel partial refunds of one payment', () => {
  /** A paid order whose card part is 10,000, and an operator's refund call for it. */
  async function paidByCard() {
    const db = t.database.db;
    const s = await cardEvent(t.app, db);
    const paid = await paidOrder(t.app, db, s.tokens[0]!, s.ev.eventSn, s.prod.prodSn, 2, 10_000);
    const admin = await createUser(db, AUTH_CD.operatorAdmin);
    const token = await loginAs(t.app, admin.userId);
    // Each request its own reason: the same amount and reason again is the same request (refundRepeated).
    const refund = (amount: number, i: number) =>
      post(t.app, PAYMENT_PATH.refund, { estiSn: paid.estiSn, amount, reason: `부분 환불 ${i}` }, token);
    return { paid, refund };
  }

  it('8 at once that fit are queued, not refused: 8 successes, one provider call each, the exact sum', async () => {
    resetGateway();
    control.refundDelayMs = 30;
    const { paid, refund } = await paidByCard();
    const amounts = [500, 700, 900, 1_100, 1_300, 1_500, 1_700, 1_900];
    const replies = await Promise.all(amounts.map((amount, i) => refund(amount, i)));
    for (const [i, r] of replies.entries()) {
      expect(r.statusCode, r.body.resultStatus.messageText).toBe(200);
      expect(r.body.resultData).toEqual({ refundedAmount: amounts[i], paymentPending: false });
    }
    expect(control.refundCalls).toBe(8);
    expect(control.refundsAccepted).toBe(8);
    expect(await paymentOf(t.database.db, paid.oid)).toMatchObject({
      status: 'PARTREFUND',
      refundedAmount: 9_600,
    });
    const rows = await t.database.db.select().from(paymentRefund).where(eq(paymentRefund.oid, paid.oid));
    expect(rows.map((r) => r.status)).toEqual(Array(8).fill('OK'));
  });

  it('8 at once that overflow: exactly those that fit are made, the others refused with refundOver', async () => {
    resetGateway();
    control.refundDelayMs = 30;
    const { paid, refund } = await paidByCard();
    const replies = await Promise.all(Array.from({ length: 8 }, (_, i) => refund(3_000, i)));
    const done = replies.filter((r) => r.statusCode === 200);
    expect(done).toHaveLength(3);
    for (const r of done) expect(r.body.resultData).toEqual({ refundedAmount: 3_000, paymentPending: false });
    for (const r of replies.filter((x) => x.statusCode !== 200)) {
      expect(r.statusCode).toBe(409);
      expect(r.body.resultStatus.messageText).toBe(PAYMENT_TEXTS.refundOver);
    }
    expect(control.refundCalls).toBe(3);
    expect(await paymentOf(t.database.db, paid.oid)).toMatchObject({
      status: 'PARTREFUND',
      refundedAmount: 9_000,
    });
    // The 1,000 left is still refundable.
    const rest = await refund(1_000, 99);
    expect(rest.body.resultData).toEqual({ refundedAmount: 1_000, paymentPending: false });
    expect(await paymentOf(t.database.db, paid.oid)).toMatchObject({
      status: 'REFUNDED',
      refundedAmount: 10_000,
    });
  });
});

describe('the test provider on two app instances', () => {
  /** Another server process on the same database: on PostgreSQL a pool of its own, on PGlite the same handle. */
  async function secondDatabase(): Promise<Database> {
    if (!onPostgres) return { ...t.database, close: async () => {} };
    return openDatabase({ databaseUrl: await testDatabaseUrl(t.database), dataDir: null, poolSize: 5 });
  }

  it("a refund one instance made is seen by the other's provider: its job's repeat refunds nothing", async () => {
    resetGateway();
    const db = t.database.db;
    const second = await secondDatabase();
    let other: ReturnType<typeof controllableGateway> | null = null;
    const b = await buildTestApp(second, t.clock, {}, (config, secondDb) => {
      other = controllableGateway(config, secondDb);
      return { paymentGateway: other.gateway };
    });
    try {
      const s = await cardEvent(t.app, db);
      const paid = await paidOrder(t.app, db, s.tokens[0]!, s.ev.eventSn, s.prod.prodSn, 2, 10_000);
      const admin = await createUser(db, AUTH_CD.operatorAdmin);
      // Instance A refunds the whole payment; the provider makes it, and the answer is lost on the way back.
      control.failRefund = 'after';
      const lost = await post(
        t.app,
        PAYMENT_PATH.refund,
        { estiSn: paid.estiSn, amount: 10_000, reason: '전액 환불' },
        await loginAs(t.app, admin.userId),
      );
      expect(lost.body.resultData).toEqual({ refundedAmount: 0, paymentPending: true });
      expect(control.refundsAccepted).toBe(1);
      control.failRefund = null;

      // Instance B's pending-refund job takes the row once A's claim has lapsed and calls its own provider, which
      // knows the tid is refunded: settled as done, nothing refunded a second time.
      const later = () => new Date(t.clock.now().getTime() + 5 * 60_000);
      const otherGateway = other!.gateway;
      const settled = await finishPendingRefunds({
        db: second.db,
        gateway: otherGateway,
        now: later,
        log: failOnError,
      });
      expect(settled).toEqual([{ refundKey: 'operator:10000:전액 환불', status: 'OK', amount: 10_000 }]);
      expect(other!.control.refundCalls).toBe(1);
      expect(other!.control.refundsAccepted).toBe(0);
      const [row] = await db.select().from(paymentRefund).where(eq(paymentRefund.oid, paid.oid));
      expect(row!.resultMsg).toContain('이전 요청에서 처리됨');
      expect(await paymentOf(db, paid.oid)).toMatchObject({ status: 'REFUNDED', refundedAmount: 10_000 });
      // Instance B's screen shows it refunded too.
      const again = await post(
        b.app,
        PAYMENT_PATH.refund,
        { estiSn: paid.estiSn, amount: 1, reason: '또 환불' },
        await loginAs(b.app, admin.userId),
      );
      expect(again.body.resultStatus.messageText).toBe(PAYMENT_TEXTS.alreadyRefunded);
    } finally {
      await b.app.close();
      await second.close();
    }
  });
});
