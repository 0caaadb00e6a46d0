import { formatNumber } from '@pcs/domain';
import type { FastifyInstance } from 'fastify';
import { autoPostBody, escapeHtml, hiddenFields, sendHtml } from '../../adapters/payment/html-page';
import {
  checkMobileForm,
  checkStdForm,
  DECLINE_MSG,
  type Decision,
  issueAuthToken,
  issueTid,
  sealContext,
  TEST_PG_PATH,
} from '../../adapters/payment/test-provider';
import { parseForm } from '../../lib/euc-kr';

/**
 * The test provider's browser pages (only when no merchant keys are configured): the desktop card page in the
 * payment frame and the mobile card page, each with 승인 / 거절 / 취소, handing back to returnUrl / P_NEXT_URL
 * exactly as KG Inicis does.
 */
export function testProviderRoutes(app: FastifyInstance, publicUrl: string): void {
  const base = `${publicUrl}${TEST_PG_PATH.root}`;
  const bodyOf = (body: unknown, charset: 'utf-8' | 'euc-kr') =>
    parseForm(typeof body === 'string' ? body : '', charset);
  const badRequestPage = (reply: Parameters<typeof sendHtml>[0], text: string) =>
    sendHtml(
      reply,
      () => ({
        title: '결제 오류',
        body: `<div class="card"><h1>결제 요청 오류</h1><p>${escapeHtml(text)}</p></div>`,
      }),
      [],
      400,
    );

  const cardPage = (
    nonce: string,
    p: {
      goods: string;
      amount: number;
      buyer: string;
      action: string;
      carry: Record<string, string>;
      mobile: boolean;
    },
  ) => ({
    title: '테스트 카드 결제',
    body: `<div class="card"><span class="badge">TEST</span><h1>테스트 카드 결제</h1>
<p class="muted">실제 카드가 청구되지 않는 시험용 결제창입니다.</p>
<dl><dt>상품명</dt><dd>${escapeHtml(p.goods)}</dd><dt>구매자</dt><dd>${escapeHtml(p.buyer)}</dd><dt>결제금액</dt><dd id="amount">${formatNumber(p.amount)}원</dd></dl>
<form method="post" action="${escapeHtml(p.action)}">${hiddenFields(p.carry)}<div class="row">
<button class="primary" name="decision" value="approve">승인</button>
<button name="decision" value="decline">거절</button>
<button name="decision" value="cancel">취소</button></div></form></div>${p.mobile ? '' : `<script nonce="${nonce}"></script>`}`,
  });

  // Desktop: the form of spec §7 plus the INIStdPay signature fields, posted into the full-screen frame.
  app.post(TEST_PG_PATH.stdPay, async (request, reply) => {
    const f = bodyOf(request.body, 'utf-8');
    const refusal = checkStdForm(f);
    if (refusal) {
      request.log.warn({ event: 'test-pg-refused', reason: 'std-form' }, 'payment form refused');
      return badRequestPage(reply, refusal);
    }
    const carry = {
      oid: f.oid ?? '',
      price: f.price ?? '',
      returnUrl: f.returnUrl ?? '',
      closeUrl: f.closeUrl ?? '',
      merchantData: f.merchantData ?? '',
    };
    const ctx = sealContext(Object.values(carry));
    return sendHtml(reply, (nonce) =>
      cardPage(nonce, {
        goods: f.goodname ?? '',
        amount: Number(f.price),
        buyer: f.buyername ?? '',
        action: TEST_PG_PATH.stdDecide,
        carry: { ...carry, ctx },
        mobile: false,
      }),
    );
  });

  app.post(TEST_PG_PATH.stdDecide, async (request, reply) => {
    const f = bodyOf(request.body, 'utf-8');
    const carry = [f.oid ?? '', f.price ?? '', f.returnUrl ?? '', f.closeUrl ?? '', f.merchantData ?? ''];
    if (f.ctx !== sealContext(carry)) return badRequestPage(reply, '결제 정보가 변경되었습니다.');
    const decision = (f.decision ?? 'cancel') as Decision;
    if (decision === 'cancel') {
      // INIStdPay closes its layer and calls closeUrl; the close page tells the merchant page.
      return sendHtml(reply, (nonce) => ({
        title: '결제 취소',
        body: `<p class="muted">결제를 취소했습니다.</p><script nonce="${nonce}">parent.postMessage({source:'pcs-payment',action:'close'}, '*');</script>`,
      }));
    }
    const fields = {
      resultCode: '0000',
      resultMsg: '성공',
      mid: 'INIpayTest',
      orderNumber: f.oid ?? '',
      authToken: issueAuthToken({ oid: f.oid ?? '', price: Number(f.price), decision }),
      authUrl: `${base}/api/payAuth`,
      netCancelUrl: `${base}/api/netCancel`,
      idc_name: 'stg',
      charset: 'UTF-8',
      merchantData: f.merchantData ?? '',
    };
    return sendHtml(
      reply,
      (nonce) => ({ title: '결제 처리 중', body: autoPostBody(nonce, f.returnUrl ?? '', fields) }),
      [new URL(f.returnUrl ?? publicUrl, publicUrl).origin],
    );
  });

  // Mobile: the EUC-KR form of the hidden page (spec §2).
  app.post(TEST_PG_PATH.mobilePay, async (request, reply) => {
    const f = bodyOf(request.body, 'euc-kr');
    const refusal = checkMobileForm(f);
    if (refusal) {
      request.log.warn({ event: 'test-pg-refused', reason: 'mobile-form' }, 'payment form refused');
      return badRequestPage(reply, refusal);
    }
    const carry = {
      P_OID: f.P_OID ?? '',
      P_AMT: f.P_AMT ?? '',
      P_NEXT_URL: f.P_NEXT_URL ?? '',
      P_NOTI: f.P_NOTI ?? '',
    };
    const ctx = sealContext(Object.values(carry));
    return sendHtml(reply, (nonce) =>
      cardPage(nonce, {
        goods: f.P_GOODS ?? '',
        amount: Number(f.P_AMT),
        buyer: f.P_UNAME ?? '',
        action: TEST_PG_PATH.mobileDecide,
        carry: { ...carry, ctx },
        mobile: true,
      }),
    );
  });

  app.post(TEST_PG_PATH.mobileDecide, async (request, reply) => {
    const f = bodyOf(request.body, 'utf-8');
    const carry = [f.P_OID ?? '', f.P_AMT ?? '', f.P_NEXT_URL ?? '', f.P_NOTI ?? ''];
    if (f.ctx !== sealContext(carry)) return badRequestPage(reply, '결제 정보가 변경되었습니다.');
    const decision = (f.decision ?? 'cancel') as Decision;
    // P_OID is left out on purpose: the real provider may omit it, and our order id travels in P_NOTI.
    const fields: Record<string, string> =
      decision === 'approve'
        ? {
            P_STATUS: '00',
            P_RMESG1: '',
            P_TID: issueTid('mobile', f.P_OID ?? '', Number(f.P_AMT)),
            P_REQ_URL: `${base}/smart/payReq.ini`,
            P_NOTI: f.P_NOTI ?? '',
            idc_name: 'stg',
          }
        : {
            P_STATUS: '01',
            P_RMESG1: decision === 'decline' ? DECLINE_MSG : '사용자가 결제를 취소했습니다.',
            P_NOTI: f.P_NOTI ?? '',
            idc_name: 'stg',
          };
    return sendHtml(
      reply,
      (nonce) => ({ title: '결제 처리 중', body: autoPostBody(nonce, f.P_NEXT_URL ?? '', fields) }),
      [new URL(f.P_NEXT_URL ?? publicUrl, publicUrl).origin],
    );
  });
}
