import { describe, expect, it } from 'vitest';
import {
  canReopenChoice,
  canRequestReturn,
  DELIVERY_ACTION,
  DELIVERY_STATE_LABEL,
  DELIVERY_STATE_ORDER,
  type DeliveryAction,
  type DeliveryActor,
  type DeliveryState,
  deliveredAtOnConfirm,
  deliveryActorOf,
  formatOrderNo,
  hasCompletedReturn,
  isInvoiceNo,
  LINE_VIEW_STATES,
  lineStateAfterReturn,
  nextDeliveryState,
  nextReturnState,
  normalizeInvoiceNo,
  REOPEN_TEXT,
  RETURN_ACTION,
  RETURN_PHOTO_MAX_BYTES,
  RETURN_PHOTO_TEXT,
  RETURN_STATE_LABEL,
  RETURN_STATE_ORDER,
  type ReturnAction,
  type ReturnState,
  recipientLineStateNm,
  returnCardRefund,
  returnConfirmText,
  returnFeeMethods,
  returnFeePayer,
  returnPhotoCountRefusal,
  returnPhotoRefusal,
  returnShipFeeOf,
  SUBMITTED_RETURN_STATES,
  trackingUrl,
} from './delivery-lifecycle';

const ACTORS: DeliveryActor[] = ['operator', 'vendor', 'packer', 'recipient'];

/** The whole allowed table, written out: anything not here must be refused. */
const ALLOWED_DELIVERY: Record<
  DeliveryAction,
  { from: DeliveryState[]; to: DeliveryState | 'same'; actors: DeliveryActor[] }
> = {
  placeOrder: { from: ['01'], to: '05', actors: ['operator'] },
  startPreparing: { from: ['05'], to: '02', actors: ['operator', 'vendor', 'packer'] },
  release: { from: ['05', '02'], to: '06', actors: ['operator', 'vendor', 'packer'] },
  ship: { from: ['06'], to: '03', actors: ['operator', 'vendor'] },
  confirmDelivery: { from: ['06', '03'], to: '04', actors: ['operator', 'vendor'] },
  cancel: { from: ['01', '05', '02'], to: '09', actors: ['operator', 'recipient'] },
  changeAddress: { from: ['01', '05', '02'], to: 'same', actors: ['operator', 'recipient'] },
};

describe('delivery life cycle', () => {
  it('labels every state in Korean', () => {
    expect(DELIVERY_STATE_LABEL).toEqual({
      '01': '주문접수',
      '05': '발주완료',
      '02': '상품준비중',
      '06': '출고완료',
      '03': '배송중',
      '04': '배송완료',
      '09': '주문취소',
    });
    expect(DELIVERY_STATE_ORDER).toHaveLength(7);
  });

  it('lists each back-office view with its own states: apply, order, release', () => {
    expect(LINE_VIEW_STATES).toEqual({
      apply: ['01', '09'],
      order: ['05', '02', '06'],
      release: ['06', '03', '04'],
    });
  });

  for (const action of Object.values(DELIVERY_ACTION)) {
    for (const state of DELIVERY_STATE_ORDER) {
      for (const actor of ACTORS) {
        const rule = ALLOWED_DELIVERY[action];
        const allowed = rule.from.includes(state) && rule.actors.includes(actor);
        it(`${action} from ${state} by ${actor}: ${allowed ? 'allowed' : 'refused'}`, () => {
          const result = nextDeliveryState(state, action, actor);
          if (allowed) expect(result).toEqual({ ok: true, next: rule.to === 'same' ? state : rule.to });
          else {
            expect(result.ok).toBe(false);
            if (!result.ok) expect(result.message).toMatch(/[가-힣]/);
          }
        });
      }
    }
  }

  it('refuses with the literal Korean messages', () => {
    expect(nextDeliveryState('06', 'changeAddress', 'recipient')).toEqual({
      ok: false,
      message: '출고 후에는 배송지를 변경할 수 없습니다.',
    });
    expect(nextDeliveryState('03', 'cancel', 'recipient')).toEqual({
      ok: false,
      message: '출고 후에는 주문을 취소할 수 없습니다.',
    });
    expect(nextDeliveryState('09', 'cancel', 'operator')).toEqual({
      ok: false,
      message: '주문취소 상태에서는 주문취소할 수 없습니다.',
    });
    expect(nextDeliveryState('01', 'placeOrder', 'vendor')).toEqual({
      ok: false,
      message: '발주 권한이 없습니다.',
    });
  });

  it('maps roles to actors', () => {
    expect(deliveryActorOf('15')).toBe('operator');
    expect(deliveryActorOf('99999')).toBe('operator');
    expect(deliveryActorOf('30')).toBe('vendor');
    expect(deliveryActorOf('35')).toBe('vendor');
    expect(deliveryActorOf('05')).toBe('packer');
    expect(deliveryActorOf('20')).toBe('recipient');
    expect(deliveryActorOf('25')).toBe('recipient');
  });
});

const ALLOWED_RETURN: Record<
  Exclude<ReturnAction, 'request'>,
  { from: ReturnState[]; actors: DeliveryActor[] }
> = {
  edit: { from: ['00', '01'], actors: ['recipient'] },
  withdraw: { from: ['00', '01'], actors: ['recipient'] },
  approve: { from: ['01'], actors: ['operator'] },
  reject: { from: ['01'], actors: ['operator'] },
  collect: { from: ['02'], actors: ['operator', 'vendor'] },
  refund: { from: ['04'], actors: ['operator'] },
  refundDone: { from: ['05'], actors: ['operator'] },
  reship: { from: ['04'], actors: ['operator', 'vendor'] },
};
const EXPECTED_NEXT: Record<Exclude<ReturnAction, 'request'>, ReturnState | 'same'> = {
  edit: 'same',
  withdraw: '08',
  approve: '02',
  reject: '03',
  collect: '04',
  refund: '06',
  refundDone: '06',
  reship: '07',
};

describe('return and exchange life cycle', () => {
  it('labels every state in Korean', () => {
    expect(RETURN_STATE_LABEL['01']).toBe('신청');
    expect(RETURN_STATE_LABEL['05']).toBe('환불대기(결제 취소 처리중)');
    expect(RETURN_STATE_LABEL['06']).toBe('반품완료');
    expect(RETURN_STATE_LABEL['07']).toBe('교환 재발송');
    expect(RETURN_STATE_ORDER).toHaveLength(9);
    expect(RETURN_STATE_LABEL['00']).toBe('배송비 결제대기');
  });

  for (const action of Object.values(RETURN_ACTION).filter((a) => a !== 'request')) {
    const act = action as Exclude<ReturnAction, 'request'>;
    for (const state of RETURN_STATE_ORDER) {
      for (const actor of ACTORS) {
        const rule = ALLOWED_RETURN[act];
        const allowed = rule.from.includes(state) && rule.actors.includes(actor);
        const gbn = act === 'reship' ? 'EXCHANGE' : 'RETURN';
        it(`${act} from ${state} by ${actor}: ${allowed ? 'allowed' : 'refused'}`, () => {
          const result = nextReturnState(state, act, actor, {
            refundGbn: gbn,
            rejectReason: '사유',
            resellableYn: 'N',
          });
          const next = EXPECTED_NEXT[act];
          if (allowed) expect(result).toEqual({ ok: true, next: next === 'same' ? state : next });
          else expect(result.ok).toBe(false);
        });
      }
    }
  }

  it('refunds a paid return as waiting for the payment step', () => {
    expect(
      nextReturnState('04', 'refund', 'operator', {
        refundGbn: 'RETURN',
        paymentPending: true,
        resellableYn: 'Y',
      }),
    ).toEqual({
      ok: true,
      next: '05',
    });
  });

  it('refuses a refund of an exchange, a re-shipment of a return and a reject without reason', () => {
    expect(nextReturnState('04', 'refund', 'operator', { refundGbn: 'EXCHANGE' })).toEqual({
      ok: false,
      message: '환불은 반품 신청에만 할 수 있습니다.',
    });
    expect(nextReturnState('04', 'reship', 'operator', { refundGbn: 'RETURN' })).toEqual({
      ok: false,
      message: '재발송은 교환 신청에만 할 수 있습니다.',
    });
    expect(nextReturnState('01', 'reject', 'operator', { refundGbn: 'RETURN', rejectReason: '  ' })).toEqual({
      ok: false,
      message: '거부 사유를 입력해주세요.',
    });
  });

  it('allows a request only after delivery, within the window, once at a time', () => {
    const deliveredAt = new Date('2026-11-01T00:00:00Z');
    const base = { deliveryState: '04' as const, deliveredAt, returnDays: 7, hasOpenReturn: false };
    expect(canRequestReturn({ ...base, now: new Date('2026-11-08T00:00:00Z') })).toEqual({
      ok: true,
      next: '01',
    });
    expect(canRequestReturn({ ...base, now: new Date('2026-11-08T00:00:01Z') })).toEqual({
      ok: false,
      message: '배송완료 후 7일이 지나 반품/교환을 신청할 수 없습니다.',
    });
    expect(canRequestReturn({ ...base, deliveryState: '03', now: deliveredAt })).toEqual({
      ok: false,
      message: '배송완료 후에 반품/교환을 신청할 수 있습니다.',
    });
    expect(canRequestReturn({ ...base, hasOpenReturn: true, now: deliveredAt })).toEqual({
      ok: false,
      message: '이미 진행 중인 반품/교환 신청이 있습니다.',
    });
    expect(canRequestReturn({ ...base, returnDays: 14, now: new Date('2026-11-10T00:00:00Z') }).ok).toBe(
      true,
    );
  });

  it('refuses a second request for a line that came back by a completed return', () => {
    const returned = hasCompletedReturn([
      { refundGbn: 'EXCHANGE', refundStatCd: '07' },
      { refundGbn: 'RETURN', refundStatCd: '06' },
    ]);
    expect(returned).toBe(true);
    expect(hasCompletedReturn([{ refundGbn: 'RETURN', refundStatCd: '03' }])).toBe(false);
    expect(hasCompletedReturn([{ refundGbn: 'EXCHANGE', refundStatCd: '07' }])).toBe(false);
    const base = { deliveryState: '04' as const, deliveredAt: new Date(), now: new Date(), returnDays: 7 };
    expect(canRequestReturn({ ...base, hasOpenReturn: false, returned })).toEqual({
      ok: false,
      message: '이미 반품이 완료된 상품입니다.',
    });
  });

  it('decides who pays the return shipping', () => {
    expect(returnFeePayer('01', null)).toBe('R');
    expect(returnFeePayer('01', 'S')).toBe('S');
    expect(returnFeePayer('02', 'R')).toBe('S');
  });

  it('builds tracking links per carrier', () => {
    expect(trackingUrl('01', '123456789012')).toBe(
      'https://trace.cjlogistics.com/next/tracking.html?wblNo=123456789012',
    );
    expect(trackingUrl(null, '1')).toBeNull();
    expect(trackingUrl('77', '1')).toBeNull();
  });

  it('reads an invoice number as people write it: spaces and hyphens go, 8 to 20 digits stay', () => {
    for (const typed of [
      '5102 3344 0266',
      '5102-3344-0266',
      ' 5102\u00a03344\u20100266 ',
      '5102－3344－0266',
    ])
      expect(normalizeInvoiceNo(typed)).toBe('510233440266');
    expect(isInvoiceNo('5102 3344 0266')).toBe(true);
    expect(isInvoiceNo('1234-5678')).toBe(true);
    expect(isInvoiceNo('1234-567')).toBe(false);
    expect(isInvoiceNo('1234 5678 9012 3456 7890 1')).toBe(false);
    expect(isInvoiceNo('5102/3344/0266')).toBe(false);
    expect(isInvoiceNo('EE123456789KR')).toBe(false);
  });
});

describe('formatOrderNo', () => {
  it('names an order and a line the same way everywhere', () => {
    expect(formatOrderNo(250, 251)).toBe('주문 250 · 상품 251');
    expect(formatOrderNo(250)).toBe('주문 250');
    expect(formatOrderNo(250, null)).toBe('주문 250');
  });
});

describe('return photos', () => {
  it('words each refusal once, for the picker and the server', () => {
    expect(RETURN_PHOTO_TEXT).toEqual({
      required: '사진 파일을 선택해주세요.',
      type: '사진은 JPG, PNG, GIF, WEBP 파일만 첨부할 수 있습니다.',
      size: '사진은 5MB 이하만 첨부할 수 있습니다.',
      count: '사진은 3장까지 첨부할 수 있습니다.',
    });
  });

  it('refuses a photo above 5MB before judging its type', () => {
    expect(RETURN_PHOTO_MAX_BYTES).toBe(5 * 1024 * 1024);
    expect(returnPhotoRefusal({ byteSize: RETURN_PHOTO_MAX_BYTES })).toBeNull();
    expect(returnPhotoRefusal({ byteSize: RETURN_PHOTO_MAX_BYTES + 1 })).toBe(RETURN_PHOTO_TEXT.size);
    expect(returnPhotoRefusal({ byteSize: RETURN_PHOTO_MAX_BYTES + 1, type: null })).toBe(
      RETURN_PHOTO_TEXT.size,
    );
  });

  it('takes JPG, PNG, GIF and WEBP, and refuses anything else once the type is known', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/gif', 'image/webp'])
      expect(returnPhotoRefusal({ byteSize: 10, type })).toBeNull();
    expect(returnPhotoRefusal({ byteSize: 10, type: 'image/svg+xml' })).toBe(RETURN_PHOTO_TEXT.type);
    expect(returnPhotoRefusal({ byteSize: 10, type: null })).toBe(RETURN_PHOTO_TEXT.type);
    expect(returnPhotoRefusal({ byteSize: 10 })).toBeNull();
  });

  it('allows at most three photos on one request', () => {
    expect(returnPhotoCountRefusal(1, 2)).toBeNull();
    expect(returnPhotoCountRefusal(2, 2)).toBe(RETURN_PHOTO_TEXT.count);
    expect(returnPhotoCountRefusal(0, 4)).toBe(RETURN_PHOTO_TEXT.count);
  });
});

describe('returnConfirmText', () => {
  it('names the item, the kind, the reason and the fee the recipient pays', () => {
    expect(
      returnConfirmText({
        prodNm: '녹차 세트',
        optNm: '다기 포함',
        quantity: 1,
        refundGbn: 'RETURN',
        reasonCd: '01',
        eventPayer: 'R',
        eventFee: 4000,
      }),
    ).toBe(
      '상품: 녹차 세트 (다기 포함) 1개\n구분: 반품\n사유: 단순 변심\n반품 배송비: 4,000원 (신청자 부담)\n\n반품 신청하시겠습니까?',
    );
  });
  it('says the seller pays for a damaged gift, whatever the event rule', () => {
    const text = returnConfirmText({
      prodNm: '홍삼',
      refundGbn: 'EXCHANGE',
      reasonCd: '02',
      eventPayer: 'R',
    });
    expect(text).toContain('반품 배송비: 판매자 부담');
    expect(text).toContain('교환 신청하시겠습니까?');
    expect(returnShipFeeOf('01', null, null)).toEqual({ payer: 'R', fee: 3000 });
  });
});

describe('return fee settlement (decision 028)', () => {
  const base = { refundGbn: 'RETURN', fee: 3_000, paidByCard: 10_000, lineTotal: 40_000 };
  it('offers nothing when nothing is owed, a card payment always, and the deduction only when the refund covers it', () => {
    expect(returnFeeMethods({ ...base, fee: 0 })).toEqual([]);
    expect(returnFeeMethods(base)).toEqual(['CARD', 'DEDUCT']);
    expect(returnFeeMethods({ ...base, paidByCard: 3_000 })).toEqual(['CARD', 'DEDUCT']);
    expect(returnFeeMethods({ ...base, paidByCard: 2_999 })).toEqual(['CARD']);
    expect(returnFeeMethods({ ...base, paidByCard: 0 })).toEqual(['CARD']);
    expect(returnFeeMethods({ ...base, refundGbn: 'EXCHANGE' })).toEqual(['CARD']);
  });
  it('takes a deducted fee off the card refund, never below 0', () => {
    expect(returnCardRefund({ paidByCard: 10_000, lineTotal: 40_000, fee: 3_000, feeMethod: 'DEDUCT' })).toBe(
      7_000,
    );
    expect(returnCardRefund({ paidByCard: 10_000, lineTotal: 40_000, fee: 3_000, feeMethod: 'CARD' })).toBe(
      10_000,
    );
    expect(returnCardRefund({ paidByCard: 50_000, lineTotal: 40_000, fee: 3_000, feeMethod: null })).toBe(
      40_000,
    );
    expect(returnCardRefund({ paidByCard: 2_000, lineTotal: 40_000, fee: 3_000, feeMethod: 'DEDUCT' })).toBe(
      0,
    );
  });
  it('keeps a request waiting for its fee from operators, and says how the fee is settled in the confirm', () => {
    expect(SUBMITTED_RETURN_STATES).not.toContain('00');
    expect(SUBMITTED_RETURN_STATES).toContain('01');
    expect(
      returnConfirmText({ prodNm: '녹차', refundGbn: 'RETURN', reasonCd: '01', feeMethod: 'DEDUCT' }),
    ).toContain('반품 배송비: 3,000원 (신청자 부담, 환불 금액에서 차감)');
  });
});

describe('after a completed return (decision 030)', () => {
  it('refuses the refund step until the operator says whether the goods can be sold again', () => {
    expect(nextReturnState('04', 'refund', 'operator', { refundGbn: 'RETURN' })).toEqual({
      ok: false,
      message: REOPEN_TEXT.resellableRequired,
    });
    expect(nextReturnState('04', 'refund', 'operator', { refundGbn: 'RETURN', resellableYn: 'X' }).ok).toBe(
      false,
    );
    for (const resellableYn of ['Y', 'N'])
      expect(nextReturnState('04', 'refund', 'operator', { refundGbn: 'RETURN', resellableYn })).toEqual({
        ok: true,
        next: '06',
      });
  });

  it('gives the choice back only for a completed return, once, while the event is open', () => {
    const done = { refundGbn: 'RETURN', refundStatCd: '06', reopened: false, eventOpen: true };
    expect(canReopenChoice(done)).toEqual({ ok: true });
    expect(canReopenChoice({ ...done, refundStatCd: '05' })).toEqual({
      ok: false,
      message: REOPEN_TEXT.notReturned,
    });
    expect(canReopenChoice({ ...done, refundGbn: 'EXCHANGE', refundStatCd: '07' }).ok).toBe(false);
    expect(canReopenChoice({ ...done, reopened: true })).toEqual({ ok: false, message: REOPEN_TEXT.already });
    expect(canReopenChoice({ ...done, eventOpen: false })).toEqual({
      ok: false,
      message: REOPEN_TEXT.eventClosed,
    });
    expect(REOPEN_TEXT.eventClosed).toBe('이벤트가 진행 중이 아니어서 선택 기회를 다시 드릴 수 없습니다.');
  });

  it("names a refunded return on the recipient's screens instead of the delivery", () => {
    expect(recipientLineStateNm('04', null)).toBe('배송완료');
    expect(recipientLineStateNm('04', { refundGbn: 'RETURN', refundStatCd: '06' })).toBe('반품완료');
    expect(recipientLineStateNm('04', { refundGbn: 'RETURN', refundStatCd: '05' })).toBe(
      '환불대기(결제 취소 처리중)',
    );
    expect(recipientLineStateNm('04', { refundGbn: 'RETURN', refundStatCd: '02' })).toBe('배송완료');
    expect(recipientLineStateNm('04', { refundGbn: 'RETURN', refundStatCd: '03' })).toBe('배송완료');
    expect(recipientLineStateNm('04', { refundGbn: 'EXCHANGE', refundStatCd: '07' })).toBe('배송완료');
  });
});

describe('an exchange after its replacement ships', () => {
  const exchange = { refundGbn: 'EXCHANGE', refundStatCd: '07' };

  it('reads 배송중 until the replacement is delivered, then 배송완료', () => {
    const shipped = lineStateAfterReturn('reship', '04');
    expect(shipped).toBe('03');
    expect(recipientLineStateNm(shipped, exchange)).toBe('배송중');
    const delivered = nextDeliveryState(shipped, 'confirmDelivery', 'vendor');
    expect(delivered).toEqual({ ok: true, next: '04' });
    expect(recipientLineStateNm('04', exchange)).toBe('배송완료');
    expect(RETURN_STATE_LABEL['07']).not.toContain('완료');
  });

  it('leaves the line as it is for every other return action', () => {
    for (const action of Object.values(RETURN_ACTION).filter((a) => a !== 'request' && a !== 'reship'))
      expect(lineStateAfterReturn(action as Exclude<ReturnAction, 'request'>, '04')).toBe('04');
  });

  it("keeps the first delivery's time when the replacement's delivery is confirmed", () => {
    const first = new Date('2026-11-02T01:00:00Z');
    const now = new Date('2026-11-20T01:00:00Z');
    expect(deliveredAtOnConfirm(first, now)).toBe(first);
    expect(deliveredAtOnConfirm(null, now)).toBe(now);
  });
});
