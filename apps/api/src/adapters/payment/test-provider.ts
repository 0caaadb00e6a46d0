import { createHmac, randomBytes } from 'node:crypto';
import { kstStamp } from '@pcs/domain';
import { formEncode } from '../../lib/euc-kr';
import type { GatewayReply } from './gateway-reply';
import {
  authSignature,
  authVerification,
  INIPAY_TEST,
  iniapiHashData,
  mobileChkFake,
  sameDigest,
  stdMKey,
  stdSignature,
  stdVerification,
} from './inicis-sign';

/**
 * The built-in test provider (no merchant keys configured): card pages that approve, decline or cancel, and the
 * server-to-server calls (approval, net-cancel, mobile approval, INIAPI refund) answered the way KG Inicis answers,
 * after checking the same hashes with the public INIpayTest keys. What a later step needs travels in HMAC-sealed
 * tokens and transaction ids, and what it refunded per tid is in the database (TestProviderLedger), so any server
 * process can answer.
 */
export const TEST_PG_PATH = {
  root: '/test-pg',
  stdPay: '/test-pg/stdpay/pay',
  stdDecide: '/test-pg/stdpay/decide',
  mobilePay: '/test-pg/smart/payment/',
  mobileDecide: '/test-pg/smart/decide',
} as const;

export type Decision = 'approve' | 'decline' | 'cancel';
export const DECLINE_MSG = '카드 승인이 거절되었습니다.';

const seal = (data: string) => createHmac('sha256', INIPAY_TEST.signKey).update(data).digest('hex');
const b64u = (s: string) => Buffer.from(s, 'utf8').toString('base64url');

/** authToken handed to returnUrl: the order, the amount and what the card holder chose. */
export function issueAuthToken(p: { oid: string; price: number; decision: Decision }): string {
  const body = b64u(
    JSON.stringify({ oid: p.oid, price: p.price, d: p.decision, n: randomBytes(6).toString('hex') }),
  );
  return `${body}.${seal(body)}`;
}
export function readAuthToken(token: string): { oid: string; price: number; decision: Decision } | null {
  const [body, mac] = token.split('.');
  if (!body || !mac || !sameDigest(mac, seal(body))) return null;
  try {
    const v = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as {
      oid: string;
      price: number;
      d: Decision;
    };
    return { oid: v.oid, price: v.price, decision: v.d };
  } catch (error) {
    if (error instanceof SyntaxError) return null;
    throw error;
  }
}

/** Transaction ids carry the amount and our oid, sealed: StdpayCARD…/INIMXCARD… like Inicis's prefixes. */
export function issueTid(kind: 'std' | 'mobile', oid: string, amt: number): string {
  const prefix = kind === 'std' ? 'StdpayCARDtest' : 'INIMXCARDtest';
  return `${prefix}${amt}x${oid}x${seal(`${prefix}${amt}${oid}`).slice(0, 10)}`;
}
export function readTid(tid: string): { oid: string; amt: number } | null {
  const m = /^(StdpayCARDtest|INIMXCARDtest)(\d+)x([A-Za-z0-9]+)x([0-9a-f]{10})$/.exec(tid);
  if (!m || !sameDigest(m[4]!, seal(`${m[1]}${m[2]}${m[3]}`).slice(0, 10))) return null;
  return { oid: m[3]!, amt: Number(m[2]) };
}

/** Seals the fields a card page carries to its decision, so the decision step cannot change the amount. */
export const sealContext = (fields: string[]) => seal(fields.join('|'));

/** Checks the desktop form as INIStdPay does: merchant, signature, verification and mKey. */
export function checkStdForm(f: Record<string, string | undefined>): string | null {
  if (f.mid !== INIPAY_TEST.mid) return '상점 아이디가 올바르지 않습니다.';
  const { oid = '', price = '', timestamp = '' } = f;
  if (!oid || !/^\d+$/.test(price) || !timestamp) return '필수 항목이 없습니다.';
  if (!sameDigest(f.signature ?? '', stdSignature(oid, price, timestamp)))
    return '서명(signature)이 올바르지 않습니다.';
  if (!sameDigest(f.verification ?? '', stdVerification(oid, price, INIPAY_TEST.signKey, timestamp)))
    return '검증값(verification)이 올바르지 않습니다.';
  if (f.mKey !== stdMKey(INIPAY_TEST.signKey)) return 'mKey가 올바르지 않습니다.';
  return null;
}

/** Checks the mobile form: merchant and P_CHKFAKE. */
export function checkMobileForm(f: Record<string, string | undefined>): string | null {
  if (f.P_MID !== INIPAY_TEST.mid) return '상점 아이디가 올바르지 않습니다.';
  const { P_AMT = '', P_OID = '', P_TIMESTAMP = '' } = f;
  if (!/^\d+$/.test(P_AMT) || !P_OID || !P_TIMESTAMP) return '필수 항목이 없습니다.';
  if (!sameDigest(f.P_CHKFAKE ?? '', mobileChkFake(P_AMT, P_OID, P_TIMESTAMP, INIPAY_TEST.mobileHashKey)))
    return 'P_CHKFAKE가 올바르지 않습니다.';
  return null;
}

const json = (status: number, body: unknown): GatewayReply => ({
  status,
  body: Buffer.from(JSON.stringify(body), 'utf8'),
  contentType: 'application/json; charset=utf-8',
});

/** The provider's approval date and time, Korean time: YYYYMMDD and HHMISS. */
const approvalStamp = (d = new Date()) => {
  const s = kstStamp(d);
  return { date: s.slice(0, 8), time: s.slice(8) };
};

const applNum = (tid: string) =>
  String(Number.parseInt(seal(tid).slice(0, 7), 16) % 100_000_000).padStart(8, '0');

/** A refund asked of the test provider: the whole tid, or a part with what must remain after it (confirmPrice). */
export type TestRefundAsk = { kind: 'full' } | { kind: 'partial'; price: number; confirmPrice: number };
export type TestRefundVerdict = 'ok' | 'cancelled' | 'remains';

/**
 * The provider's rule for a refund of a tid paid `paid` of which `refunded` is refunded already. Like Inicis it
 * refuses a second full refund of a cancelled tid and a partial refund whose confirmPrice is not what remains, so a
 * repeated refund after a lost answer refunds nothing. Returns the verdict and the refunded total after it.
 */
export function decideTestRefund(
  paid: number,
  refunded: number,
  ask: TestRefundAsk,
): { verdict: TestRefundVerdict; refunded: number } {
  if (ask.kind === 'full')
    return refunded > 0 ? { verdict: 'cancelled', refunded } : { verdict: 'ok', refunded: paid };
  if (refunded >= paid) return { verdict: 'cancelled', refunded };
  if (ask.price > paid - refunded || ask.confirmPrice !== paid - refunded - ask.price)
    return { verdict: 'remains', refunded };
  return { verdict: 'ok', refunded: refunded + ask.price };
}

/**
 * What the test provider has refunded per tid: decides a refund with decideTestRefund and records it, atomically
 * for that tid. The server's is in the database (test-provider-ledger.ts), shared by every process as Inicis's own
 * record is; memoryLedger serves calls without a database.
 */
export type TestProviderLedger = {
  refund: (tid: string, paid: number, ask: TestRefundAsk) => Promise<TestRefundVerdict>;
};

/** A ledger in this process's memory: for direct calls in tests, never for a server (two would disagree). */
export function memoryLedger(): TestProviderLedger {
  const refunded = new Map<string, number>();
  return {
    refund: async (tid, paid, ask) => {
      const decided = decideTestRefund(paid, refunded.get(tid) ?? 0, ask);
      refunded.set(tid, decided.refunded);
      return decided.verdict;
    },
  };
}

/** Refusals meaning "this refund was already made" (the test provider's codes; see PaymentGateway). */
export const TEST_PG_ALREADY_REFUNDED = {
  cancelled: { resultCode: 'R1', resultMsg: '이미 취소된 거래입니다.' },
  remains: { resultCode: 'R2', resultMsg: '취소 후 잔액이 일치하지 않습니다.' },
} as const;

/** The provider's server-to-server endpoints, answered in process (paths under /test-pg). */
export async function testProviderServerCall(
  path: string,
  f: Record<string, string>,
  ledger: TestProviderLedger = memoryLedger(),
): Promise<GatewayReply> {
  const ts = approvalStamp();
  switch (path) {
    case `${TEST_PG_PATH.root}/api/payAuth`:
    case `${TEST_PG_PATH.root}/api/netCancel`: {
      const token = f.authToken ?? '';
      const stamp = f.timestamp ?? '';
      if (f.mid !== INIPAY_TEST.mid) return json(200, { resultCode: 'V002', resultMsg: '상점 아이디 오류' });
      if (
        !sameDigest(f.signature ?? '', authSignature(token, stamp)) ||
        !sameDigest(f.verification ?? '', authVerification(token, INIPAY_TEST.signKey, stamp))
      )
        return json(200, { resultCode: 'V001', resultMsg: '서명 검증 실패' });
      const auth = readAuthToken(token);
      if (!auth) return json(200, { resultCode: 'V003', resultMsg: '인증 토큰 오류' });
      if (path.endsWith('/netCancel')) return json(200, { resultCode: '0000', resultMsg: '망취소 성공' });
      if (auth.decision !== 'approve') return json(200, { resultCode: 'V801', resultMsg: DECLINE_MSG });
      const tid = issueTid('std', auth.oid, auth.price);
      return json(200, {
        resultCode: '0000',
        resultMsg: '정상처리되었습니다.',
        tid,
        MOID: auth.oid,
        TotPrice: String(auth.price),
        payMethod: 'Card',
        applNum: applNum(tid),
        applDate: ts.date,
        applTime: ts.time,
        CARD_Code: '14',
        CARD_Quota: '00',
      });
    }
    case `${TEST_PG_PATH.root}/smart/payReq.ini`: {
      const t = f.P_MID === INIPAY_TEST.mid ? readTid(f.P_TID ?? '') : null;
      const fields: Record<string, string> = t
        ? {
            P_STATUS: '00',
            P_RMESG1: '정상처리되었습니다.',
            P_TID: f.P_TID ?? '',
            P_OID: t.oid,
            P_AMT: String(t.amt),
            P_TYPE: 'CARD',
            P_AUTH_DT: ts.date + ts.time,
            P_APPL_NUM: applNum(f.P_TID ?? ''),
            P_CARD_ISSUER_CODE: '14',
          }
        : { P_STATUS: '01', P_RMESG1: '거래 정보가 없습니다.' };
      // Inicis answers the mobile approval in EUC-KR.
      return {
        status: 200,
        body: Buffer.from(formEncode(fields, 'euc-kr'), 'latin1'),
        contentType: 'text/plain; charset=euc-kr',
      };
    }
    case `${TEST_PG_PATH.root}/api/v1/refund`: {
      const type = f.type === 'PartialRefund' ? 'PartialRefund' : f.type === 'Refund' ? 'Refund' : null;
      if (!type) return json(200, { resultCode: '01', resultMsg: 'type 오류' });
      const price = f.price === undefined ? undefined : Number(f.price);
      const confirmPrice = f.confirmPrice === undefined ? undefined : Number(f.confirmPrice);
      const expected = iniapiHashData({
        key: INIPAY_TEST.iniapiKey,
        type,
        paymethod: f.paymethod ?? '',
        timestamp: f.timestamp ?? '',
        clientIp: f.clientIp ?? '',
        mid: f.mid ?? '',
        tid: f.tid ?? '',
        ...(type === 'PartialRefund' ? { price, confirmPrice } : {}),
      });
      if (f.mid !== INIPAY_TEST.mid || !sameDigest(f.hashData ?? '', expected))
        return json(200, { resultCode: '01', resultMsg: 'hashData 검증 실패' });
      const t = readTid(f.tid ?? '');
      if (!t) return json(200, { resultCode: '01', resultMsg: '거래 정보가 없습니다.' });
      if (
        type === 'PartialRefund' &&
        (!price || price <= 0 || confirmPrice === undefined || confirmPrice < 0)
      )
        return json(200, { resultCode: '01', resultMsg: '부분취소 금액 오류' });
      const verdict = await ledger.refund(
        f.tid ?? '',
        t.amt,
        type === 'Refund'
          ? { kind: 'full' }
          : { kind: 'partial', price: price ?? 0, confirmPrice: confirmPrice ?? 0 },
      );
      if (verdict !== 'ok') return json(200, TEST_PG_ALREADY_REFUNDED[verdict]);
      return json(200, {
        resultCode: '00',
        resultMsg: '정상처리되었습니다.',
        cancelDate: ts.date,
        cancelTime: ts.time,
        ...(type === 'PartialRefund'
          ? { prtcTid: `${f.tid}p${ts.time}`, prtcRemains: String(confirmPrice) }
          : {}),
      });
    }
    default:
      return json(404, { resultCode: '99', resultMsg: 'not found' });
  }
}
