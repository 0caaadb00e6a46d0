import { describe, expect, it } from 'vitest';
import {
  DELIVERY_STATUS_LABEL,
  DELIVERY_STATUS_NAMES,
  deliveryStateName,
  isDeliveryStateName,
  ORDER_STATUS_LABEL,
  ORDER_STATUS_NAMES,
  orderStatusName,
} from './constants';
import {
  REFUND_GBN_LABEL,
  REFUND_GBN_NAMES,
  RETURN_FEE_METHOD_LABEL,
  RETURN_FEE_METHOD_NAMES,
  RETURN_FEE_PAYER_LABEL,
  RETURN_FEE_PAYER_NAMES,
  RETURN_HISTORY_KIND_NAMES,
  RETURN_REASON_NAMES,
  RETURN_REASONS,
  RETURN_STATE_LABEL,
  RETURN_STATE_NAMES,
  recipientLineStateNm,
  refundGbnName,
  returnFeeMethodName,
  returnFeePayerName,
  returnHistoryStateName,
  returnKindStateName,
  returnReasonName,
  returnStateName,
} from './delivery-lifecycle';
import { LANGUAGES } from './languages';
import { PAYMENT_STATUS_LABEL, PAYMENT_STATUS_NAMES, paymentStatusName } from './payment';

/** Decision 055: the names of states and kinds a recipient's pages show, in every language. */
const TABLES: [
  string,
  Readonly<Record<string, string>>,
  Readonly<Record<string, Readonly<Record<string, string>>>>,
][] = [
  ['delivery states', DELIVERY_STATUS_LABEL, DELIVERY_STATUS_NAMES],
  ['order states', ORDER_STATUS_LABEL, ORDER_STATUS_NAMES],
  ['return states', RETURN_STATE_LABEL, RETURN_STATE_NAMES],
  ['return kinds', REFUND_GBN_LABEL, REFUND_GBN_NAMES],
  ['return reasons', RETURN_REASONS, RETURN_REASON_NAMES],
  ['return fee payers', RETURN_FEE_PAYER_LABEL, RETURN_FEE_PAYER_NAMES],
  ['return fee methods', RETURN_FEE_METHOD_LABEL, RETURN_FEE_METHOD_NAMES],
  ['payment states', PAYMENT_STATUS_LABEL, PAYMENT_STATUS_NAMES],
];
const OTHER_LANGUAGES = LANGUAGES.filter((l) => l !== 'ko');
const HANGUL = /[\uAC00-\uD7A3\u3131-\u318E]/;

describe('names of states and kinds in the recipient languages', () => {
  for (const [name, korean, translations] of TABLES)
    it(`${name}: every language names exactly the Korean keys, none empty, none in Korean`, () => {
      expect(Object.keys(translations).sort()).toEqual([...OTHER_LANGUAGES].sort());
      for (const language of OTHER_LANGUAGES) {
        const table = translations[language]!;
        expect(Object.keys(table).sort(), `${name} ${language}`).toEqual(Object.keys(korean).sort());
        for (const [key, text] of Object.entries(table)) {
          expect(text.trim(), `${name} ${language} ${key}`).not.toBe('');
          expect(text, `${name} ${language} ${key}`).not.toMatch(HANGUL);
        }
      }
    });

  it('the history kind has every language', () => {
    expect(Object.keys(RETURN_HISTORY_KIND_NAMES).sort()).toEqual([...OTHER_LANGUAGES].sort());
    for (const text of Object.values(RETURN_HISTORY_KIND_NAMES)) expect(text).not.toMatch(HANGUL);
  });

  it('keep the Korean names by default and in Korean', () => {
    expect(deliveryStateName('04')).toBe('배송완료');
    expect(deliveryStateName('04', 'ko')).toBe('배송완료');
    expect(orderStatusName('01')).toBe('신청완료');
    expect(returnStateName('02')).toBe('승인');
    expect(refundGbnName('EXCHANGE')).toBe('교환');
    expect(returnReasonName('02')).toBe('상품 파손/불량');
    expect(returnFeePayerName('S')).toBe('판매자 부담');
    expect(returnFeeMethodName('DEDUCT')).toBe('환불 금액에서 차감');
    expect(paymentStatusName('PAID')).toBe('결제완료');
    expect(returnKindStateName('RETURN', '01')).toBe('반품 신청');
    expect(returnHistoryStateName('04')).toBe('반품/교환 회수완료');
    expect(recipientLineStateNm('04', { refundGbn: 'RETURN', refundStatCd: '06' })).toBe('반품완료');
  });

  it('give the translation in another language', () => {
    expect(deliveryStateName('04', 'vi')).toBe('Đã giao hàng');
    expect(orderStatusName('01', 'en')).toBe('Applied');
    expect(returnStateName('02', 'zh-Hans')).toBe('已批准');
    expect(refundGbnName('RETURN', 'ne')).toBe('फिर्ता');
    expect(returnReasonName('02', 'km')).toBe('ទំនិញខូច/មានបញ្ហា');
    expect(returnFeePayerName('R', 'en')).toBe('Paid by you');
    expect(returnFeeMethodName('CARD', 'vi')).toBe('Thanh toán bằng thẻ');
    expect(paymentStatusName('REFUNDED', 'vi')).toBe('Đã hoàn tiền');
    expect(returnKindStateName('RETURN', '01', 'vi')).toBe('Trả hàng: Đã gửi yêu cầu');
    expect(returnKindStateName('EXCHANGE', '02', 'zh-Hans')).toBe('换货：已批准');
    expect(returnHistoryStateName('02', 'en')).toBe('Return/exchange: Approved');
    expect(recipientLineStateNm('04', { refundGbn: 'RETURN', refundStatCd: '06' }, 'vi')).toBe('Đã trả hàng');
    expect(recipientLineStateNm('03', null, 'vi')).toBe('Đang giao hàng');
  });

  it("tell a delivery state's own name in any language from a name given in its place", () => {
    expect(isDeliveryStateName('04', '배송완료')).toBe(true);
    expect(isDeliveryStateName('04', 'Đã giao hàng')).toBe(true);
    expect(isDeliveryStateName('04', '반품완료')).toBe(false);
    expect(isDeliveryStateName('04', 'Đã trả hàng')).toBe(false);
    expect(isDeliveryStateName('04', 'Đang giao hàng')).toBe(false);
  });

  it('fall back the same way in every language for what the tables do not know', () => {
    for (const language of LANGUAGES) {
      expect(deliveryStateName('77', language)).toBe('77');
      expect(orderStatusName('77', language)).toBe('77');
      expect(returnStateName('77', language)).toBe('77');
      expect(refundGbnName('OTHER', language)).toBe('OTHER');
      expect(paymentStatusName('UNKNOWN', language)).toBe('UNKNOWN');
      expect(returnReasonName(null, language)).toBe('');
      expect(returnReasonName('77', language)).toBe('');
      expect(returnFeePayerName('X', language)).toBe('');
      expect(returnFeeMethodName(null, language)).toBe('');
      // A key of Object.prototype is no code.
      expect(deliveryStateName('toString', language)).toBe('toString');
    }
  });
});
