import { describe, expect, it } from 'vitest';
import { eventSaveRequestSchema } from './contracts/event';
import { noticeOn, orderNoticeLink, orderNoticeSubject, orderNoticeText } from './order-notices';

const values = {
  userNm: '김민지',
  cmpyNm: '한빛전자',
  eventNm: '2026 창립기념 선물',
  prodNm: '녹차 세트',
  link: 'https://gift.pcs.test/m/delivery/detail/12',
};

describe('order notices', () => {
  it('tells a recipient whose return gave the choice back where and until when to choose', () => {
    const text = orderNoticeText('CHOICE_REOPENED', {
      ...values,
      link: 'https://gift.pcs.test/m/gift/preview',
      closeAt: '2026.12.31 18:00',
    });
    expect(text).toBe(
      [
        '[한빛전자] 2026 창립기념 선물',
        '김민지님, 반품하신 선물 대신 선물을 다시 선택하실 수 있습니다.',
        '반품한 선물: 녹차 세트',
        '선택 마감: 2026.12.31 18:00',
        '선물 선택: https://gift.pcs.test/m/gift/preview',
      ].join('\n'),
    );
    const o = { estiSn: 1, estiItemSn: 2 };
    expect(orderNoticeLink('https://gift.pcs.test/', 'CHOICE_REOPENED', 'SMS', o)).toBe(
      'https://gift.pcs.test/m/gift/preview',
    );
    expect(orderNoticeLink('https://gift.pcs.test', 'CHOICE_REOPENED', 'MAIL', o)).toBe(
      'https://gift.pcs.test/gift/list',
    );
    expect(orderNoticeSubject('CHOICE_REOPENED', '연말')).toBe(
      '[선물 안내] 연말 - 선물을 다시 선택하실 수 있습니다',
    );
  });

  it('tells the carrier, the invoice number, the tracking link and the order link on release', () => {
    const text = orderNoticeText('RELEASE', {
      ...values,
      carrierNm: 'CJ대한통운',
      invoiceNo: '123456789012',
      trackingUrl: 'https://trace.cjlogistics.com/next/tracking.html?wblNo=123456789012',
    });
    expect(text).toBe(
      [
        '[한빛전자] 2026 창립기념 선물',
        '김민지님, 선물이 출고되었습니다.',
        '선물: 녹차 세트',
        '택배사: CJ대한통운',
        '송장번호: 123456789012',
        '배송조회: https://trace.cjlogistics.com/next/tracking.html?wblNo=123456789012',
        '주문 확인: https://gift.pcs.test/m/delivery/detail/12',
      ].join('\n'),
    );
  });

  it('writes every kind in the polite tone with the link, and the refund amount in won', () => {
    expect(orderNoticeText('DELIVERED', values)).toContain('배송완료되었습니다.');
    expect(orderNoticeText('RETURN_APPROVED', { ...values, refundGbn: 'EXCHANGE' })).toContain(
      '교환 신청이 승인되었습니다.',
    );
    expect(orderNoticeText('REFUNDED', { ...values, refundAmount: 9000 })).toContain('환불 금액: 9,000원');
    expect(orderNoticeText('RESHIPPED', { ...values, carrierNm: '우체국택배', invoiceNo: '9999' })).toContain(
      '송장번호: 9999',
    );
    const address = orderNoticeText('ADDRESS_NEEDED', { ...values, link: 'https://x/m/delivery/save/12' });
    expect(address).toContain('배송지를 입력해 주세요.');
    expect(address.endsWith('배송지 입력: https://x/m/delivery/save/12')).toBe(true);
    expect(orderNoticeText('DEFAULT_GIFT', values)).toContain('발송 준비 중입니다.');
    expect(orderNoticeSubject('DEFAULT_GIFT', '연말 선물')).toBe(
      '[선물 안내] 연말 선물 - 기본 선물이 발송 준비 중입니다',
    );
  });

  it('links a phone to the mobile order pages (the address form when one is needed) and mail to the desktop detail', () => {
    const o = { estiSn: 12, estiItemSn: 34 };
    expect(orderNoticeLink('https://g.test/', 'ADDRESS_NEEDED', 'ALIMTALK', o)).toBe(
      'https://g.test/m/delivery/save/12',
    );
    expect(orderNoticeLink('https://g.test', 'RELEASE', 'SMS', o)).toBe(
      'https://g.test/m/delivery/detail/12',
    );
    expect(orderNoticeLink('https://g.test', 'ADDRESS_NEEDED', 'MAIL', o)).toBe(
      'https://g.test/delivery/order/12/34',
    );
  });

  it('has every kind on unless the operator turned it off; the save contract defaults to none off', () => {
    expect(noticeOn('RELEASE', [])).toBe(true);
    expect(noticeOn('RELEASE', ['RELEASE'])).toBe(false);
    expect(noticeOn('ADDRESS_NEEDED', ['RELEASE'])).toBe(true);
    const base = {
      cmpyCd: 'C1',
      eventNm: 'e',
      startDt: '20261201',
      startTm: '090000',
      endDt: '20261210',
      endTm: '180000',
      selectCnt: 1,
      selectType: '01',
      products: [],
    };
    expect(eventSaveRequestSchema.parse(base).noticeOff).toEqual([]);
    expect(eventSaveRequestSchema.safeParse({ ...base, noticeOff: ['NOPE'] }).success).toBe(false);
  });
});
