import { describe, expect, it } from 'vitest';
import {
  amountAboveBudget,
  checkPaymentStart,
  digitsOnly,
  eucKrByteLength,
  giftCostSplit,
  MOBILE_FORM_LIMITS,
  MOBILE_PAYMENT_RESERVED,
  nextPaymentStatus,
  PAY_METHODS,
  PAYMENT_FAIL_DEFAULT_TEXT,
  PAYMENT_FRAME_HEIGHT_PX,
  PAYMENT_MESSAGES,
  type PaymentStartInput,
  toEucKrSafe,
} from './payment';

const web: PaymentStartInput = {
  loginUserToken: 'tok-123',
  solCd: '1020',
  wmGbn: '01',
  solOid: 'ORD-1',
  currency: 'WON',
  price: 12000,
  goodName: '선물세트',
  buyerName: '김철용',
  buyerTel: '01012345678',
  buyerEmail: 'kim@example.com',
  actionUrl: '/pay/start',
  gopaymethod: 'Card',
};
const mobile: PaymentStartInput = {
  ...web,
  wmGbn: '02',
  gopaymethod: undefined,
  iniPayment: 'CARD',
  mid: 'INIpayTest',
  nextUrl: 'https://pcs.example/m/pay/next',
};

describe('checkPaymentStart (spec §5 payment start checks)', () => {
  it('passes complete web and mobile inputs', () => {
    expect(checkPaymentStart(web, 'web')).toBeNull();
    expect(checkPaymentStart({ ...web, gopaymethod: 'DirectBank', currency: 'USD' }, 'web')).toBeNull();
    expect(checkPaymentStart(mobile, 'mobile')).toBeNull();
    expect(checkPaymentStart({ ...mobile, iniPayment: 'BANK' }, 'mobile')).toBeNull();
  });

  it('uses the spec texts exactly (two periods included)', () => {
    expect(checkPaymentStart({ ...web, loginUserToken: '' }, 'web')).toBe('올바르지 않은 토큰입니다.');
    expect(checkPaymentStart({ ...web, loginUserToken: null }, 'web')).toBe('올바르지 않은 토큰입니다.');
    expect(checkPaymentStart({ ...web, loginUserToken: 'a b' }, 'web')).toBe('올바르지 않은 토큰입니다.');
    expect(checkPaymentStart({ ...web, price: 0 }, 'web')).toBe('올바른 가격을 확인해주세요..');
    expect(checkPaymentStart({ ...web, price: -1 }, 'web')).toBe('올바른 가격을 확인해주세요..');
    expect(checkPaymentStart({ ...web, price: 'abc' }, 'web')).toBe('올바른 가격을 확인해주세요..');
    expect(checkPaymentStart({ ...web, price: '' }, 'web')).toBe('올바른 가격을 확인해주세요..');
    expect(checkPaymentStart({ ...web, price: null }, 'web')).toBe('올바른 가격을 확인해주세요..');
    expect(checkPaymentStart({ ...web, price: '1000' }, 'web')).toBeNull();
    expect(checkPaymentStart({ ...web, goodName: ' ' }, 'web')).toBe('상품명을 확인해주세요..');
    expect(checkPaymentStart({ ...web, buyerName: '' }, 'web')).toBe('구매자명 확인해주세요..');
    expect(checkPaymentStart({ ...mobile, mid: '' }, 'mobile')).toBe('상점정보를 확인해주세요..');
  });

  it('requires actionUrl, solCd and the order number', () => {
    expect(checkPaymentStart({ ...web, actionUrl: '' }, 'web')).toBe(PAYMENT_MESSAGES.actionUrlRequired);
    expect(checkPaymentStart({ ...web, solCd: null }, 'web')).toBe(PAYMENT_MESSAGES.solCdRequired);
    expect(checkPaymentStart({ ...web, solOid: undefined }, 'web')).toBe(
      PAYMENT_MESSAGES.orderNumberRequired,
    );
    expect(checkPaymentStart({ ...web, solOid: 0 }, 'web')).toBeNull();
  });

  it('currency WON or USD; web/mobile flag 01 or 02', () => {
    expect(checkPaymentStart({ ...web, currency: 'KRW' }, 'web')).toBe(PAYMENT_MESSAGES.invalidCurrency);
    expect(checkPaymentStart({ ...web, currency: 'won' }, 'web')).toBe(PAYMENT_MESSAGES.invalidCurrency);
    expect(checkPaymentStart({ ...web, wmGbn: '03' }, 'web')).toBe(PAYMENT_MESSAGES.invalidWmGbn);
    expect(checkPaymentStart({ ...web, wmGbn: null }, 'web')).toBe(PAYMENT_MESSAGES.invalidWmGbn);
  });

  it('desktop pay method Card or DirectBank; mobile CARD or BANK', () => {
    expect(PAY_METHODS).toEqual({ web: ['Card', 'DirectBank'], mobile: ['CARD', 'BANK'] });
    expect(checkPaymentStart({ ...web, gopaymethod: 'CARD' }, 'web')).toBe(PAYMENT_MESSAGES.invalidPayMethod);
    expect(checkPaymentStart({ ...web, gopaymethod: undefined }, 'web')).toBe(
      PAYMENT_MESSAGES.invalidPayMethod,
    );
    expect(checkPaymentStart({ ...mobile, iniPayment: 'Card' }, 'mobile')).toBe(
      PAYMENT_MESSAGES.invalidPayMethod,
    );
  });

  it('mobile also needs a merchant id and a next-URL; web does not', () => {
    expect(checkPaymentStart({ ...mobile, nextUrl: '' }, 'mobile')).toBe(PAYMENT_MESSAGES.nextUrlRequired);
    expect(checkPaymentStart({ ...web, mid: '', nextUrl: '' }, 'web')).toBeNull();
  });

  it('checks in order: token, price, actionUrl, solCd, order number, currency, flag, method, goods, buyer, mid, next-URL', () => {
    const order: (keyof PaymentStartInput)[] = [
      'loginUserToken',
      'price',
      'actionUrl',
      'solCd',
      'solOid',
      'currency',
      'wmGbn',
      'iniPayment',
      'goodName',
      'buyerName',
      'mid',
      'nextUrl',
    ];
    // Fill the fields one by one in the check order: each step must reveal the next alert.
    let input: PaymentStartInput = {};
    const seen: (string | null)[] = [checkPaymentStart(input, 'mobile')];
    for (const key of order) {
      input = { ...input, [key]: mobile[key] };
      seen.push(checkPaymentStart(input, 'mobile'));
    }
    expect(seen).toEqual([
      '올바르지 않은 토큰입니다.',
      '올바른 가격을 확인해주세요..',
      PAYMENT_MESSAGES.actionUrlRequired,
      PAYMENT_MESSAGES.solCdRequired,
      PAYMENT_MESSAGES.orderNumberRequired,
      PAYMENT_MESSAGES.invalidCurrency,
      PAYMENT_MESSAGES.invalidWmGbn,
      PAYMENT_MESSAGES.invalidPayMethod,
      '상품명을 확인해주세요..',
      '구매자명 확인해주세요..',
      '상점정보를 확인해주세요..',
      PAYMENT_MESSAGES.nextUrlRequired,
      null,
    ]);
  });

  it('our own texts follow the spec style', () => {
    expect(PAYMENT_MESSAGES).toMatchObject({
      actionUrlRequired: '결제 요청 주소를 확인해주세요..',
      solCdRequired: '솔루션 코드를 확인해주세요..',
      orderNumberRequired: '주문번호를 확인해주세요..',
      invalidCurrency: '통화 정보를 확인해주세요..',
      invalidWmGbn: '결제 환경 정보를 확인해주세요..',
      invalidPayMethod: '결제수단을 확인해주세요..',
      nextUrlRequired: '결제 완료 주소를 확인해주세요..',
    });
  });
});

describe('payment constants (spec §4, §7)', () => {
  it('buyer phone is sent digits only', () => {
    expect(digitsOnly('010-1234-5678')).toBe('01012345678');
  });
  it('reserved options and frame height', () => {
    expect(MOBILE_PAYMENT_RESERVED).toBe('below1000=Y&vbank_receipt=Y&centerCd=Y');
    expect(PAYMENT_FRAME_HEIGHT_PX).toBe(650);
  });
});

describe('giftCostSplit: who pays what, shown before choosing', () => {
  it('the company pays what is left of the budget, the recipient the rest', () => {
    const ev = { budgetAmt: 31_000, budgetUsedAmt: 0, overPayYn: 'Y' };
    expect(giftCostSplit(40_000, ev)).toEqual({ companyAmt: 31_000, recipientAmt: 9_000, allowed: true });
    expect(giftCostSplit(20_000, ev)).toEqual({ companyAmt: 20_000, recipientAmt: 0, allowed: true });
    expect(giftCostSplit(40_000, { ...ev, overPayYn: 'N' })).toMatchObject({
      recipientAmt: 9_000,
      allowed: false,
    });
    expect(giftCostSplit(40_000, { budgetAmt: null, budgetUsedAmt: 0, overPayYn: 'N' })).toEqual({
      companyAmt: 40_000,
      recipientAmt: 0,
      allowed: true,
    });
  });
});

describe('amountAboveBudget (spec §3 remainPayAmount)', () => {
  it('pays exactly what is above what is left of the budget', () => {
    expect(
      amountAboveBudget({ orderTotal: 42_000, budgetAmt: 30_000, usedBudgetAmt: 0, overPayYn: 'Y' }),
    ).toEqual({
      remainPayAmount: 12_000,
      budgetPart: 30_000,
      allowed: true,
    });
    expect(
      amountAboveBudget({ orderTotal: 20_000, budgetAmt: 30_000, usedBudgetAmt: 15_000, overPayYn: 'Y' }),
    ).toEqual({
      remainPayAmount: 5_000,
      budgetPart: 15_000,
      allowed: true,
    });
  });
  it('is 0 within budget or without one, and refused above budget when the event does not allow paying', () => {
    expect(
      amountAboveBudget({ orderTotal: 30_000, budgetAmt: 30_000, usedBudgetAmt: 0, overPayYn: 'N' })
        .remainPayAmount,
    ).toBe(0);
    expect(
      amountAboveBudget({ orderTotal: 99_000, budgetAmt: null, usedBudgetAmt: 0, overPayYn: 'N' }),
    ).toEqual({
      remainPayAmount: 0,
      budgetPart: 99_000,
      allowed: true,
    });
    expect(
      amountAboveBudget({ orderTotal: 30_001, budgetAmt: 30_000, usedBudgetAmt: 0, overPayYn: 'N' }).allowed,
    ).toBe(false);
    // A budget used beyond itself never makes the recipient pay more than the gift.
    expect(
      amountAboveBudget({ orderTotal: 10_000, budgetAmt: 30_000, usedBudgetAmt: 40_000, overPayYn: 'Y' })
        .remainPayAmount,
    ).toBe(10_000);
  });
});

describe('nextPaymentStatus', () => {
  it('moves a READY payment once; a replay is refused', () => {
    expect(nextPaymentStatus('READY', 'approve')).toBe('PAID');
    expect(nextPaymentStatus('READY', 'decline')).toBe('FAILED');
    expect(nextPaymentStatus('READY', 'cancel')).toBe('CANCELED');
    expect(nextPaymentStatus('PAID', 'approve')).toEqual({ refusal: 'invalidState' });
    expect(nextPaymentStatus('FAILED', 'approve')).toEqual({ refusal: 'invalidState' });
    expect(nextPaymentStatus('PAID', 'netCancel')).toBe('NETCANCEL');
  });
  it('refunds partly, then fully, never more than paid', () => {
    expect(nextPaymentStatus('PAID', 'refund', { paid: 12_000, refundedBefore: 0, amount: 5_000 })).toBe(
      'PARTREFUND',
    );
    expect(
      nextPaymentStatus('PARTREFUND', 'refund', { paid: 12_000, refundedBefore: 5_000, amount: 7_000 }),
    ).toBe('REFUNDED');
    expect(
      nextPaymentStatus('PARTREFUND', 'refund', { paid: 12_000, refundedBefore: 5_000, amount: 8_000 }),
    ).toEqual({ refusal: 'overRefund' });
    expect(nextPaymentStatus('FAILED', 'refund', { paid: 12_000, refundedBefore: 0, amount: 1 })).toEqual({
      refusal: 'invalidState',
    });
  });
});

describe('EUC-KR form fields (spec §2 hidden mobile page)', () => {
  it('keeps Hangul and ASCII, drops what EUC-KR cannot carry, and cuts at the byte limit', () => {
    expect(toEucKrSafe('샤인머스캣 2kg 선물세트', 80)).toBe('샤인머스캣 2kg 선물세트');
    expect(toEucKrSafe('선물 🎁 세트', 80)).toBe('선물   세트');
    expect(eucKrByteLength('샤인머스캣 2kg')).toBe(14);
    expect(toEucKrSafe('가나다라마바사', 5)).toBe('가나');
    expect(eucKrByteLength(toEucKrSafe('가'.repeat(60), MOBILE_FORM_LIMITS.P_GOODS))).toBe(80);
  });
  it('the fail page default text is the spec text', () => {
    expect(PAYMENT_FAIL_DEFAULT_TEXT).toBe('결제시스템이 정상적으로 처리되지 않았습니다.');
  });
});
