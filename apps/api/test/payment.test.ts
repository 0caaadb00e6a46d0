import {
  ACCESS_TARGET,
  ALL_AUTH_CDS,
  AUTH_CD,
  DELIVERY_FLOW_PATH,
  type MobilePrepareReply,
  OPERATOR_ADMIN,
  PAYMENT_PATH,
  PAYMENT_TEXTS,
} from '@pcs/domain';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  authSignature,
  authVerification,
  iniapiHashData,
  isInicisAuthUrl,
  isInicisMobileReqUrl,
  mobileChkFake,
  stdMKey,
  stdSignature,
  stdVerification,
} from '../src/adapters/payment/inicis-sign';
import { issueAuthToken, issueTid, testProviderServerCall } from '../src/adapters/payment/test-provider';
import {
  estimate,
  eventProduct,
  eventRecipient,
  giftOrder,
  payment,
  paymentHistory,
  personalDataAccessLog,
} from '../src/db/schema/index';
import { expireAbandonedPayments } from '../src/modules/payment/expire-payments';
import { describeAccess } from './helpers/access-table';
import {
  ADDRESS,
  draftOrder,
  postForm,
  readyPayment,
  stdReturnPost,
  TEST_PG_BASE,
} from './helpers/card-payment';
import { createCompany, createEvent, createProduct, createUser } from './helpers/factories';
import { loginAs, post, setupTestApp } from './helpers/test-app';

const SIGN_KEY = 'SU5JTElURV9UUklQTEVERVNfS0VZU1RS';
const t = setupTestApp();
const BASE = TEST_PG_BASE;

describe('KG Inicis hashes against fixed vectors (reference)', () => {
  it('mKey of the INIpayTest signKey is the reference value', () => {
    expect(stdMKey(SIGN_KEY)).toBe('3a9503069192f207491d4b19bd743fc249a761ed94246c8c42fed06c3cd15a33');
  });
  it('desktop signature and verification', () => {
    expect(stdSignature('INIpayTest_1700000000000', 12000, '1700000000000')).toBe(
      'bdb79cb7f2fb8cfd530002dff312dec1ff9d24bbf68263af5fe2f11d8b958ae4',
    );
    expect(stdVerification('INIpayTest_1700000000000', 12000, SIGN_KEY, '1700000000000')).toBe(
      '176491e661c2b4070ed525b4c8c43492b482dceca47dff182b45cdf57ae75402',
    );
  });
  it('approval signature and verification', () => {
    expect(authSignature('abc123', '1700000000000')).toBe(
      '8d608ca191c79bab28578c6eafe0e67d10afc88f1f18f982e23f52e66fcc6907',
    );
    expect(authVerification('abc123', SIGN_KEY, '1700000000000')).toBe(
      '64021d0df17f2c6b285769c049339f7729c3b11dcb9c7505761c1758df549453',
    );
  });
  it('mobile P_CHKFAKE and INIAPI hashData', () => {
    expect(mobileChkFake(12000, 'P1TEST', '20231211180000', '3CB8183A4BE283555ACC8363C0360223')).toBe(
      'fPYrgvFA4mIp/1cJQYiTV2GKrtBXaExns1nLu6ty4jhpXwAsPBpHFFi0Kb9rAKKS95VQQSpQxImq82a8bwzBlQ==',
    );
    expect(
      iniapiHashData({
        key: 'ItEQKi3rY7uvDS8l',
        type: 'Refund',
        paymethod: 'Card',
        timestamp: '20231211180000',
        clientIp: '127.0.0.1',
        mid: 'INIpayTest',
        tid: 'StdpayCARDINIpayTest20231211180000123456',
      }),
    ).toBe(
      'e2567b866251c0dfa5417a9d55a35346c3dd116780427cdc97417b8386c0063b02c6e2bd7d5f70b6672e2e25d004bc7f967eba92cdf4ae31589e36a1e87acbc6',
    );
  });
  it('accepts authUrl and P_REQ_URL only from the provider hosts', () => {
    expect(isInicisAuthUrl('https://stgstdpay.inicis.com/api/payAuth')).toBe(true);
    expect(isInicisAuthUrl('https://fcstdpay.inicis.com/api/payAuth')).toBe(true);
    expect(isInicisAuthUrl('https://ksstdpay.inicis.com/api/payAuth')).toBe(true);
    expect(isInicisAuthUrl('https://stdpay.inicis.com.evil.com/api/payAuth')).toBe(false);
    expect(isInicisAuthUrl('http://stgstdpay.inicis.com/api/payAuth')).toBe(false);
    expect(isInicisAuthUrl('https://stgstdpay.inicis.com:8443/api/payAuth')).toBe(false);
    expect(isInicisAuthUrl('https://evil.com/api/payAuth')).toBe(false);
    expect(isInicisMobileReqUrl('https://ksmobile.inicis.com/smart/payReq.ini')).toBe(true);
    expect(isInicisMobileReqUrl('https://mobile.inicis.com.evil.com/smart/payReq.ini')).toBe(false);
  });
  it('the test provider refuses an approval with a forged signature', async () => {
    const token = issueAuthToken({ oid: 'P1', price: 1000, decision: 'approve' });
    const ts = '1700000000000';
    const good = {
      mid: 'INIpayTest',
      authToken: token,
      timestamp: ts,
      signature: authSignature(token, ts),
      verification: authVerification(token, SIGN_KEY, ts),
    };
    const ok = JSON.parse((await testProviderServerCall('/test-pg/api/payAuth', good)).body.toString());
    expect(ok.resultCode).toBe('0000');
    const forged = JSON.parse(
      (
        await testProviderServerCall('/test-pg/api/payAuth', {
          ...good,
          verification: authVerification(token, 'wrong-key', ts),
        })
      ).body.toString(),
    );
    expect(forged.resultCode).toBe('V001');
  });
});

async function setup(
  opts: {
    price?: number;
    stock?: number;
    budget?: number | null;
    overPay?: 'Y' | 'N';
    selectCnt?: number;
    recipients?: number;
  } = {},
) {
  const db = t.database.db;
  const cmpy = await createCompany(db);
  const users = await Promise.all(
    Array.from({ length: opts.recipients ?? 1 }, () =>
      createUser(db, AUTH_CD.clientEmployee, { cmpyCd: cmpy.cmpyCd }),
    ),
  );
  const prod = await createProduct(db, { price: opts.price ?? 42_000 });
  const ev = await createEvent(db, {
    cmpyCd: cmpy.cmpyCd,
    products: [{ prodSn: prod.prodSn, stockQty: opts.stock ?? 10 }],
    recipients: users.map((u) => u.unqUserId),
    selectCnt: opts.selectCnt ?? 1,
    selectType: (opts.selectCnt ?? 1) > 1 ? '02' : '01',
    overrides: {
      budgetAmt: opts.budget === undefined ? 30_000 : opts.budget,
      overPayYn: opts.overPay ?? 'Y',
    },
  });
  const tokens = await Promise.all(users.map((u) => loginAs(t.app, u.userId)));
  return { cmpy, users, prod, ev, tokens, token: tokens[0]!, user: users[0]! };
}

const draft = (token: string, eventSn: number, prodSn: number, quantity = 1) =>
  draftOrder(t.app, token, eventSn, prodSn, quantity);
const ready = (token: string, ordSn: number, wmGbn: '01' | '02' = '01') =>
  readyPayment(t.app, token, ordSn, wmGbn);
const form = (url: string, fields: Record<string, string>, charset: 'utf-8' | 'euc-kr' = 'utf-8') =>
  postForm(t.app, url, fields, charset);
const stdReturn = (
  oid: string,
  price: number,
  decision: 'approve' | 'decline' = 'approve',
  extra: Record<string, string> = {},
) => stdReturnPost(t.app, oid, price, decision, extra);

const payRow = async (oid: string) =>
  (await t.database.db.select().from(payment).where(eq(payment.oid, oid)))[0]!;
const stockOf = async (eventSn: number) =>
  (await t.database.db.select().from(eventProduct).where(eq(eventProduct.eventSn, eventSn)))[0]!.stockQty;
const orderOf = async (ordSn: number) =>
  (await t.database.db.select().from(giftOrder).where(eq(giftOrder.ordSn, ordSn)))[0]!;

describe('card payment above budget', () => {
  it('an abandoned card panel expires after an hour, once, and a late approval then takes nothing', async () => {
    const s = await setup();
    const ordSn = await draft(s.token, s.ev.eventSn, s.prod.prodSn);
    const info = await ready(s.token, ordSn);
    const at = (minutes: number) => ({
      db: t.database.db,
      now: () => new Date(Date.now() + minutes * 60_000),
    });

    await expireAbandonedPayments(at(59));
    expect((await payRow(info.oid)).status).toBe('READY');
    // Two processes' rounds at once: the payment moves once, with one history row.
    const moved = await Promise.all([expireAbandonedPayments(at(61)), expireAbandonedPayments(at(61))]);
    expect(moved.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    expect(await payRow(info.oid)).toMatchObject({ status: 'CANCELED', resultMsg: '결제 시간 초과' });
    const history = await t.database.db
      .select()
      .from(paymentHistory)
      .where(and(eq(paymentHistory.oid, info.oid), eq(paymentHistory.kind, 'EXPIRE')));
    expect(history).toHaveLength(1);

    await stdReturn(info.oid, 12_000);
    expect((await payRow(info.oid)).status).toBe('CANCELED');
    expect((await orderOf(ordSn)).ordStatCd).toBe('00');
    expect(await stockOf(s.ev.eventSn)).toBe(10);
  });

  it('shows the amount above budget and refuses a plain apply of it', async () => {
    const s = await setup();
    const ordSn = await draft(s.token, s.ev.eventSn, s.prod.prodSn);
    const amount = await post(t.app, '/v1/ebmp/pcs/payment/orderAmount.json', { ordSn }, s.token);
    expect(amount.body.resultData).toMatchObject({
      orderTotal: 42_000,
      budgetAmt: 30_000,
      remainPayAmount: 12_000,
      payableYn: 'Y',
    });
    const apply = await post(t.app, '/v1/ebmp/pcs/gift/apply.json', { ordSn, ...ADDRESS }, s.token);
    expect(apply.statusCode).toBe(409);
    expect(await stockOf(s.ev.eventSn)).toBe(10);
  });

  it('refuses above budget when the event does not allow paying the difference', async () => {
    const s = await setup({ overPay: 'N' });
    const ordSn = await draft(s.token, s.ev.eventSn, s.prod.prodSn);
    const r = await post(
      t.app,
      '/v1/ebmp/pcs/payment/ready.json',
      { ordSn, ...ADDRESS, wmGbn: '01', payMethod: 'Card' },
      s.token,
    );
    expect(r.statusCode).toBe(409);
    expect(r.body.resultStatus.messageText).toBe('예산을 초과하는 선물은 선택할 수 없습니다.');
  });

  it('desktop: signed form, test provider card page, approval; the order counts only then; a replay changes nothing', async () => {
    const s = await setup();
    const ordSn = await draft(s.token, s.ev.eventSn, s.prod.prodSn);
    const info = await ready(s.token, ordSn);
    expect(info.price).toBe(12_000);
    expect(info.remainPayAmount).toBe(12_000);
    const f = info.stdFields;
    expect(f.signature).toBe(stdSignature(info.oid, 12_000, f.timestamp!));
    expect(f.verification).toBe(stdVerification(info.oid, 12_000, SIGN_KEY, f.timestamp!));
    expect(f.mKey).toBe('3a9503069192f207491d4b19bd743fc249a761ed94246c8c42fed06c3cd15a33');
    expect(f.buyertel).toMatch(/^\d*$/);
    expect(await stockOf(s.ev.eventSn)).toBe(10);

    // The card page accepts the signed form and refuses a tampered amount.
    const page = await form('/test-pg/stdpay/pay', f);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('12,000원');
    expect((await form('/test-pg/stdpay/pay', { ...f, price: '100' })).statusCode).toBe(400);

    const back = await stdReturn(info.oid, 12_000);
    expect(back.statusCode).toBe(200);
    expect(back.body).toContain(`/gift/giftSelect/apply/waiting/${ordSn}/${info.oid}`);
    const paid = await payRow(info.oid);
    expect(paid.status).toBe('PAID');
    expect(paid.tid).toMatch(/^StdpayCARD/);
    expect(paid.applNum).toMatch(/^\d{8}$/);
    expect((await orderOf(ordSn)).ordStatCd).toBe('01');
    expect((await orderOf(ordSn)).payAmt).toBe(12_000);
    expect(await stockOf(s.ev.eventSn)).toBe(9);

    const historyBefore = await t.database.db
      .select()
      .from(paymentHistory)
      .where(eq(paymentHistory.oid, info.oid));
    const replay = await stdReturn(info.oid, 12_000);
    expect(replay.statusCode).toBe(200);
    expect(await stockOf(s.ev.eventSn)).toBe(9);
    const estimates = await t.database.db.select().from(estimate).where(eq(estimate.ordSn, ordSn));
    expect(estimates).toHaveLength(1);
    const historyAfter = await t.database.db
      .select()
      .from(paymentHistory)
      .where(eq(paymentHistory.oid, info.oid));
    expect(historyAfter).toHaveLength(historyBefore.length);

    const result = await post(t.app, '/v1/ebmp/pcs/payment/result.json', { ordSn, oid: info.oid }, s.token);
    expect(result.body.resultData).toMatchObject({ status: 'PAID', estiSn: estimates[0]!.estiSn });
  });

  it('a declined card takes nothing and leaves the payment open for the buyer to close or retry', async () => {
    const s = await setup();
    const ordSn = await draft(s.token, s.ev.eventSn, s.prod.prodSn);
    const info = await ready(s.token, ordSn);
    const back = await stdReturn(info.oid, 12_000, 'decline');
    expect(back.body).toContain(`/gift/giftSelect/apply/fail/${ordSn}`);
    // A refused approval cannot be told from a forged one: only the buyer's close or the expiry ends it.
    expect((await payRow(info.oid)).status).toBe('READY');
    expect((await orderOf(ordSn)).ordStatCd).toBe('00');
    expect(await stockOf(s.ev.eventSn)).toBe(10);
    const [rec] = await t.database.db
      .select()
      .from(eventRecipient)
      .where(eq(eventRecipient.eventSn, s.ev.eventSn));
    expect(rec!.usedCnt).toBe(0);
    const closed = await post(t.app, '/v1/ebmp/pcs/payment/close.json', { oid: info.oid }, s.token);
    expect(closed.body.resultData).toEqual({ status: 'CANCELED' });
    const result = await post(t.app, '/v1/ebmp/pcs/payment/result.json', { ordSn }, s.token);
    expect(result.body.resultData).toMatchObject({ status: 'CANCELED', messageText: null });
  });

  it('a forged desktop return (garbage authToken, a failure code) leaves READY; the genuine approval then succeeds once', async () => {
    const s = await setup();
    const ordSn = await draft(s.token, s.ev.eventSn, s.prod.prodSn);
    const info = await ready(s.token, ordSn);
    const garbage = await stdReturn(info.oid, 12_000, 'approve', { authToken: 'garbage.token' });
    expect(garbage.body).toContain(`/gift/giftSelect/apply/fail/${ordSn}`);
    expect((await payRow(info.oid)).status).toBe('READY');
    await stdReturn(info.oid, 12_000, 'approve', { resultCode: 'V013', resultMsg: '결제 실패' });
    expect((await payRow(info.oid)).status).toBe('READY');
    // A genuine approval of another order posted with this order number: cancelled there, this one untouched.
    const other = await stdReturn(info.oid, 12_000, 'approve', {
      authToken: issueAuthToken({ oid: 'ANOTHERORDER', price: 12_000, decision: 'approve' }),
    });
    expect(other.body).toContain(`/gift/giftSelect/apply/fail/${ordSn}`);
    expect((await payRow(info.oid)).status).toBe('READY');
    expect(await stockOf(s.ev.eventSn)).toBe(10);

    const genuine = await stdReturn(info.oid, 12_000);
    expect(genuine.body).toContain(`/gift/giftSelect/apply/waiting/${ordSn}/${info.oid}`);
    const paid = await payRow(info.oid);
    expect(paid.status).toBe('PAID');
    expect(await stockOf(s.ev.eventSn)).toBe(9);
    const history = async () =>
      (await t.database.db.select().from(paymentHistory).where(eq(paymentHistory.oid, info.oid))).length;
    const before = await history();
    const repeated = await stdReturn(info.oid, 12_000);
    expect(repeated.body).toContain(`/gift/giftSelect/apply/waiting/${ordSn}/${info.oid}`);
    expect(await payRow(info.oid)).toEqual(paid);
    expect(await history()).toBe(before);
    expect(await stockOf(s.ev.eventSn)).toBe(9);
  });

  it('a forged mobile return (P_STATUS 01, an unknown P_TID) leaves READY; the genuine one then succeeds once', async () => {
    const s = await setup();
    const ordSn = await draft(s.token, s.ev.eventSn, s.prod.prodSn);
    const info = await ready(s.token, ordSn, '02');
    const next = (fields: Record<string, string>) =>
      form(`/v1/ebmp/pcs/payment/mobile/next?oid=${info.oid}`, {
        P_STATUS: '00',
        P_RMESG1: '',
        P_TID: issueTid('mobile', info.oid, 12_000),
        P_REQ_URL: `${BASE}/test-pg/smart/payReq.ini`,
        P_NOTI: info.oid,
        idc_name: 'stg',
        ...fields,
      });
    const cancelled = await next({ P_STATUS: '01', P_RMESG1: '사용자가 결제를 취소했습니다.', P_TID: '' });
    expect(cancelled.headers.location).toContain(`/m/gift/giftSelect/apply/fail/${ordSn}`);
    expect((await payRow(info.oid)).status).toBe('READY');
    await next({ P_TID: 'INIMXCARDtest12000xNOPExdeadbeef00' });
    expect((await payRow(info.oid)).status).toBe('READY');
    await next({ P_TID: issueTid('mobile', 'ANOTHERORDER', 12_000) });
    expect((await payRow(info.oid)).status).toBe('READY');

    const genuine = await next({});
    expect(genuine.headers.location).toContain(`/m/gift/giftSelect/apply/waiting/${ordSn}/${info.oid}`);
    const paid = await payRow(info.oid);
    expect(paid.status).toBe('PAID');
    await next({});
    expect(await payRow(info.oid)).toEqual(paid);
    expect(await stockOf(s.ev.eventSn)).toBe(9);
  });

  it('an approved amount different from ours is refused and net-cancelled', async () => {
    const s = await setup();
    const ordSn = await draft(s.token, s.ev.eventSn, s.prod.prodSn);
    const info = await ready(s.token, ordSn);
    await stdReturn(info.oid, 1_000);
    const row = await payRow(info.oid);
    expect(row.status).toBe('NETCANCEL');
    expect(row.failText).toBe('결제 금액이 주문 금액과 일치하지 않습니다.');
    expect((await orderOf(ordSn)).ordStatCd).toBe('00');
    expect(await stockOf(s.ev.eventSn)).toBe(10);
  });

  it('a forged callback (authUrl off the provider hosts, unknown order) is refused and changes nothing', async () => {
    const s = await setup();
    const ordSn = await draft(s.token, s.ev.eventSn, s.prod.prodSn);
    const info = await ready(s.token, ordSn);
    const forged = await stdReturn(info.oid, 12_000, 'approve', {
      authUrl: 'https://evil.example.com/api/payAuth',
    });
    expect(forged.body).toContain(`/gift/giftSelect/apply/fail/${ordSn}`);
    expect((await payRow(info.oid)).status).toBe('READY');
    const kinds = (
      await t.database.db.select().from(paymentHistory).where(eq(paymentHistory.oid, info.oid))
    ).map((h) => h.kind);
    expect(kinds).toContain('FORGED');
    const unknown = await stdReturn('NOSUCHOID', 12_000);
    expect(unknown.body).toContain('/gift/giftSelect/apply/fail/0');
    // The real one still completes afterwards.
    await stdReturn(info.oid, 12_000);
    expect((await payRow(info.oid)).status).toBe('PAID');
  });

  it('mobile: preparation signs P_CHKFAKE, the EUC-KR form reaches the card page, P_NEXT_URL approves', async () => {
    const s = await setup();
    const ordSn = await draft(s.token, s.ev.eventSn, s.prod.prodSn);
    const info = await ready(s.token, ordSn, '02');
    expect(info.nextUrl).toContain('/v1/ebmp/pcs/payment/mobile/next');
    const prep = await post(
      t.app,
      '/v1/ebmp/pcs/payment/mobile/prepare.json',
      {
        solCd: info.solCd,
        wmGbn: '02',
        solOid: info.solOid,
        currency: 'WON',
        iniPayment: 'CARD',
        mid: info.mid,
        oid: info.oid,
        amt: info.price,
        goods: `${info.goodName} 🎁`,
        uname: info.buyerName,
        mobile: '010-1234-5678',
        email: '',
      },
      s.token,
    );
    expect(prep.statusCode, prep.body.resultStatus.messageText).toBe(200);
    const p = prep.body.resultData as MobilePrepareReply;
    expect(p.oid).toBe(info.oid);
    expect(p.fields.P_CHKFAKE).toBe(
      mobileChkFake(12_000, info.oid, p.fields.P_TIMESTAMP!, '3CB8183A4BE283555ACC8363C0360223'),
    );
    expect(p.fields.P_RESERVED).toBe('below1000=Y&vbank_receipt=Y&centerCd=Y');
    expect(p.fields.P_MOBILE).toBe('01012345678');
    expect(p.fields.P_GOODS).not.toContain('🎁');
    const page = await form('/test-pg/smart/payment/', p.fields, 'euc-kr');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(p.fields.P_GOODS);
    expect(page.body).toContain('12,000원');

    // A prepare with another amount is refused.
    const bad = await post(
      t.app,
      '/v1/ebmp/pcs/payment/mobile/prepare.json',
      {
        solCd: '1020',
        wmGbn: '02',
        solOid: info.solOid,
        currency: 'WON',
        iniPayment: 'CARD',
        mid: info.mid,
        oid: info.oid,
        amt: 100,
        goods: 'x',
        uname: 'x',
        mobile: '',
        email: '',
      },
      s.token,
    );
    expect(bad.statusCode).toBe(400);

    const next = await form(`/v1/ebmp/pcs/payment/mobile/next?oid=${info.oid}`, {
      P_STATUS: '00',
      P_RMESG1: '',
      P_TID: issueTid('mobile', info.oid, 12_000),
      P_REQ_URL: `${BASE}/test-pg/smart/payReq.ini`,
      P_NOTI: info.oid,
      idc_name: 'stg',
    });
    expect(next.statusCode).toBe(303);
    expect(next.headers.location).toContain(`/m/gift/giftSelect/apply/waiting/${ordSn}/${info.oid}`);
    expect((await payRow(info.oid)).status).toBe('PAID');
    expect(await stockOf(s.ev.eventSn)).toBe(9);

    const forged = await form(`/v1/ebmp/pcs/payment/mobile/next`, {
      P_STATUS: '00',
      P_TID: issueTid('mobile', info.oid, 12_000),
      P_REQ_URL: 'https://evil.example.com/smart/payReq.ini',
      P_NOTI: info.oid,
    });
    expect(forged.headers.location).toContain(`/m/gift/giftSelect/apply/waiting/${ordSn}`);
    expect(await stockOf(s.ev.eventSn)).toBe(9);
  });

  it('a refund happens once: partial, the same again refused, more than is left refused, then the rest, then nothing left', async () => {
    const s = await setup();
    const ordSn = await draft(s.token, s.ev.eventSn, s.prod.prodSn);
    const info = await ready(s.token, ordSn);
    await stdReturn(info.oid, 12_000);
    const [esti] = await t.database.db.select().from(estimate).where(eq(estimate.ordSn, ordSn));
    const admin = await createUser(t.database.db, AUTH_CD.operatorAdmin);
    const token = await loginAs(t.app, admin.userId);
    const refund = (amount: number, reason: string) =>
      post(t.app, PAYMENT_PATH.refund, { estiSn: esti!.estiSn, amount, reason }, token);
    expect((await refund(5_000, '부분 반품')).body.resultData).toEqual({
      refundedAmount: 5_000,
      paymentPending: false,
    });
    const again = await refund(5_000, '부분 반품');
    expect(again.statusCode).toBe(409);
    expect(again.body.resultStatus.messageText).toBe(PAYMENT_TEXTS.refundRepeated);
    let row = await payRow(info.oid);
    expect(row.refundedAmount).toBe(5_000);
    expect(row.status).toBe('PARTREFUND');
    // More than is left is refused, not cut down to what is left.
    const over = await refund(50_000, '주문 취소');
    expect(over.statusCode).toBe(409);
    expect(over.body.resultStatus.messageText).toBe(PAYMENT_TEXTS.refundOver);
    expect((await refund(7_000, '주문 취소')).body.resultData).toEqual({
      refundedAmount: 7_000,
      paymentPending: false,
    });
    row = await payRow(info.oid);
    expect(row.refundedAmount).toBe(12_000);
    expect(row.status).toBe('REFUNDED');
    const late = await refund(1_000, '또 취소');
    expect(late.statusCode).toBe(409);
    expect(late.body.resultStatus.messageText).toBe(PAYMENT_TEXTS.alreadyRefunded);
  });

  it("a recipient's cancel of a paid order before release refunds the card part once (deliveries wired to INIAPI)", async () => {
    const s = await setup();
    const ordSn = await draft(s.token, s.ev.eventSn, s.prod.prodSn);
    const info = await ready(s.token, ordSn);
    await stdReturn(info.oid, 12_000);
    const [esti] = await t.database.db.select().from(estimate).where(eq(estimate.ordSn, ordSn));
    const cancelled = await post(
      t.app,
      DELIVERY_FLOW_PATH.myCancel,
      { estiSn: esti!.estiSn, reason: '필요 없어짐' },
      s.token,
    );
    expect(cancelled.statusCode, cancelled.body.resultStatus.messageText).toBe(200);
    expect(cancelled.body.resultData).toEqual({ refundedAmount: 12_000, paymentPending: false });
    const row = await payRow(info.oid);
    expect(row.status).toBe('REFUNDED');
    expect(row.refundedAmount).toBe(12_000);
    expect(await stockOf(s.ev.eventSn)).toBe(10);
  });

  it('concurrent pay-and-apply never oversells: stock 5, 6 paid approvals and 6 applies at once', async () => {
    // Multiple choice: 1 unit (20,000) is within the 30,000 budget, 2 units (40,000) pay 10,000.
    const s = await setup({ price: 20_000, stock: 5, selectCnt: 2, recipients: 12 });
    const payers = s.tokens.slice(0, 6);
    const appliers = s.tokens.slice(6);
    const paid = [];
    for (const token of payers) {
      const ordSn = await draft(token, s.ev.eventSn, s.prod.prodSn, 2);
      paid.push({ ordSn, info: await ready(token, ordSn) });
    }
    const applies = [];
    for (const token of appliers)
      applies.push({ token, ordSn: await draft(token, s.ev.eventSn, s.prod.prodSn, 1) });
    await Promise.all([
      ...paid.map((p) => stdReturn(p.info.oid, 10_000)),
      ...applies.map((a) =>
        post(t.app, '/v1/ebmp/pcs/gift/apply.json', { ordSn: a.ordSn, ...ADDRESS }, a.token),
      ),
    ]);
    const stock = await stockOf(s.ev.eventSn);
    expect(stock).toBeGreaterThanOrEqual(0);
    const taken = await t.database.db
      .select({ n: sql<number>`coalesce(sum(${giftOrder.quantity}), 0)::int` })
      .from(giftOrder)
      .where(and(eq(giftOrder.eventSn, s.ev.eventSn), eq(giftOrder.ordStatCd, '01')));
    expect(taken[0]!.n).toBe(5 - stock);
    expect(taken[0]!.n).toBeGreaterThanOrEqual(4);
    // Every payment whose order did not count was cancelled at the provider, none left paid without an order.
    for (const p of paid) {
      const row = await payRow(p.info.oid);
      const order = await orderOf(p.ordSn);
      if (row.status === 'PAID') expect(order.ordStatCd).toBe('01');
      else {
        expect(row.status).toBe('NETCANCEL');
        expect(order.ordStatCd).toBe('00');
      }
    }
  });
});

const s0 = { cmpyCd: '' };
beforeAll(async () => {
  s0.cmpyCd = (await createCompany(t.database.db)).cmpyCd;
});
describeAccess('operator payment screens', t, {
  allowed: OPERATOR_ADMIN,
  cmpyCd: () => s0.cmpyCd,
  endpoints: [
    { url: '/v1/ebmp/pcs/payment/list.json', body: () => ({}) },
    {
      url: '/v1/ebmp/pcs/payment/excel.json',
      body: () => ({ requestType: 'EXPORT', downloadReason: '정산 확인용 다운로드' }),
    },
    { url: '/v1/ebmp/pcs/payment/detail.json', body: () => ({ estiSn: 999_999 }) },
    {
      url: '/v1/ebmp/pcs/payment/refund.json',
      body: () => ({ estiSn: 999_999, amount: 1000, reason: '테스트 환불' }),
    },
    { url: '/v1/ebmp/pcs/payment/filterOptions.json', body: () => ({}) },
  ],
});

describeAccess('recipient payment and cart calls', t, {
  allowed: ALL_AUTH_CDS,
  cmpyCd: () => s0.cmpyCd,
  endpoints: [
    { url: '/v1/ebmp/pcs/payment/orderAmount.json', body: () => ({ ordSn: 999_999 }) },
    {
      url: '/v1/ebmp/pcs/payment/ready.json',
      body: () => ({ ordSn: 999_999, ...ADDRESS, wmGbn: '01', payMethod: 'Card' }),
    },
    {
      url: '/v1/ebmp/pcs/payment/mobile/prepare.json',
      body: () => ({
        solCd: '1020',
        wmGbn: '02',
        solOid: '1',
        currency: 'WON',
        iniPayment: 'CARD',
        mid: 'INIpayTest',
        oid: 'X',
        amt: 1,
        goods: 'g',
        uname: 'u',
        mobile: '',
        email: '',
      }),
    },
    { url: '/v1/ebmp/pcs/payment/close.json', body: () => ({ oid: 'X' }) },
    { url: '/v1/ebmp/pcs/payment/result.json', body: () => ({ ordSn: 999_999 }) },
    { url: '/v1/ebmp/pcs/drop-down/cartEventList.json', body: () => ({}) },
    { url: '/v1/ebmp/pcs/cart/cartList.json', body: () => ({ eventSn: 999_999, cmpyCd: 'X' }) },
    { url: '/v1/ebmp/pcs/cart/add.json', body: () => ({ eventSn: 999_999, prodSn: 1, quantity: 1 }) },
    { url: '/v1/ebmp/pcs/cart/update.json', body: () => ({ cartSn: 999_999, quantity: 1 }) },
    { url: '/v1/ebmp/pcs/cart/delete.json', body: () => ({ cartSnList: [999_999] }) },
    { url: '/v1/ebmp/pcs/cart/select.json', body: () => ({ cartSn: 999_999 }) },
  ],
});

describe('object-level checks', () => {
  it("never lets one recipient read, pay or close another's order", async () => {
    const s = await setup({ recipients: 2 });
    const ordSn = await draft(s.token, s.ev.eventSn, s.prod.prodSn);
    const info = await ready(s.token, ordSn);
    const other = s.tokens[1]!;
    expect((await post(t.app, '/v1/ebmp/pcs/payment/orderAmount.json', { ordSn }, other)).statusCode).toBe(
      404,
    );
    expect((await post(t.app, '/v1/ebmp/pcs/payment/result.json', { ordSn }, other)).statusCode).toBe(404);
    expect((await post(t.app, '/v1/ebmp/pcs/payment/close.json', { oid: info.oid }, other)).statusCode).toBe(
      404,
    );
    expect(
      (
        await post(
          t.app,
          '/v1/ebmp/pcs/payment/ready.json',
          { ordSn, ...ADDRESS, wmGbn: '01', payMethod: 'Card' },
          other,
        )
      ).statusCode,
    ).toBe(404);
  });
});

describe('payment Excel', () => {
  it("logs the download of buyers' names in the access log, with its rows", async () => {
    const s = await setup({ recipients: 1 });
    const ordSn = await draft(s.token, s.ev.eventSn, s.prod.prodSn);
    await ready(s.token, ordSn);
    const operator = await loginAs(t.app, (await createUser(t.database.db, '15')).userId);
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/ebmp/pcs/payment/excel.json',
      headers: { authorization: `Bearer ${operator}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ requestType: 'EXPORT', downloadReason: '정산 확인용 다운로드' }),
    });
    expect(res.statusCode).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(personalDataAccessLog)
      .where(eq(personalDataAccessLog.target, ACCESS_TARGET.paymentExcel));
    expect(row).toMatchObject({ action: 'DOWNLOAD', actorAuthCd: '15', reason: '정산 확인용 다운로드' });
    expect(row?.rowCount).toBeGreaterThan(0);
  });
});
